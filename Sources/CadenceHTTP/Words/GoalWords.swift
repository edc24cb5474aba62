import CadenceCore
import CadenceLocalization

/// A habit's goal in words in a language other than English (docs/domain-rules.md §23): "20 pages
/// am Tag", "Höchstens 2 cups am Tag", "Gar nicht". Shared by the web app and the command line;
/// English keeps each one's own wording (`Goal.sentence(kind:)`). The unit is the person's own and
/// stays as typed.
public enum GoalWords {
    /// The goal, its amount written by `number` (the surface's decimal format).
    public static func goal(_ goal: Goal, kind: HabitKind, localizer: Localizer, number: (Double) -> String) -> String {
        if kind == .quit, goal.target == 0 { return localizer.localized("None at all") }
        let amount: String
        if goal.type == .none {
            let count = NumericBoundary.clamped(goal.target, rounding: .down, to: 0...Int.max)
            amount = localizer.localized(one: "{count} time", other: "{count} times", count: count, ["count": localizer.format.integer(count)])
        } else {
            amount = goal.unit.map { "\(number(goal.target)) \($0)" } ?? number(goal.target)
        }
        let values = ["amount": amount]
        switch (kind, goal.period) {
        case (.build, .day): return localizer.localized("{amount} a day", values)
        case (.build, .week): return localizer.localized("{amount} a week", values)
        case (.build, .month): return localizer.localized("{amount} a month", values)
        case (.quit, .day): return localizer.localized("At most {amount} a day", values)
        case (.quit, .week): return localizer.localized("At most {amount} a week", values)
        case (.quit, .month): return localizer.localized("At most {amount} a month", values)
        }
    }
}
