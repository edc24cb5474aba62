/// A day as a person writes it (docs/domain-rules.md §1 "Days as written"): `YYYY-MM-DD`,
/// `today`, `yesterday`, `tomorrow`, or an offset from today such as `-2` or `+1` (at most
/// 100,000 days either way). The command line's `--date` and an assistant's `date` argument
/// read days through this one rule.
public enum DayExpression: Equatable, Sendable {
    case absolute(Day)
    case relative(Int)

    /// The largest offset from today a relative day may name.
    public static let maximumOffset = 100_000

    /// Reads `text` (case-insensitive, surrounding spaces ignored); `nil` when it names no day.
    public init?(_ text: String) {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch text {
        case "today": self = .relative(0)
        case "yesterday": self = .relative(-1)
        case "tomorrow": self = .relative(1)
        default:
            if let day = Day(text) {
                self = .absolute(day)
            } else if let sign = text.first, sign == "-" || sign == "+", text.count > 1,
                text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(text.dropFirst()),
                count <= Self.maximumOffset
            {
                self = .relative(sign == "-" ? -count : count)
            } else {
                return nil
            }
        }
    }

    /// The day this expression names, counted from `today`.
    public func day(relativeTo today: Day) -> Day {
        switch self {
        case .absolute(let day): day
        case .relative(let offset): today.adding(days: offset)
        }
    }

    /// What a valid day looks like, for error messages.
    public static let formatHint = "YYYY-MM-DD, today, yesterday, tomorrow, or an offset such as -2"
}
