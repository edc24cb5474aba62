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

    /// An amount without a needless fraction: 2, 2.5, 0.25 (`QuantityText`), ungrouped: what
    /// form fields and `data-*` attributes hold.
    static func amount(_ value: Double) -> String {
        QuantityText.format(value)
    }

    /// docs/web.md "Numbers and money": a number as the pages show it — `QuantityText`'s digits
    /// with thousands grouped by commas, in English style whatever the browser's language:
    /// 17,432; 1,234.5; -2,000; 0.25. Form values and `data-*` attributes use `amount`.
    static func number(_ value: Double) -> String {
        grouped(QuantityText.format(value))
    }

    /// `text` (an optional minus, digits, an optional fraction) with its whole part grouped in
    /// threes by commas; anything else (`—`, `1e+19`) as it is.
    static func grouped(_ text: String) -> String {
        // Three characters or fewer hold at most three digits before the point: nothing to group.
        guard text.utf8.count > 3 else { return text }
        let negative = text.hasPrefix("-")
        let unsigned = negative ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.allSatisfy(\.isASCII), whole.allSatisfy(\.isNumber) else { return text }
        var groups: [Substring] = []
        var end = whole.endIndex
        while end > whole.startIndex {
            let start = whole.index(end, offsetBy: -3, limitedBy: whole.startIndex) ?? whole.startIndex
            groups.insert(whole[start..<end], at: 0)
            end = start
        }
        let fraction = parts.count > 1 ? ".\(parts[1])" : ""
        return (negative ? "-" : "") + groups.joined(separator: ",") + fraction
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
