/// How a to-do comes back once done (docs/domain-rules.md §12 "To-dos"): daily, weekly,
/// monthly, or every N days (1–365). Written `daily`, `weekly`, `monthly` or `every N days`.
public enum TodoRepeat: Sendable, Hashable {
    case daily
    case weekly
    case monthly
    case everyNDays(Int)

    /// The longest gap `everyNDays` takes.
    public static let maximumDays = 365

    /// Reads `daily`, `weekly`, `monthly`, `every N days`, `every N day`, `Nd` or a bare `N`
    /// (days), case-insensitive; `nil` otherwise, or when N is outside 1–365.
    public init?(_ text: String) {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        switch words {
        case ["daily"], ["every", "day"]: self = .daily
        case ["weekly"], ["every", "week"]: self = .weekly
        case ["monthly"], ["every", "month"]: self = .monthly
        default:
            let digits: String
            if words.count == 3, words[0] == "every", ["days", "day"].contains(words[2]) {
                digits = words[1]
            } else if words.count == 1, let word = words.first {
                digits = word.hasSuffix("d") ? String(word.dropLast()) : word
            } else {
                return nil
            }
            guard digits.count <= 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let days = Int(digits),
                (1...Self.maximumDays).contains(days)
            else { return nil }
            self = .everyNDays(days)
        }
    }

    /// `daily`, `weekly`, `monthly` or `every N days`.
    public var text: String {
        switch self {
        case .daily: "daily"
        case .weekly: "weekly"
        case .monthly: "monthly"
        case .everyNDays(let days): "every \(days) days"
        }
    }

    /// The day one period after `day`; a month later keeps the day of the month, or the
    /// month's last day when it is shorter (January 31 → February 28).
    public func next(after day: Day) -> Day {
        switch self {
        case .daily: day.adding(days: 1)
        case .weekly: day.adding(days: 7)
        case .everyNDays(let days): day.adding(days: days)
        case .monthly: day.adding(months: 1)
        }
    }
}
