import CadenceCore
import Foundation

/// Numbers, rates, streaks and weekday names as people read them.
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

    /// A rate 0…1 as a whole percentage (`80%`), or `—` when there is none.
    static func percent(_ rate: Double?) -> String {
        guard let rate, rate.isFinite else { return "—" }
        return "\(NumericBoundary.clamped(rate * 100, to: Int.min...Int.max))%"
    }

    /// A streak in words with a flame (`🔥 5 days`, `🔥 1 week`); empty for none.
    static func streak(_ streak: Streak) -> String {
        guard streak.count > 0 else { return "" }
        return "🔥 \(streak.count) \(unitName(streak.unit, count: streak.count))"
    }

    /// A streak in a few characters for tables (`5d`, `2w`, `3mo`, `4b`).
    static func shortStreak(count: Int, unit: EvaluationUnit.Kind) -> String {
        let suffix =
            switch unit {
            case .day: "d"
            case .week: "w"
            case .month: "mo"
            case .block: "b"
            }
        return "\(count)\(suffix)"
    }

    /// `day`/`days`, `week`/`weeks`, …
    static func unitName(_ unit: EvaluationUnit.Kind, count: Int) -> String {
        let singular =
            switch unit {
            case .day: "day"
            case .week: "week"
            case .month: "month"
            case .block: "block"
            }
        return count == 1 ? singular : singular + "s"
    }

    /// `Monday`, `Tuesday`, …
    static func weekdayName(_ weekday: Weekday) -> String {
        switch weekday {
        case .monday: "Monday"
        case .tuesday: "Tuesday"
        case .wednesday: "Wednesday"
        case .thursday: "Thursday"
        case .friday: "Friday"
        case .saturday: "Saturday"
        case .sunday: "Sunday"
        }
    }

    /// `Mon`, `Tue`, …
    static func shortWeekday(_ weekday: Weekday) -> String {
        String(weekdayName(weekday).prefix(3))
    }

    /// `Jan` … `Dec`.
    static func shortMonth(_ month: Int) -> String {
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return (1...12).contains(month) ? names[month - 1] : "?"
    }

    /// `Tue 11 Mar 2025`.
    static func longDate(_ day: Day) -> String {
        "\(shortWeekday(day.weekday)) \(day.dayOfMonth) \(shortMonth(day.month)) \(day.year)"
    }

    /// `11 Mar`.
    static func shortDate(_ day: Day) -> String {
        "\(day.dayOfMonth) \(shortMonth(day.month))"
    }

    /// `HH:MM`.
    static func clock(minutes: Int) -> String {
        let hour = minutes / 60
        let minute = minutes % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
