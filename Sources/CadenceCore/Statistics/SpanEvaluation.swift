/// A span with its outcome and progress (`min(achieved ÷ required, 1)`, docs/domain-rules.md §5).
public struct SpanEvaluation: Sendable, Hashable {
    public let unit: EvaluationSpan
    public let outcome: SpanOutcome
    /// docs/domain-rules.md §5 completion rate contribution: 0…1.
    public let progress: Double
    /// The amount counted toward the span (a day's total, a period's total, or successful days).
    public let achieved: Double
    /// What the span requires (the target, the prorated target, or the required days).
    public let required: Double
    /// Whether the span contains today.
    public let isCurrent: Bool
}
