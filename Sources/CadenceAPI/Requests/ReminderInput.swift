import CadenceCore

/// A reminder in a request: the body of `POST /api/v1/habits/{id}/reminders` (schema
/// `ReminderCreate`) and each of a habit body's `reminders` (schema `ReminderInput`) — a local
/// `HH:MM`, optional ISO weekdays and, in a habit body, whether it is active. Both refuse a bad
/// reminder the same way (`Reminder.parsed`, docs/domain-rules.md §9 "Reminders as input").
struct ReminderInput: Codable, Sendable {
    var time: String
    var weekdays: [Int]?
    var active: Bool?

    /// The reminder, or a 422 naming the field.
    func reminder() throws(CadenceError) -> Reminder {
        try Reminder.parsed(time: time, weekdays: weekdays ?? [], active: active ?? true)
    }
}

/// The body of `PATCH /api/v1/reminders/{id}` (schema `ReminderPatch`).
struct ReminderPatchInput: Codable, Sendable {
    var active: Bool
}

/// The body of `POST /api/v1/pauses` and `POST /api/v1/pauses/undo` (schema `PauseCreate`).
struct PauseInput: Codable, Sendable {
    var from: Day
    var to: Day
    var habitIds: [HabitID]?
}
