import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension ImportPlanner {
    /// docs/import-export.md "Routines" (docs/domain-rules.md "§19 Routines"): each routine of the
    /// file is added unless the user has one of the same name (folded), which is kept as it is; its
    /// habits are the habits the file's habits became — matched ones by id, new ones by the
    /// position of their insert in this batch. Planned last, after every habit insert.
    mutating func planRoutines() {
        guard !document.routines.isEmpty, errors.isEmpty else { return }
        var slots: [Int: RoutineHabitSlot] = [:]
        var inserts = changes.indices.filter {
            if case .insertHabitWithHistory = changes[$0] { return true }
            return false
        }.makeIterator()
        for (index, match) in matches.enumerated() {
            switch match {
            case .existing(let habit): slots[index] = .existing(habit.id)
            case .new: if let position = inserts.next() { slots[index] = .insertedAt(position) }
            }
        }
        var names = Set(target.routines.map { NameKey.of($0.name) })
        var count = target.routines.count
        for routine in document.routines where !isFull {
            do {
                let name = try HabitValidator.validatedName(routine.name)
                guard names.insert(NameKey.of(name)).inserted else {
                    lifeRecordsAlreadyPresent["routines", default: 0] += 1
                    continue
                }
                let habits = routine.habitIndexes.compactMap { slots[$0] }
                guard (1...Routine.maximumHabits).contains(habits.count), Set(habits).count == habits.count else {
                    fail(ImportIssue(routine.location, field: "habits", "a routine holds 1 to \(Routine.maximumHabits) habits, each once"))
                    continue
                }
                count += 1
                guard count <= Routine.maximumRoutines else {
                    fail(ImportIssue(routine.location, field: "name", "a person keeps at most \(Routine.maximumRoutines) routines"))
                    return
                }
                changes.append(
                    .insertRoutineOfBatch(
                        Routine(
                            name: name, habitIDs: [], minuteOfDay: routine.minuteOfDay, createdAt: routine.createdAt,
                            updatedAt: routine.updatedAt),
                        habits: habits))
                lifeRecords["routines", default: 0] += 1
            } catch {
                fail(ImportIssue(routine.location, field: "name", error.message))
            }
        }
    }
}
