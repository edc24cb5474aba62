import CadenceCore

/// The definition options `create_habit` and `edit_habit` share — the same as `habit add` and
/// `habit edit` on the command line — and the `HabitPatch` they make (docs/domain-rules.md §2
/// "Editing a habit": one rule for every surface).
enum HabitDefinitionArguments {
    /// Wide enough for any value the domain could accept; `HabitValidator` refuses the rest
    /// with its own message.
    private static let counts = -1_000_000...1_000_000

    static let parameters: [ToolParameter] = [
        ToolParameter("category", .text(maxLength: 200, nonEmpty: true), "The category, by name or id."),
        ToolParameter("icon", .text(maxLength: 200, nonEmpty: true), "One emoji or an SF Symbol name."),
        ToolParameter("color", .text(maxLength: 40, nonEmpty: true), "A palette color (red, green, blue, …) or #RRGGBB."),
        ToolParameter("description", .text(maxLength: ToolParameters.longText, nonEmpty: false), "A longer description."),
        ToolParameter("target", .number, "The target per period (for a quit habit: the limit)."),
        ToolParameter(
            "unit", .text(maxLength: 40, nonEmpty: true),
            "The unit: km, m, mi, min, hr, sec, cups, kcal, g, kg, lb, mL, L, times, or a custom label (pages); none: a simple habit."),
        ToolParameter("period", .choice(["day", "week", "month"]), "The period the target is measured over."),
        ToolParameter("timesPerDay", .integer(counts), "Times a day, for a simple habit."),
        ToolParameter("on", .text(maxLength: 100, nonEmpty: true), "Due on these weekdays: mon,wed,fri (or 1,3,5; weekdays; weekends)."),
        ToolParameter("every", .integer(counts), "Due every N days from the start date."),
        ToolParameter("weekly", .integer(counts), "N times per week, on any days."),
        ToolParameter("monthly", .integer(counts), "N times per month, on any days."),
        ToolParameter("times", .integer(counts), "N times in every K-day block (with inDays K)."),
        ToolParameter("inDays", .integer(counts), "The block length K for times."),
        ToolParameter(
            "daysOfMonth", .text(maxLength: 200, nonEmpty: true), "Due on these days of the month: 1,15,last (1 to 31, last)."),
        ToolParameter("nthWeekday", .text(maxLength: 40, nonEmpty: true), "Due on one weekday of the month: 2tue, last-fri."),
        ToolParameter("everyWeeks", .integer(counts), "Due every N weeks from the start week, on the weekdays of on."),
        ToolParameter("quit", .boolean, "A habit to quit: stay at or under the target (the limit; default 0)."),
        ToolParameter("baseline", .number, "For a quit habit: how much before (above the limit)."),
        ToolParameter("start", .day, "The first day (default: today)."),
        ToolParameter("end", .day, "The last day."),
        ToolParameter("remind", .times(maxItems: 24), "Reminder times HH:MM (local), replacing any others."),
        ToolParameter(
            "fromHealth", .choice(["steps", "water", "sleep", "weight", "mood", "none"]),
            "Feed the habit from health data (its days are the metric's values; it takes no check-ins); none removes the link."),
    ]

    /// The patch the given options make; the category is resolved by the caller. Throws when
    /// the schedule options contradict each other, as `habit add` does.
    static func patch(_ arguments: ToolArguments, categoryID: CategoryID?, today: Day) throws(CadenceError) -> HabitPatch {
        var patch = HabitPatch()
        if arguments.has("category") { patch.categoryID = .some(categoryID) }
        patch.icon = arguments.text("icon").map { $0 }
        patch.color = arguments.text("color")
        patch.description = arguments.text("description")
        if arguments.flag("quit") { patch.kind = .quit }
        patch.unit = arguments.text("unit").map { $0 }
        patch.target = arguments.number("target")
        patch.period = arguments.text("period").flatMap(Self.period)
        patch.timesPerDay = arguments.integer("timesPerDay")
        patch.schedule = try schedule(arguments)
        patch.baseline = arguments.number("baseline").map { $0 }
        patch.startDay = arguments.day("start")?.day(relativeTo: today)
        patch.endDay = arguments.day("end").map { $0.day(relativeTo: today) }
        patch.reminders = arguments.times("remind")
        patch.linkedHealth = arguments.text("fromHealth").flatMap { HealthLink.link(named: $0) }
        return patch
    }

    private static func period(_ word: String) -> GoalPeriod? {
        switch word {
        case "day": .day
        case "week": .week
        case "month": .month
        default: nil
        }
    }

    /// The schedule the arguments give, read by the one schedule reader (`ScheduleText`) the
    /// command line and the web share.
    private static func schedule(_ arguments: ToolArguments) throws(CadenceError) -> Schedule? {
        try ScheduleText.schedule(
            ScheduleText.Options(
                on: arguments.text("on"), every: arguments.integer("every"), weekly: arguments.integer("weekly"),
                monthly: arguments.integer("monthly"), times: arguments.integer("times"), inDays: arguments.integer("inDays"),
                daysOfMonth: arguments.text("daysOfMonth"), nthWeekday: arguments.text("nthWeekday"),
                everyWeeks: arguments.integer("everyWeeks")))
    }
}
