/// docs/domain-rules.md §2 "Schedules as input": the one reader of a schedule as the front ends
/// take it — the web form's `scheduleType` with its numbers, and the options of the command line
/// and of the MCP tools (`on`, `every`, `weekly`, `monthly`, `times` with `inDays`), which are
/// read as the named form. Malformed input is refused here with a stable code and field; the
/// ranges (1–365 days, …) are `HabitValidator`'s.
public enum ScheduleText {
    /// The schedule types by name, as `Schedule`'s JSON writes its `type`.
    public static let typeNames = [
        "daily", "weekdays", "everyNDays", "timesPerWeek", "timesPerMonth", "timesInDays", "daysOfMonth", "nthWeekday",
        "everyNWeeks",
    ]

    /// The options a command line or a tool call gives; at most one schedule, `times` and
    /// `inDays` together.
    public struct Options: Sendable, Equatable {
        public var on: String?
        public var every: Int?
        public var weekly: Int?
        public var monthly: Int?
        public var times: Int?
        public var inDays: Int?
        /// `1,15,last` (docs/domain-rules.md §16 Schedules by the month and by the fortnight).
        public var daysOfMonth: String?
        /// `2tue`, `last-fri`.
        public var nthWeekday: String?
        /// Every N weeks, on the weekdays of `on`.
        public var everyWeeks: Int?

        public init(
            on: String? = nil, every: Int? = nil, weekly: Int? = nil, monthly: Int? = nil, times: Int? = nil,
            inDays: Int? = nil, daysOfMonth: String? = nil, nthWeekday: String? = nil, everyWeeks: Int? = nil
        ) {
            self.daysOfMonth = daysOfMonth
            self.nthWeekday = nthWeekday
            self.everyWeeks = everyWeeks
            self.on = on
            self.every = every
            self.weekly = weekly
            self.monthly = monthly
            self.times = times
            self.inDays = inDays
        }
    }

    /// The schedule `options` ask for, or `nil` when they give none. Two schedules, or `times`
    /// without `inDays` (or the reverse), or `everyWeeks` without `on`, are `scheduleInvalid`; an
    /// `on` that is not a list of weekdays is `weekdayOutOfRange` on `on`.
    public static func schedule(_ options: Options) throws(CadenceError) -> Schedule? {
        let given = [
            options.on != nil && options.everyWeeks == nil, options.every != nil, options.weekly != nil, options.monthly != nil,
            options.times != nil || options.inDays != nil, options.daysOfMonth != nil, options.nthWeekday != nil,
            options.everyWeeks != nil,
        ]
        if given.filter({ $0 }).count > 1 {
            throw CadenceError(
                .scheduleInvalid, field: "schedule",
                "give one schedule: on, every, weekly, monthly, times with inDays, daysOfMonth, nthWeekday, or everyWeeks with on")
        }
        if let calendar = try calendarSchedule(options) { return calendar }
        if (options.times == nil) != (options.inDays == nil) {
            throw CadenceError(
                .scheduleInvalid, field: "schedule", "times N and inDays K go together: N times in every K-day block")
        }
        if let on = options.on {
            guard let days = Weekday.list(on) else {
                throw CadenceError(
                    .weekdayOutOfRange, field: "on",
                    "\(InputExcerpt.quoted(on)) is not a list of weekdays: mon,wed,fri (or 1,3,5; weekdays; weekends)")
            }
            return .weekdays(days)
        }
        if let every = options.every { return .everyNDays(every) }
        if let weekly = options.weekly { return .timesPerWeek(weekly) }
        if let monthly = options.monthly { return .timesPerMonth(monthly) }
        if let times = options.times, let inDays = options.inDays { return .timesInDays(times, inDays) }
        return nil
    }

    /// The schedule named `type` (one of `typeNames`) with its values as text: `weekdays` ISO
    /// numbers for `weekdays`, `interval` for `everyNDays`, `count` for the flexible ones and
    /// `length` for `timesInDays`. An unknown type is `scheduleInvalid` on `typeField`; a
    /// missing or non-numeric value is the type's range code on the value's field.
    public static func schedule(
        type: String, weekdays: [String] = [], interval: String? = nil, count: String? = nil, length: String? = nil,
        calendar: CalendarFields = CalendarFields(), typeField: String = "schedule"
    ) throws(CadenceError) -> Schedule {
        switch type {
        case "daysOfMonth", "nthWeekday", "everyNWeeks":
            return try calendarSchedule(type: type, weekdays: weekdays, calendar)
        case "daily":
            return .daily
        case "weekdays":
            return .weekdays(try weekdayNumbers(weekdays))
        case "everyNDays":
            return .everyNDays(try number(interval, "interval", .everyNDaysOutOfRange))
        case "timesPerWeek":
            return .timesPerWeek(try number(count, "count", .timesPerWeekOutOfRange))
        case "timesPerMonth":
            return .timesPerMonth(try number(count, "count", .timesPerMonthOutOfRange))
        case "timesInDays":
            return .timesInDays(
                try number(count, "count", .timesInDaysOutOfRange), try number(length, "length", .timesInDaysOutOfRange))
        default:
            throw CadenceError(
                .scheduleInvalid, field: typeField,
                "unknown schedule \(InputExcerpt.quoted(type)); one of \(typeNames.joined(separator: ", "))")
        }
    }

    /// The form's weekday checkboxes: ISO numbers 1–7.
    static func weekdayNumbers(_ weekdays: [String]) throws(CadenceError) -> Set<Weekday> {
        var days = Set<Weekday>()
        for text in weekdays {
            guard let number = Int(text), let day = Weekday(rawValue: number) else {
                throw CadenceError(
                    .weekdayOutOfRange, field: "weekday", "weekdays are 1 (Monday) to 7 (Sunday), not \(InputExcerpt.quoted(text))")
            }
            days.insert(day)
        }
        return days
    }

    static func number(_ text: String?, _ field: String, _ code: CadenceError.Code) throws(CadenceError) -> Int {
        guard let text, let value = Int(text) else {
            throw CadenceError(code, field: field, "this schedule needs a whole number in '\(field)'")
        }
        return value
    }
}
