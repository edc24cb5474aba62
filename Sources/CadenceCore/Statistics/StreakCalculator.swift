/// docs/domain-rules.md §5: current and best streaks over evaluated units.
public enum StreakCalculator {
    /// docs/domain-rules.md §5: walk back from the current unit. A pending current unit is passed over
    /// (not having logged yet today does not break a streak); each successful unit adds 1;
    /// neutral units and non-due days are passed over; the first failed unit, or the start
    /// date, ends the walk.
    public static func currentStreak(of evaluations: [SpanEvaluation], kind: EvaluationSpan.Kind, historyIsComplete: Bool = true) -> Streak {
        var count = 0
        for evaluation in evaluations.reversed() {
            switch evaluation.outcome {
            case .success: count += 1
            case .neutral, .pending: continue
            case .failure: return Streak(count: count, unit: kind)
            }
        }
        return Streak(count: count, unit: kind, isTruncated: !historyIsComplete)
    }

    /// docs/domain-rules.md §5: the longest run of successful units in the whole history, by the same rules.
    public static func bestStreak(of evaluations: [SpanEvaluation], kind: EvaluationSpan.Kind) -> Streak {
        var best = 0
        var run = 0
        for evaluation in evaluations {
            switch evaluation.outcome {
            case .success:
                run += 1
                best = max(best, run)
            case .neutral, .pending: continue
            case .failure: run = 0
            }
        }
        return Streak(count: best, unit: kind)
    }
}
