import CadenceCore
import Foundation

/// How the pages write days, amounts, rates, streaks and habit colors; the words themselves
/// (weekdays, months, periods, percentages) come from `Wording`.
enum WebFormat {
    /// "Saturday, 21 November 2026".
    static func longDay(_ day: Day) -> String {
        "\(Wording.weekdayName(day.weekday)), \(day.dayOfMonth) \(Wording.monthName(day.month)) \(day.year)"
    }

    /// "21 Nov".
    static func shortDay(_ day: Day) -> String {
        "\(day.dayOfMonth) \(Wording.shortMonthName(day.month))"
    }

    /// "November 2026".
    static func monthTitle(_ day: Day) -> String {
        "\(Wording.monthName(day.month)) \(day.year)"
    }

    /// An amount without a needless fraction: 2, 2.5, 0.25 (`QuantityText`).
    static func amount(_ value: Double) -> String {
        QuantityText.format(value)
    }

    /// "3 days", "1 week", "2 months", "4 blocks" ("+" when the history is truncated).
    static func streak(_ streak: Streak) -> String {
        "\(streak.count) \(Wording.periodName(streak.unit, count: streak.count))" + (streak.isTruncated ? "+" : "")
    }

    /// The CSS color of a habit: a palette name as its theme variable, a `#rrggbb` as is,
    /// anything else (never stored: docs/domain-rules.md §2 validation) as the default blue.
    static func color(_ color: String) -> String {
        if HabitColor.palette.contains(color) { return "var(--c-\(color))" }
        if HabitColor.isValid(color) { return color }
        return "var(--c-blue)"
    }
}
