import ArgumentParser
import CadenceCore

/// A `DATE` on the command line: `YYYY-MM-DD`, `today`, `yesterday`, `tomorrow`, `-N` (N days
/// ago) or `+N`, relative to the user's today (day start and zone respected).
enum DateArgument: ExpressibleByArgument, Equatable, Sendable {
    case absolute(Day)
    /// Days from today (negative: in the past).
    case relative(Int)

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        switch text {
        case "today": self = .relative(0)
        case "yesterday": self = .relative(-1)
        case "tomorrow": self = .relative(1)
        default:
            if let day = Day(text) {
                self = .absolute(day)
            } else if let sign = text.first, sign == "-" || sign == "+", text.count > 1,
                text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(text.dropFirst()),
                count <= 100_000
            {
                self = .relative(sign == "-" ? -count : count)
            } else {
                return nil
            }
        }
    }

    /// The day this names, for a user whose today is `today`.
    func day(relativeTo today: Day) -> Day {
        switch self {
        case .absolute(let day): day
        case .relative(let offset): today.adding(days: offset)
        }
    }

    static var defaultCompletionKind: CompletionKind { .list(["today", "yesterday", "-1", "-2"]) }
}
