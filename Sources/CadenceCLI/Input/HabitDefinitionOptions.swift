import ArgumentParser
import CadenceCore
import Foundation

/// The options that define a habit, shared by `habit add` and `habit edit`. Only the options
/// given change the draft; the services validate the result.
struct HabitDefinitionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The category, by name or id.", valueName: "category"))
    var category: String?

    @Option(help: ArgumentHelp("One emoji or an SF Symbol name.", valueName: "icon"))
    var icon: String?

    @Option(help: ArgumentHelp("A palette color (red, green, blue, …) or #RRGGBB.", valueName: "color"))
    var color: String?

    @Option(name: .customLong("description"), help: ArgumentHelp("A longer description.", valueName: "text"))
    var descriptionText: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The target per period (for a quit habit: the limit).", valueName: "value"))
    var target: Double?

    @Option(
        help: ArgumentHelp(
            "The unit: km, m, mi, min, hr, sec, cups, kcal, g, kg, lb, mL, L, times, or a custom label (pages). "
                + "None: a simple habit.",
            valueName: "unit"))
    var unit: String?

    @Option(help: "The period the target is measured over.")
    var period: PeriodChoice?

    @Option(name: .customLong("times-per-day"), help: ArgumentHelp("Times a day, for a simple habit.", valueName: "n"))
    var timesPerDay: Int?

    @Option(help: ArgumentHelp("Due on these weekdays: mon,wed,fri (or 1,3,5; weekdays; weekends).", valueName: "days"))
    var on: String?

    @Option(help: ArgumentHelp("Due every N days from the start date.", valueName: "n"))
    var every: Int?

    @Option(help: ArgumentHelp("N times per week, on any days.", valueName: "n"))
    var weekly: Int?

    @Option(help: ArgumentHelp("N times per month, on any days.", valueName: "n"))
    var monthly: Int?

    @Option(help: ArgumentHelp("N times in every K-day block (with --in-days K).", valueName: "n"))
    var times: Int?

    @Option(name: .customLong("in-days"), help: ArgumentHelp("The block length K for --times.", valueName: "k"))
    var inDays: Int?

    @Option(
        name: .customLong("days-of-month"), parsing: .unconditional,
        help: ArgumentHelp("Due on these days of the month: 1,15,last (1 to 31; a month without the day skips it).", valueName: "days"))
    var daysOfMonth: String?

    @Option(
        name: .customLong("nth-weekday"), parsing: .unconditional,
        help: ArgumentHelp("Due on one weekday of the month: 2tue (the 2nd Tuesday), last-fri.", valueName: "week+day"))
    var nthWeekday: String?

    @Option(
        name: .customLong("every-weeks"),
        help: ArgumentHelp("Due every N weeks from the start week, on the weekdays of --on.", valueName: "n"))
    var everyWeeks: Int?

    @Flag(help: "A habit to quit: stay at or under the target (the limit; default 0).")
    var quit = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("For a quit habit: how much before (above the limit).", valueName: "n"))
    var baseline: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("The first day (default: today).", valueName: "date"))
    var start: DateArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("The last day.", valueName: "date"))
    var end: DateArgument?

    @Option(help: ArgumentHelp("A reminder at this local time; repeat for several.", valueName: "HH:MM"))
    var remind: [TimeOfDay] = []

    @Option(
        name: .customLong("from-health"),
        help: ArgumentHelp(
            "Feed the habit from health data: steps, water (mL), sleep (hours), weight or mood (logged that day); "
                + "none removes the link. Its days are the metric's day values; it takes no check-ins.",
            valueName: "metric"))
    var fromHealth: String?

    /// Options that make no schedule are a usage error, found while parsing (exit 2), with the
    /// schedule reader's message (docs/domain-rules.md §2 "Schedules as input"); so is a
    /// `--from-health` naming no metric.
    func validate() throws {
        do { _ = try schedule() } catch { throw ValidationError(error.message) }
        if let fromHealth, HealthLink.link(named: fromHealth) == nil {
            throw ValidationError(HealthLink.unknownLink(fromHealth))
        }
    }

    /// The schedule the options ask for, if any, read by the one schedule reader (`ScheduleText`)
    /// the tools and the web share: two schedules, or `--times` without `--in-days`, are
    /// `scheduleInvalid`.
    func schedule() throws(CadenceError) -> Schedule? {
        try ScheduleText.schedule(
            ScheduleText.Options(
                on: on, every: every, weekly: weekly, monthly: monthly, times: times, inDays: inDays, daysOfMonth: daysOfMonth,
                nthWeekday: nthWeekday, everyWeeks: everyWeeks))
    }

    /// The options given, as a patch, by the habit-edit rule (`HabitPatch`, docs/domain-rules.md
    /// §2 "Editing a habit"): the goal type follows from the unit (`km` → distance, `min` → time,
    /// a custom label → repetitions, `none` → a simple habit).
    func patch(categoryID: CategoryID?, today: Day) throws(CadenceError) -> HabitPatch {
        var patch = HabitPatch()
        if category != nil { patch.categoryID = .some(categoryID) }
        patch.icon = icon.map { $0 }
        patch.color = color
        patch.description = descriptionText
        if quit { patch.kind = .quit }
        patch.unit = unit.map { $0 }
        patch.target = target
        patch.period = period?.period
        patch.timesPerDay = timesPerDay
        patch.schedule = try schedule()
        patch.baseline = baseline.map { $0 }
        patch.startDay = start?.day(relativeTo: today)
        patch.endDay = end.map { $0.day(relativeTo: today) }
        patch.linkedHealth = fromHealth.flatMap { HealthLink.link(named: $0) }
        if !remind.isEmpty { patch.reminders = remind.map { Reminder(hour: $0.hour, minute: $0.minute) } }
        return patch
    }
}
