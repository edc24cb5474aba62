import ArgumentParser
import CadenceCore

/// A `DATE` on the command line, read by `DayExpression` (docs/domain-rules.md §1 "Days as
/// written"): `YYYY-MM-DD`, `today`, `yesterday`, `tomorrow`, `-N` (N days ago) or `+N`,
/// relative to the user's today (day start and zone respected).
struct DateArgument: ExpressibleByArgument, Equatable, Sendable {
    let expression: DayExpression

    init?(argument: String) {
        guard let expression = DayExpression(argument) else { return nil }
        self.expression = expression
    }

    /// The day this argument names, counted from `today`.
    func day(relativeTo today: Day) -> Day {
        expression.day(relativeTo: today)
    }

    static var defaultCompletionKind: CompletionKind { .list(["today", "yesterday", "-1", "-2"]) }
}
