import CadenceCore
import Foundation

extension CadenceJSONImporter {
    /// docs/import-export.md "Routines": the export's routines, each habit named by a habit `id` of
    /// the same file. *Decision:* a routine naming a habit the file does not hold refuses the
    /// import (nothing written), naming the routine and the id — a Cadence export is whole, so a
    /// dangling id means the file was edited or cut; a routine left silently shorter would hide it.
    func readRoutines(_ exported: CadenceExportDocument, into document: inout ImportDocument, errors: inout [ImportIssue]) {
        guard let routines = exported.routines, !routines.isEmpty else { return }
        var indexes: [String: Int] = [:]
        for (index, habit) in exported.habits.enumerated() where indexes[habit.id] == nil { indexes[habit.id] = index }
        for (number, routine) in routines.enumerated() where errors.count < ImportFailure.maximumIssues {
            let location = "\(fileName) routine \(number + 1) (\(InputExcerpt.quoted(routine.name)))"
            if let missing = routine.habits.first(where: { indexes[$0] == nil }) {
                errors.append(
                    ImportIssue(location, field: "habits", "names the habit \(InputExcerpt.quoted(missing)), which this file does not hold"))
                continue
            }
            var minute: Int?
            if let time = routine.time {
                guard let reminder = Reminder(time: time) else {
                    errors.append(ImportIssue(location, field: "time", "\(InputExcerpt.quoted(time)) is not an HH:MM time"))
                    continue
                }
                minute = reminder.hour * 60 + reminder.minute
            }
            guard let createdAt = InstantText.date(routine.createdAt), let updatedAt = InstantText.date(routine.updatedAt) else {
                errors.append(ImportIssue(location, field: "createdAt", "createdAt and updatedAt are ISO 8601 instants"))
                continue
            }
            document.routines.append(
                SourceRoutine(
                    location: location, name: routine.name, habitIndexes: routine.habits.compactMap { indexes[$0] },
                    minuteOfDay: minute, createdAt: createdAt, updatedAt: updatedAt))
        }
    }
}
