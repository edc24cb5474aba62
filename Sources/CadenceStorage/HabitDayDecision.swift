import CadenceCore

/// What a decision made inside one write transaction answers (`CadenceStore.decideInOneWrite`,
/// docs/domain-rules.md §6 "One write"): the changes to apply in that transaction with the
/// answer to return, or that one habit's facts are not enough to decide.
public enum HabitDayDecision<Value: Sendable>: Sendable {
    /// Apply `changes` in the same transaction, then answer `value`.
    case apply([StoreChange], Value)
    /// The decision needs facts beyond the habit's days (other habits' days, the whole
    /// history): nothing is written, and the caller decides the way that reads them.
    case needsMoreFacts
}
