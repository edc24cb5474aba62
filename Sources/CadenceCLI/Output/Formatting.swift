import CadenceCore
import Foundation

/// Quantities, streaks, dates and times as the command line writes them; the words themselves
/// (weekdays, months, periods, percentages) come from `Wording`.
enum Formatting {
    /// A quantity with at most two decimals and no trailing zeros (`5`, `0.5`, `3.33`).
    static func quantity(_ value: Double) -> String {
        QuantityText.format(value)
    }

    /// `amount unit` in the habit's unit, or the bare amount for simple habits (`3`, `0.5 km`).
    static func amount(_ value: Double, unit: String?) -> String {
        guard let unit else { return quantity(value) }
        return "\(quantity(value)) \(unit)"
    }

    /// A streak in words with a flame (`🔥 5 days`, `🔥 1 week`); empty for none.
    static func streak(_ streak: Streak) -> String {
        guard streak.count > 0 else { return "" }
        return "🔥 \(streak.count) \(Wording.periodName(streak.unit, count: streak.count))"
    }

    /// A streak in a few characters for tables (`5d`, `2w`, `3mo`, `4b`).
    static func shortStreak(count: Int, unit: EvaluationSpan.Kind) -> String {
        let suffix =
            switch unit {
            case .day: "d"
            case .week: "w"
            case .month: "mo"
            case .block: "b"
            }
        return "\(count)\(suffix)"
    }

    /// `Tue 11 Mar 2025`.
    static func longDate(_ day: Day) -> String {
        "\(Wording.shortWeekdayName(day.weekday)) \(day.dayOfMonth) \(Wording.shortMonthName(day.month)) \(day.year)"
    }

    /// `11 Mar`.
    static func shortDate(_ day: Day) -> String {
        "\(day.dayOfMonth) \(Wording.shortMonthName(day.month))"
    }

    /// `HH:MM`.
    static func clock(minutes: Int) -> String {
        let hour = minutes / 60
        let minute = minutes % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
