import CadenceCore
import CadenceHTTP
import CadenceLocalization
import Foundation

/// A habit's goal, schedule, rates and chart labels in the page's language
/// (docs/domain-rules.md §23). English keeps the web app's own wording (`PresetText`,
/// `Schedule.summary`, `Wording`), which existing pages and tests pin.
extension WebText {
    /// A rate 0…1 as a whole percentage (`84%`, `84 %`, `٨٤٪`), `—` when there is none.
    func percent(_ rate: Double?) -> String {
        guard !isEnglish, let rate, rate.isFinite else { return Wording.percent(rate) }
        return localizer.format.percent(rate)
    }

    /// `21 Nov 2026`, `21.11.2026`: a day with its year.
    func mediumDay(_ day: Day) -> String {
        isEnglish ? "\(WebFormat.shortDay(day)) \(day.year)" : localizer.format.date(year: day.year, month: day.month, day: day.dayOfMonth)
    }

    /// January's … December's short name (`Jan`, `Jan.`, `يناير`).
    func shortMonth(_ month: Int) -> String {
        isEnglish ? Wording.shortMonthName(month) : localizer.format.monthName(month, short: true)
    }

    /// The twelve short month names, January first.
    var shortMonths: [String] { (1...12).map(shortMonth) }

    /// A weekday's name as short as a chart's side allows: `Mon`, `Mo.`, and one letter where the
    /// language's short name is long (Arabic's are whole words).
    func narrowWeekday(_ weekday: Weekday) -> String {
        if isEnglish { return Wording.shortWeekdayName(weekday) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = localizer.language.locale
        // Foundation counts 1 = Sunday; Cadence 1 = Monday … 7 = Sunday.
        let index = weekday.rawValue % 7
        let short = calendar.shortStandaloneWeekdaySymbols
        let narrow = calendar.veryShortStandaloneWeekdaySymbols
        guard short.indices.contains(index), narrow.indices.contains(index) else { return Wording.shortWeekdayName(weekday) }
        return short[index].count <= 4 ? short[index] : narrow[index]
    }

    /// A weekday's short name in a schedule: `mon`, `Mo.`.
    func scheduleWeekday(_ weekday: Weekday) -> String {
        isEnglish ? weekday.shortName : localizer.format.weekdayName(weekday.rawValue % 7 + 1, short: true)
    }

    /// "20 pages a day", "Once a day", "At most 2 cups a day", "None at all" (`PresetText.goal`).
    /// The unit is the person's own and stays as typed.
    func goal(_ goal: Goal, kind: HabitKind) -> String {
        if isEnglish { return PresetText.goal(goal, kind: kind) }
        return GoalWords.goal(goal, kind: kind, localizer: localizer, number: number)
    }

    /// A schedule in words (`Schedule.summary`): `daily`, `Mo., Mi.`, `3× pro Woche`.
    func schedule(_ schedule: Schedule) -> String {
        if isEnglish { return schedule.summary }
        return ScheduleWords.schedule(schedule, localizer: localizer, weekday: scheduleWeekday)
    }

    /// "3 of 30 days", "1 of 4 weeks": how many of a window's periods succeeded.
    func successes(_ successes: Int, of expected: Int, _ kind: EvaluationSpan.Kind) -> String {
        if isEnglish { return "\(successes) of \(expected) \(Wording.periodName(kind, count: expected))" }
        let values = ["successes": integer(successes), "count": integer(expected)]
        return switch kind {
        case .day: localizer.localized(one: "{successes} of {count} day", other: "{successes} of {count} days", count: expected, values)
        case .week: localizer.localized(one: "{successes} of {count} week", other: "{successes} of {count} weeks", count: expected, values)
        case .month: localizer.localized(one: "{successes} of {count} month", other: "{successes} of {count} months", count: expected, values)
        case .block: localizer.localized(one: "{successes} of {count} block", other: "{successes} of {count} blocks", count: expected, values)
        }
    }

    /// "1 check-in", "3 check-ins".
    func checkIns(_ count: Int) -> String {
        isEnglish
            ? Wording.count(count, "check-in")
            : localizer.localized(one: "{count} check-in", other: "{count} check-ins", count: count, ["count": integer(count)])
    }
}
