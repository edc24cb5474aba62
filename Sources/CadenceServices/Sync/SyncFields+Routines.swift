import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Routines": a routine's synced fields — `name`, `habits` (the habits' global ids,
/// in order), `time` (`HH:MM` or `null`) and `createdAt` — and the routine built back from them.
extension SyncFields {
    static func of(_ routine: Routine, habitGIDs: [HabitID: String]) throws -> [String: String] {
        [
            "name": try SyncJSON.text(routine.name),
            "habits": try SyncJSON.text(routine.habitIDs.compactMap { habitGIDs[$0] }),
            "time": try SyncJSON.text(routine.timeText),
            "createdAt": try SyncJSON.text(StoredMilliseconds.of(routine.createdAt)),
        ]
    }

    /// The habits' global ids a routine's fields name, in order (none when absent or unreadable).
    static func routineHabitGIDs(in fields: [String: String]) -> [String] {
        fields["habits"].flatMap { try? SyncJSON.value([String].self, from: $0, field: "habits") } ?? []
    }

    /// The routine the fields describe with `habitIDs` (its habits' local ids, in order), checked as
    /// `cadence routine add` checks it (docs/domain-rules.md "§19 Routines"), but for the count of
    /// habits, which deletes elsewhere may have brought to none.
    static func routine(from fields: [String: String], id: RoutineID, habitIDs: [HabitID], now: Date) throws(CadenceError) -> Routine {
        guard let nameText = fields["name"], let createdText = fields["createdAt"] else {
            throw CadenceError(.syncEntryInvalid, field: "routine", "a routine has a name and a creation instant")
        }
        let name = try HabitValidator.validatedName(try SyncJSON.value(String.self, from: nameText, field: "name"))
        let created = try StoredMilliseconds.date(try SyncJSON.value(Int64.self, from: createdText, field: "createdAt"), field: "createdAt")
        return Routine(
            id: id, name: name, habitIDs: Array(habitIDs.prefix(Routine.maximumHabits)),
            minuteOfDay: try routineMinute(fields["time"]), createdAt: created, updatedAt: now)
    }

    /// A routine's `time` field (`"HH:MM"` or `null`) as minutes after midnight.
    static func routineMinute(_ text: String?) throws(CadenceError) -> Int? {
        guard let text, let time = try SyncJSON.value(String?.self, from: text, field: "time") else { return nil }
        guard let reminder = Reminder(time: time) else { throw CadenceError(.syncEntryInvalid, field: "time", "a routine's time is HH:MM") }
        return reminder.hour * 60 + reminder.minute
    }
}
