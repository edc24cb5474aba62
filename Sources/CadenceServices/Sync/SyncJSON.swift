import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Entries": the one canonical JSON form of synced values — sorted keys, so the same
/// value is the same text on every device, and a field compares equal when its value is.
enum SyncJSON {
    static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Decodes `text`; a value that is not one is the entry's fault (`syncEntryInvalid`).
    static func value<T: Decodable>(_ type: T.Type, from text: String, field: String) throws(CadenceError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(text.utf8))
        } catch {
            throw CadenceError(.syncEntryInvalid, field: field, "\(field) is not a valid value: \(InputExcerpt.quoted(text))")
        }
    }
}

/// docs/sync.md "Entries": a reminder in canonical form (weekdays sorted).
struct SyncReminder: Codable, Hashable {
    var hour: Int
    var minute: Int
    var days: [Int]
    var active: Bool

    init(_ reminder: Reminder) {
        hour = reminder.hour
        minute = reminder.minute
        days = reminder.weekdays.map(\.rawValue).sorted()
        active = reminder.isActive
    }

    func reminder() throws(CadenceError) -> Reminder {
        let weekdays = days.compactMap(Weekday.init(rawValue:))
        guard weekdays.count == days.count else {
            throw CadenceError(.syncEntryInvalid, field: "reminders", "reminder weekdays are 1 (Monday) to 7 (Sunday)")
        }
        return Reminder(hour: hour, minute: minute, weekdays: Set(weekdays), isActive: active)
    }
}

/// docs/sync.md "Merge rules": a habit's goal, kind, baseline and schedule merge as one field —
/// they are only valid together (a weekly goal needs the daily schedule).
struct SyncHabitDefinition: Codable, Hashable {
    var kind: HabitKind
    var goal: Goal
    var baseline: Double?
    var schedule: Schedule
}

/// docs/sync.md "Merge rules": a habit's start and end dates merge as one field.
struct SyncHabitDates: Codable, Hashable {
    var start: Day
    var end: Day?
}
