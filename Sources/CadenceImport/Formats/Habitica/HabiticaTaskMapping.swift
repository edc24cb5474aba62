import CadenceCore
import Foundation

/// How a Habitica daily's repeat settings and a task's difficulty become Cadence's
/// (docs/import-export.md "Habitica"; schedules: docs/domain-rules.md §2). Habitica's
/// `frequency` is `daily` (every `everyX` days from the start date), `weekly` (on the `repeat`
/// weekdays every `everyX` weeks), `monthly` (on `daysOfMonth`, or on the `repeat` weekdays of
/// `weeksOfMonth`, every `everyX` months) or `yearly`. What Cadence has exactly it gets; the
/// rest becomes the nearest flexible schedule, with a warning that says so.
enum HabiticaTaskMapping {
    /// The largest `everyX` read (Habitica's own limit is 9999).
    static let maximumEveryX = 9999

    /// The schedule of a daily; approximations are reported in `warnings`.
    static func schedule(_ task: HabiticaTask, title: String, warnings: inout [ImportIssue]) throws(ImportIssue)
        -> Schedule
    {
        let everyX = try whole(task.everyX ?? 1, in: 0...maximumEveryX, title: title, field: "everyX")
        let frequency = task.frequency?.trimmingCharacters(in: .whitespaces).lowercased() ?? "weekly"
        let weekdays = Set((task.repeatDays?.flags ?? []).filter { $0.1 }.compactMap { Weekday(rawValue: $0.0) })
        let allWeekdays = task.repeatDays == nil
        func approximated(_ schedule: Schedule, _ habitica: String) -> Schedule {
            warnings.append(
                ImportIssue(
                    title, field: "frequency",
                    "Habitica's \(habitica) has no exact Cadence schedule; it is imported as '\(schedule.summary)'"))
            return schedule
        }
        if everyX == 0 {
            warnings.append(
                ImportIssue(title, field: "everyX", "every 0 means never due in Habitica; it is imported as a daily habit"))
            return .daily
        }
        switch frequency {
        case "daily":
            guard everyX > 1 else { return .daily }
            guard everyX <= 365 else { return approximated(.everyNDays(365), "'every \(everyX) days'") }
            return .everyNDays(everyX)
        case "weekly":
            let days = allWeekdays ? Set(Weekday.allCases) : weekdays
            guard !days.isEmpty else {
                warnings.append(
                    ImportIssue(
                        title, field: "repeat", "no weekday is chosen (never due in Habitica); it is imported as a daily habit"))
                return .daily
            }
            if everyX == 1 { return days.count == 7 ? .daily : .weekdays(days) }
            let names = days.sorted().map(\.shortName).joined(separator: ", ")
            let length = min(7 * everyX, 365)
            return approximated(.timesInDays(min(days.count, length), length), "'every \(everyX) weeks on \(names)'")
        case "monthly":
            let daysOfMonth = try wholes(task.daysOfMonth ?? [], in: 1...31, title: title, field: "daysOfMonth")
            let weeksOfMonth = try wholes(task.weeksOfMonth ?? [], in: 0...4, title: title, field: "weeksOfMonth")
            let perMonth =
                daysOfMonth.isEmpty
                ? max(1, weeksOfMonth.count * max(1, allWeekdays ? 1 : weekdays.count)) : daysOfMonth.count
            let count = min(perMonth, 31)
            if everyX == 1 { return approximated(.timesPerMonth(count), "'monthly on particular days'") }
            let length = min(30 * everyX, 365)
            return approximated(.timesInDays(min(count, length), length), "'every \(everyX) months'")
        case "yearly":
            return approximated(.timesInDays(1, 365), everyX == 1 ? "'yearly'" : "'every \(everyX) years'")
        default:
            throw ImportIssue(
                title, field: "frequency",
                "\(InputExcerpt.quoted(task.frequency ?? "")) is none of daily, weekly, monthly, yearly")
        }
    }

    /// A to-do's priority from Habitica's difficulty: trivial (0.1) → low, easy (1, Habitica's
    /// default) → medium (Cadence's default), medium (1.5) and hard (2) → high. Another number
    /// takes the nearest, with a warning.
    static func priority(_ value: Double?, title: String, warnings: inout [ImportIssue]) -> TodoPriority {
        guard let value else { return .medium }
        switch value {
        case 0.1: return .low
        case 1: return .medium
        case 1.5, 2: return .high
        default:
            let nearest: TodoPriority = value < 0.55 ? .low : value < 1.25 ? .medium : .high
            warnings.append(
                ImportIssue(
                    title, field: "priority",
                    "\(value.formatted) is not one of Habitica's difficulties (0.1, 1, 1.5, 2); it is imported as \(nearest.rawValue)"
                ))
            return nearest
        }
    }

    /// The daily's reminders, at their local times in the user's time zone (at most Cadence's 24).
    static func reminders(
        _ task: HabiticaTask, calendar: UserCalendar, title: String, warnings: inout [ImportIssue]
    ) throws(ImportIssue) -> [Reminder] {
        var result: [Reminder] = []
        for (index, reminder) in (task.reminders ?? []).enumerated() {
            guard let time = reminder.time else {
                throw ImportIssue(title, field: "reminders[\(index)].time", "the reminder has no time")
            }
            let parsed = try HabiticaTime.reminder(time, calendar: calendar, location: title, field: "reminders[\(index)].time")
            if !result.contains(parsed) { result.append(parsed) }
        }
        if result.count > HabitValidator.maximumReminders {
            warnings.append(
                ImportIssue(
                    title, field: "reminders",
                    "\(result.count) reminders; Cadence keeps at most \(HabitValidator.maximumReminders), the first ones"))
            result = Array(result.prefix(HabitValidator.maximumReminders))
        }
        return result
    }

    /// `value` as a whole number in `range`, or an issue naming the field.
    static func whole(_ value: Double, in range: ClosedRange<Int>, title: String, field: String) throws(ImportIssue) -> Int {
        guard let number = NumericBoundary.integer(value, in: range) else {
            throw ImportIssue(
                title, field: field,
                "\(value.formatted) is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// Each of `values` whole and in `range`, without repeats, in order.
    private static func wholes(_ values: [Double], in range: ClosedRange<Int>, title: String, field: String)
        throws(ImportIssue) -> [Int]
    {
        var result: [Int] = []
        for (index, value) in values.enumerated() {
            let number = try whole(value, in: range, title: title, field: "\(field)[\(index)]")
            if !result.contains(number) { result.append(number) }
        }
        return result
    }
}
