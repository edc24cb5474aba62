extension HabitValidator {
    /// Days of the month a `daysOfMonth` schedule may name: 1…31, and -1 for the last day.
    public static let monthDayRange = 1...31
    /// Weeks of the month an `nthWeekday` schedule may name: 1…5, and -1 for the last.
    public static let monthWeekRange = 1...5
    /// How many weeks apart an `everyNWeeks` schedule may be: 1…52 (a year).
    public static let weekIntervalRange = 1...52

    /// docs/domain-rules.md §16 Schedules by the month and by the fortnight: the one
    /// place that checks the bounds of the schedules by the month and by the fortnight — at least
    /// one day of the month, each 1…31 or -1 (`daysOfMonthOutOfRange`); a week 1…5 or -1
    /// (`nthWeekdayOutOfRange`); every 1…52 weeks (`everyNWeeksOutOfRange`) on at least one
    /// weekday (`weekdaysEmpty`).
    public static func validateCalendar(schedule: Schedule) throws(CadenceError) {
        switch schedule {
        case .daysOfMonth(let days):
            let bad = days.filter { $0 != -1 && !monthDayRange.contains($0) }.sorted()
            guard !days.isEmpty, bad.isEmpty else {
                throw CadenceError(
                    .daysOfMonthOutOfRange, field: "schedule",
                    "days of the month are 1 to 31 or last (-1)"
                        + (bad.isEmpty ? "; pick at least one" : ", got \(bad.map(String.init).joined(separator: ", "))"))
            }
        case .nthWeekday(let week, _):
            guard week == -1 || monthWeekRange.contains(week) else {
                throw CadenceError(
                    .nthWeekdayOutOfRange, field: "schedule", "the week of the month is 1 to 5 or last (-1), got \(week)")
            }
        case .everyNWeeks(let weeks, let weekdays):
            guard weekIntervalRange.contains(weeks) else {
                throw CadenceError(.everyNWeeksOutOfRange, field: "schedule", "every N weeks takes N from 1 to 52, got \(weeks)")
            }
            guard !weekdays.isEmpty else {
                throw CadenceError(.weekdaysEmpty, field: "schedule", "pick at least one weekday")
            }
        default:
            return
        }
    }
}
