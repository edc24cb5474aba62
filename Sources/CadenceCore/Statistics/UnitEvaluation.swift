/// A unit with its outcome and progress (`min(achieved ÷ required, 1)`, docs/domain-rules.md §5).
public struct UnitEvaluation: Sendable, Hashable {
    public let unit: EvaluationUnit
    public let outcome: UnitOutcome
    /// docs/domain-rules.md §5 completion rate contribution: 0…1.
    public let progress: Double
    /// The amount counted toward the unit (a day's total, a period's total, or successful days).
    public let achieved: Double
    /// What the unit requires (the target, the prorated target, or the required days).
    public let required: Double
    /// Whether the unit contains today.
    public let isCurrent: Bool
}
