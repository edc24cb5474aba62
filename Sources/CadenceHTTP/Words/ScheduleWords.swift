import CadenceCore
import CadenceLocalization

/// A schedule in words in a language other than English (docs/domain-rules.md §23): `täglich`,
/// `Mo., Mi.`, `3× pro Woche`. Shared by the web app and the command line, each naming the
/// weekdays its own way; English keeps `Schedule.summary`.
public enum ScheduleWords {
    /// The schedule, its weekdays named by `weekday`.
    public static func schedule(_ schedule: Schedule, localizer: Localizer, weekday: (Weekday) -> String) -> String {
        func days(_ weekdays: Set<Weekday>) -> String { weekdays.sorted().map(weekday).joined(separator: ", ") }
        func integer(_ value: Int) -> String { localizer.format.integer(value) }
        switch schedule {
        case .daily: return localizer.localized("daily")
        case .weekdays(let weekdays): return days(weekdays)
        case .everyNDays(let interval):
            if interval == 1 { return localizer.localized("daily") }
            return localizer.localized(one: "every {count} day", other: "every {count} days", count: interval, ["count": integer(interval)])
        case .timesPerWeek(let count): return localizer.localized("{count}× per week", ["count": integer(count)])
        case .timesPerMonth(let count): return localizer.localized("{count}× per month", ["count": integer(count)])
        case .timesInDays(let count, let length):
            return localizer.localized("{count}× in {days} days", ["count": integer(count), "days": integer(length)])
        case .daysOfMonth(let monthDays):
            let list = Schedule.orderedMonthDays(monthDays).map { $0 == -1 ? localizer.localized("last") : integer($0) }
            return localizer.localized("days {list} of the month", ["list": list.joined(separator: ", ")])
        case .nthWeekday(let week, let day):
            let name = weekday(day)
            if week == -1 { return localizer.localized("last {weekday} of the month", ["weekday": name]) }
            return localizer.localized("{weekday} number {week} of the month", ["weekday": name, "week": integer(week)])
        case .everyNWeeks(let weeks, let weekdays):
            if weeks == 1 { return localizer.localized("{days} every week", ["days": days(weekdays)]) }
            return localizer.localized("{days} every {count} weeks", ["days": days(weekdays), "count": integer(weeks)])
        }
    }
}
