import CadenceCore
import Foundation

/// How the pages write days, amounts, rates, streaks and habit colors.
enum WebFormat {
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    static let weekdayNames = [
        Weekday.monday: "Monday", .tuesday: "Tuesday", .wednesday: "Wednesday", .thursday: "Thursday", .friday: "Friday",
        .saturday: "Saturday", .sunday: "Sunday",
    ]

    /// "Saturday, 21 November 2026".
    static func longDay(_ day: Day) -> String {
        "\(weekdayNames[day.weekday] ?? ""), \(day.dayOfMonth) \(monthNames[day.month - 1]) \(day.year)"
    }

    /// "21 Nov".
    static func shortDay(_ day: Day) -> String {
        "\(day.dayOfMonth) \(monthNames[day.month - 1].prefix(3))"
    }

    /// "November 2026".
    static func monthTitle(_ day: Day) -> String {
        "\(monthNames[day.month - 1]) \(day.year)"
    }

    /// An amount without a needless fraction: 2, 2.5, 0.25 (`QuantityText`).
    static func amount(_ value: Double) -> String {
        QuantityText.format(value)
    }

    /// "83%", or "—" when there is nothing to rate (docs/domain-rules.md §5: no units, no rate).
    static func percent(_ rate: Double?) -> String {
        guard let rate else { return "—" }
        return "\(NumericBoundary.clamped(rate * 100, to: Int.min...Int.max))%"
    }

    /// "3 days", "1 week", "2 months", "4 blocks".
    static func streak(_ streak: Streak) -> String {
        let noun: String =
            switch streak.unit {
            case .day: "day"
            case .week: "week"
            case .month: "month"
            case .block: "block"
            }
        return "\(streak.count) \(noun)\(streak.count == 1 ? "" : "s")" + (streak.isTruncated ? "+" : "")
    }

    /// The CSS color of a habit: a palette name as its theme variable, a `#rrggbb` as is,
    /// anything else (never stored: docs/domain-rules.md §2 validation) as the default blue.
    static func color(_ color: String) -> String {
        if HabitColor.palette.contains(color) { return "var(--c-\(color))" }
        if HabitColor.isValid(color) { return color }
        return "var(--c-blue)"
    }
}
