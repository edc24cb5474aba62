import Foundation

/// docs/domain-rules.md §2: which days a habit is due.
///
/// Fixed schedules (`daily`, `weekdays`, `everyNDays`) make some days due; flexible ones
/// (`timesPerWeek`, `timesPerMonth`, `timesInDays`) ask for n successful days in a period and
/// leave the user to pick which.
public enum Schedule: Sendable, Hashable {
    case daily
    /// Due on these ISO weekdays.
    case weekdays(Set<Weekday>)
    /// Due every n days counted from the start date (n = 1 is daily).
    case everyNDays(Int)
    /// n successful days per calendar week (starting on the user's week start).
    case timesPerWeek(Int)
    /// n successful days per calendar month.
    case timesPerMonth(Int)
    /// n successful days in consecutive k-day blocks counted from the start date (Loop's `n/k`).
    case timesInDays(Int, Int)
    /// Due on these days of the month, -1 being its last day; a day a month lacks (the 31st in
    /// April) is not due that month (docs/domain-rules.md §16 Schedules by the month and by the fortnight).
    case daysOfMonth(Set<Int>)
    /// Due on the `week`-th `weekday` of each month (1…5; -1 is the last); a month without a
    /// 5th one has no due day (docs/domain-rules.md §16 Schedules by the month and by the fortnight).
    case nthWeekday(week: Int, weekday: Weekday)
    /// Due on `weekdays` of every n-th ISO week (Monday to Sunday) counted from the habit's start
    /// week (docs/domain-rules.md §16 Schedules by the month and by the fortnight).
    case everyNWeeks(Int, Set<Weekday>)

    /// Whether the schedule is flexible (n successful days per period) rather than fixed days.
    public var isFlexible: Bool {
        switch self {
        case .daily, .weekdays, .everyNDays, .daysOfMonth, .nthWeekday, .everyNWeeks: false
        case .timesPerWeek, .timesPerMonth, .timesInDays: true
        }
    }

    /// docs/domain-rules.md §2: whether a fixed schedule makes `day` due, for a habit starting on `start`.
    /// Flexible schedules are due every day of their period until it has succeeded.
    public func isDue(on day: Day, start: Day) -> Bool {
        switch self {
        case .daily, .timesPerWeek, .timesPerMonth, .timesInDays:
            return true
        case .weekdays(let days):
            return days.contains(day.weekday)
        case .everyNDays(let interval):
            let offset = start.days(until: day)
            return offset >= 0 && interval > 0 && offset % interval == 0
        case .daysOfMonth(let days):
            return days.contains(day.dayOfMonth) || (days.contains(-1) && day == day.lastOfMonth)
        case .nthWeekday(let week, let weekday):
            guard day.weekday == weekday else { return false }
            return week == -1 ? day.adding(days: 7).month != day.month : (day.dayOfMonth - 1) / 7 + 1 == week
        case .everyNWeeks(let weeks, let weekdays):
            guard weeks > 0, weekdays.contains(day.weekday) else { return false }
            let offset = start.firstOfWeek(startingOn: .monday).days(until: day.firstOfWeek(startingOn: .monday))
            return offset >= 0 && (offset / 7) % weeks == 0
        }
    }

    /// Loop Habit Tracker's frequency as numerator ÷ denominator (docs/domain-rules.md §5, strength score).
    public var frequency: (numerator: Int, denominator: Int) {
        switch self {
        case .daily: (1, 1)
        case .weekdays(let days): (days.count, 7)
        case .everyNDays(let interval): (1, interval)
        case .timesPerWeek(let count): (count, 7)
        case .timesPerMonth(let count): (count, 30)
        case .timesInDays(let count, let length): (count, length)
        case .daysOfMonth(let days): (days.count, 30)
        case .nthWeekday: (1, 30)
        case .everyNWeeks(let weeks, let weekdays): (weekdays.count, 7 * max(weeks, 1))
        }
    }

    /// A short English description (`daily`, `mon, wed, fri`, `3× per week`).
    public var summary: String {
        switch self {
        case .daily: "daily"
        case .weekdays(let days): days.sorted().map(\.shortName).joined(separator: ", ")
        case .everyNDays(let interval): interval == 1 ? "daily" : "every \(interval) days"
        case .timesPerWeek(let count): "\(count)× per week"
        case .timesPerMonth(let count): "\(count)× per month"
        case .timesInDays(let count, let length): "\(count)× in \(length) days"
        case .daysOfMonth(let days): "days " + Schedule.monthDayList(days) + " of the month"
        case .nthWeekday(let week, let weekday): "\(Schedule.ordinal(week)) \(weekday.shortName) of the month"
        case .everyNWeeks(let weeks, let weekdays):
            weekdays.sorted().map(\.shortName).joined(separator: ", ") + (weeks == 1 ? " every week" : " every \(weeks) weeks")
        }
    }

    /// Days of the month in order, the last (-1) at the end: `[1, 15, -1]`.
    public static func orderedMonthDays(_ days: Set<Int>) -> [Int] {
        days.filter { $0 >= 0 }.sorted() + days.filter { $0 < 0 }.sorted(by: >)
    }

    /// `1, 15, last`.
    public static func monthDayList(_ days: Set<Int>) -> String {
        orderedMonthDays(days).map { $0 == -1 ? "last" : String($0) }.joined(separator: ", ")
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `5th`, `last` (-1).
    public static func ordinal(_ week: Int) -> String {
        switch week {
        case -1: "last"
        case 1: "1st"
        case 2: "2nd"
        case 3: "3rd"
        default: "\(week)th"
        }
    }
}
