/// docs/domain-rules.md §9 "Reminders as input": the one reader of a reminder as the API and the
/// web take it — a local `HH:MM` and optional ISO weekday numbers. A time that is not one is
/// `reminderInvalid`, a weekday outside 1–7 is `weekdayOutOfRange`, each on its field; nothing
/// is dropped silently.
extension Reminder {
    /// The reminder at `time` on `weekdays` (none: every due day), `active` or not; `timeField`
    /// and `weekdaysField` name the fields in a refusal.
    public static func parsed(
        time: String, weekdays: [Int] = [], active: Bool = true, timeField: String = "time",
        weekdaysField: String = "weekdays"
    ) throws(CadenceError) -> Reminder {
        guard var reminder = Reminder(time: time) else {
            throw CadenceError(
                .reminderInvalid, field: timeField,
                "a reminder time is HH:MM between 00:00 and 23:59, not \(InputExcerpt.quoted(time))")
        }
        var days = Set<Weekday>()
        for number in weekdays {
            guard let day = Weekday(rawValue: number) else {
                throw CadenceError(
                    .weekdayOutOfRange, field: weekdaysField, "weekdays are ISO numbers 1 (Monday) to 7 (Sunday), not \(number)")
            }
            days.insert(day)
        }
        reminder.weekdays = days
        reminder.isActive = active
        return reminder
    }
}
