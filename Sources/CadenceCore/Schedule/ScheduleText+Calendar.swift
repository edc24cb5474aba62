import Foundation

/// docs/domain-rules.md §16 Schedules by the month and by the fortnight: the
/// schedules by the month and by the fortnight as written — `1,15,last`, `2tue`, `last-fri`,
/// every N weeks on a weekday list. The ranges are `HabitValidator.validateCalendar`'s.
extension ScheduleText {
    /// The web form's fields of the schedules by the month and by the fortnight: `monthDays`
    /// (`1,15,last`), `week` (1–5 or `last`/-1) with `monthWeekday` (`tue` or 2), `weeks` (N).
    public struct CalendarFields: Sendable, Equatable {
        public var monthDays: String?
        public var week: String?
        public var monthWeekday: String?
        public var weeks: String?

        public init(monthDays: String? = nil, week: String? = nil, monthWeekday: String? = nil, weeks: String? = nil) {
            self.monthDays = monthDays
            self.week = week
            self.monthWeekday = monthWeekday
            self.weeks = weeks
        }
    }

    /// The schedule of `daysOfMonth`, `nthWeekday` or `everyWeeks` with `on`, or `nil`.
    static func calendarSchedule(_ options: Options) throws(CadenceError) -> Schedule? {
        if let text = options.daysOfMonth { return .daysOfMonth(try monthDays(text, field: "daysOfMonth")) }
        if let text = options.nthWeekday {
            guard let (week, weekday) = nthWeekday(text) else {
                throw CadenceError(
                    .nthWeekdayOutOfRange, field: "nthWeekday",
                    "\(InputExcerpt.quoted(text)) is no weekday of the month: 2tue (the 2nd Tuesday) or last-fri")
            }
            return .nthWeekday(week: week, weekday: weekday)
        }
        guard let weeks = options.everyWeeks else { return nil }
        guard let on = options.on else {
            throw CadenceError(.scheduleInvalid, field: "schedule", "every N weeks needs the weekdays: on mon,thu")
        }
        guard let days = Weekday.list(on) else {
            throw CadenceError(
                .weekdayOutOfRange, field: "on",
                "\(InputExcerpt.quoted(on)) is not a list of weekdays: mon,wed,fri (or 1,3,5; weekdays; weekends)")
        }
        return .everyNWeeks(weeks, days)
    }

    /// The web form's `daysOfMonth`, `nthWeekday` or `everyNWeeks` (with the `weekday` boxes).
    static func calendarSchedule(type: String, weekdays: [String], _ fields: CalendarFields) throws(CadenceError) -> Schedule {
        switch type {
        case "daysOfMonth":
            return .daysOfMonth(try monthDays(fields.monthDays ?? "", field: "monthDays"))
        case "nthWeekday":
            let weekText = (fields.week ?? "").lowercased()
            guard let week = weekText == "last" ? -1 : Int(weekText) else {
                throw CadenceError(.nthWeekdayOutOfRange, field: "week", "pick the week of the month: 1 to 5 or last")
            }
            guard let weekday = Weekday(name: fields.monthWeekday ?? "") else {
                throw CadenceError(.weekdayOutOfRange, field: "monthWeekday", "pick the weekday: mon … sun")
            }
            return .nthWeekday(week: week, weekday: weekday)
        default:
            return .everyNWeeks(try number(fields.weeks, "weeks", .everyNWeeksOutOfRange), try weekdayNumbers(weekdays))
        }
    }

    /// `1,15,last` (or `-1` for the last): the days named; anything else is
    /// `daysOfMonthOutOfRange` on `field`.
    public static func monthDays(_ text: String, field: String) throws(CadenceError) -> Set<Int> {
        var days = Set<Int>()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let word = part.trimmingCharacters(in: .whitespaces).lowercased()
            guard let day = word == "last" ? -1 : Int(word) else {
                throw CadenceError(
                    .daysOfMonthOutOfRange, field: field,
                    "\(InputExcerpt.quoted(text)) is not a list of days of the month: 1,15,last (1 to 31, last)")
            }
            days.insert(day)
        }
        return days
    }

    /// `2tue`, `2-tue`, `2nd tue`, `last-fri`, `lastfri`, `-1fri`: the week of the month (-1 the
    /// last) and the weekday, or `nil`.
    public static func nthWeekday(_ text: String) -> (Int, Weekday)? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces).lowercased())
        let week: Int
        if rest.hasPrefix("last") {
            week = -1
            rest = rest.dropFirst(4)
        } else {
            let negative = rest.hasPrefix("-")
            if negative { rest = rest.dropFirst() }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 2, let number = Int(digits) else { return nil }
            week = negative ? -number : number
            rest = rest.dropFirst(digits.count)
        }
        if let weekday = weekdayName(rest) { return (week, weekday) }
        for suffix in ["st", "nd", "rd", "th"] where rest.hasPrefix(suffix) {
            return weekdayName(rest.dropFirst(2)).map { (week, $0) }
        }
        return nil
    }

    private static func weekdayName(_ text: Substring) -> Weekday? {
        var rest = text
        while let first = rest.first, first == "-" || first == " " || first == "_" { rest = rest.dropFirst() }
        guard rest.count >= 3, rest.allSatisfy(\.isLetter) else { return nil }
        return Weekday(name: String(rest))
    }
}
