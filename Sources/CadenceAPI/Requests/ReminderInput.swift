import CadenceCore

/// The body of `POST /api/v1/habits/{id}/reminders` (schema `ReminderCreate`): a local `HH:MM`
/// and optional ISO weekdays (docs/domain-rules.md §9).
struct ReminderInput: Codable, Sendable {
    var time: String
    var weekdays: [Int]?

    /// The reminder, or a 422 naming the field.
    func reminder() throws(CadenceError) -> Reminder {
        guard var reminder = Reminder(time: time) else {
            throw CadenceError(.reminderInvalid, field: "time", "a reminder time is HH:MM between 00:00 and 23:59")
        }
        var days = Set<Weekday>()
        for number in weekdays ?? [] {
            guard let day = Weekday(rawValue: number) else {
                throw CadenceError(.weekdayOutOfRange, field: "weekdays", "weekdays are ISO numbers 1 (Monday) to 7 (Sunday)")
            }
            days.insert(day)
        }
        reminder.weekdays = days
        return reminder
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
