import CadenceCore
import CadenceLocalization

/// The command line's numbers, dates and period words in the person's language
/// (docs/domain-rules.md §23). English keeps the command line's own compact forms (`5`, `0.5`,
/// `Tue 11 Mar 2025`, `87%`), which scripts and the docs' examples read; every other language
/// gets Foundation's formats for its locale (`0,5`, `Di., 11. März 2025`, `87 %`).
struct LocalText {
    let localizer: Localizer

    var isEnglish: Bool { localizer.language == .english }

    func localized(_ english: String, _ values: [String: String] = [:]) -> String {
        localizer.localized(english, values)
    }

    /// A quantity with at most two decimals.
    func quantity(_ value: Double) -> String {
        isEnglish ? Formatting.quantity(value) : localizer.format.decimal(value)
    }

    /// `amount unit` in the habit's own unit (the person's word, never translated).
    func amount(_ value: Double, unit: String?) -> String {
        guard let unit else { return quantity(value) }
        return "\(quantity(value)) \(unit)"
    }

    /// A whole number (`1234` in English as before; grouped in other languages).
    func integer(_ value: Int) -> String {
        isEnglish ? String(value) : localizer.format.integer(value)
    }

    /// A share as a percentage, `—` for none.
    func percent(_ rate: Double?) -> String {
        guard let rate, rate.isFinite else { return "—" }
        return isEnglish ? Wording.percent(rate) : localizer.format.percent(rate)
    }

    /// `5 days`, `1 week`: a count of a streak's or a window's periods.
    func periods(_ kind: EvaluationSpan.Kind, count: Int) -> String {
        localizer.periods(kind.rawValue, count: count, formatted: integer(count))
    }

    /// A streak with a flame (`🔥 5 days`); empty for none.
    func streak(_ streak: Streak) -> String {
        streak.count > 0 ? "🔥 " + periods(streak.unit, count: streak.count) : ""
    }

    /// A day with its weekday: `Tue 11 Mar 2025`, `Di., 11. März 2025`.
    func longDate(_ day: Day) -> String {
        isEnglish ? Formatting.longDate(day) : localizer.format.date(year: day.year, month: day.month, day: day.dayOfMonth, style: .weekday)
    }

    /// A day without its year: `11 Mar`, `11. März`.
    func shortDate(_ day: Day) -> String {
        isEnglish ? Formatting.shortDate(day) : localizer.format.date(year: day.year, month: day.month, day: day.dayOfMonth, style: .monthAndDay)
    }

    /// A month and its year: `Mar 2025`, `März 2025`.
    func monthAndYear(_ day: Day) -> String {
        isEnglish
            ? "\(Wording.shortMonthName(day.month)) \(day.year)"
            : localizer.format.date(year: day.year, month: day.month, day: 1, style: .monthAndYear)
    }
}
