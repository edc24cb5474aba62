import CadenceCore
import Foundation

/// Reads LucidPal's habit folder (docs/import-export.md): `lucidpal_habits.json`
/// (every habit, archived ones too) and `lucidpal_entries_YYYY-MM.json` files (one entry per
/// habit and day: LucidPal upserts).
///
/// Units map as docs/domain-rules.md §2 says — `boolean` → simple completion, `count` → repetitions
/// (`times`), `duration` → time in minutes; `daily` → a daily target; `weekly` → once a week
/// (simple) or a weekly target (measured). Entries whose habit is gone (LucidPal's hard delete
/// leaves them on disk) are counted, not imported.
struct LucidPalImporter {
    let folder: URL
    let calendar: UserCalendar

    static let habitsFile = "lucidpal_habits.json"

    func read() throws(ImportFailure) -> ImportDocument {
        let name = folder.lastPathComponent
        var document = ImportDocument(format: .lucidPal, fileName: name)
        let definitions: [LucidPalHabit] = try decode(folder.appendingPathComponent(Self.habitsFile), folderName: name)
        var habits: [SourceHabit] = []
        var indexByID: [String: Int] = [:]
        var errors: [ImportIssue] = []
        for (index, definition) in definitions.enumerated() {
            let location = "\(Self.habitsFile) record \(index + 1)"
            guard indexByID[definition.id] == nil else {
                errors.append(
                    ImportIssue(location, field: "id", "the id \(InputExcerpt.quoted(definition.id)) is used by an earlier habit"))
                continue
            }
            do {
                habits.append(try habit(definition, location: location, position: index))
                indexByID[definition.id] = habits.count - 1
            } catch {
                errors.append(error)
            }
        }
        var latest: [Int: [Day: (entry: LucidPalEntry, line: Int)]] = [:]
        for file in entryFiles() {
            let entries: [LucidPalEntry] = try decode(file, folderName: name)
            for (index, entry) in entries.enumerated() {
                guard let habitIndex = indexByID[entry.habitID] else {
                    document.skipEntry("entries of habits deleted in LucidPal")
                    continue
                }
                let day = entry.date.day(in: calendar)
                if latest[habitIndex]?[day] != nil {
                    document.warnings.append(
                        ImportIssue(
                            "\(file.lastPathComponent) record \(index + 1)",
                            "a second entry for \(InputExcerpt.quoted(habits[habitIndex].draft.name)) on \(day); the later one replaces it, as "
                                + "LucidPal's upsert does"
                        ))
                }
                latest[habitIndex, default: [:]][day] = (entry, index + 1)
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: name, errors) }
        for (habitIndex, byDay) in latest.sorted(by: { $0.key < $1.key }) {
            let isBoolean = habits[habitIndex].draft.goal.type == .none
            for (day, (entry, line)) in byDay.sorted(by: { $0.key < $1.key }) {
                let note = entry.note.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
                let amount = isBoolean ? (entry.value >= 1 ? 1 : 0) : entry.value
                if isBoolean, entry.value > 1 {
                    document.warnings.append(
                        ImportIssue(
                            habits[habitIndex].title,
                            "the value \(entry.value.formatted) on \(day) of a done/not-done habit is imported as done")
                    )
                }
                guard amount != 0 else {
                    document.skipEntry(isBoolean ? "entries not done (value below 1)" : LoopEntry.zeroReason)
                    if let note {
                        habits[habitIndex].dayRecords.append(SourceDayRecord(day: day, note: note, line: line))
                    }
                    continue
                }
                habits[habitIndex].checkIns.append(
                    SourceCheckIn(day: day, at: entry.date.instant, amount: amount, note: note, line: line))
            }
        }
        document.habits = habits
        return document
    }

    private func habit(_ definition: LucidPalHabit, location: String, position: Int) throws(ImportIssue) -> SourceHabit {
        try SourceName.check(definition.name, location: location, field: "name")
        let title = "habit \(InputExcerpt.quoted(definition.name)) (\(location))"
        var draft = HabitDraft(name: definition.name, icon: definition.emoji, sourceID: "lucidpal:\(definition.id)")
        let weekly: Bool
        switch definition.frequency.lowercased() {
        case "daily": weekly = false
        case "weekly": weekly = true
        default: throw ImportIssue(title, field: "frequency", "\(InputExcerpt.quoted(definition.frequency)) is neither daily nor weekly")
        }
        switch definition.unit.lowercased() {
        case "boolean":
            draft.goal = .simple()
            draft.schedule = weekly ? .timesPerWeek(1) : .daily
        case "count":
            draft.goal = Goal(
                type: .repetitions, unit: "times", target: definition.targetValue, period: weekly ? .week : .day)
        case "duration":
            draft.goal = Goal(type: .time, unit: "min", target: definition.targetValue, period: weekly ? .week : .day)
        default:
            throw ImportIssue(title, field: "unit", "\(InputExcerpt.quoted(definition.unit)) is none of boolean, count, duration")
        }
        if let hex = definition.colorHex?.trimmingCharacters(in: .whitespaces), !hex.isEmpty {
            guard let color = HexColor.normalized(hex) else {
                throw ImportIssue(title, field: "colorHex", "\(InputExcerpt.quoted(hex)) is not a #RRGGBB color")
            }
            draft.color = color
        }
        let createdAt = definition.createdAt?.instant
        draft.startDay = definition.createdAt?.day(in: calendar)
        return SourceHabit(
            location: location, draft: draft, isArchived: definition.isArchived, position: position,
            createdAt: createdAt)
    }

    /// The month files, in name (so date) order.
    private func entryFiles() -> [URL] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return files.filter {
            $0.lastPathComponent.hasPrefix("lucidpal_entries_") && $0.pathExtension.lowercased() == "json"
        }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private func decode<Value: Decodable>(_ url: URL, folderName: String) throws(ImportFailure) -> Value {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportFailure(
                fileName: folderName,
                [ImportIssue(url.lastPathComponent, "cannot read the file: \(error.localizedDescription)")])
        }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw ImportFailure(
                fileName: folderName, [DecodingErrorText.describe(error, fileName: url.lastPathComponent, data: data)])
        }
    }
}
