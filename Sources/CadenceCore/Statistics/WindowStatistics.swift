/// docs/domain-rules.md §5: a habit's statistics over a window of days.
public struct WindowStatistics: Sendable, Hashable {
    public let window: DateWindow
    /// The units counted.
    public let expected: Int
    /// The successful ones.
    public let successes: Int
    /// successes ÷ expected; `nil` when no unit is counted.
    public let successRate: Double?
    /// Mean of the counted units' progress; `nil` when no unit is counted.
    public let completionRate: Double?
    /// Check-ins in the window.
    public let completionCount: Int

    /// docs/domain-rules.md §5: over the units whose last day lies in the window (a current unit's last
    /// day counts as today), with the current unit included only if it has succeeded and
    /// neutral units left out. The habit's start clips the window, which makes a new habit's
    /// rate fair.
    public init(window: DateWindow, evaluations: [SpanEvaluation], history: HabitHistory, today: Day) {
        self.window = window
        var expected = 0
        var successes = 0
        var progress = 0.0
        for evaluation in evaluations {
            let effectiveLast = min(evaluation.unit.last, today)
            guard window.contains(effectiveLast) else { continue }
            switch evaluation.outcome {
            case .neutral, .pending:
                continue
            case .success:
                successes += 1
            case .failure:
                if evaluation.isCurrent { continue }
            }
            expected += 1
            progress += evaluation.progress
        }
        self.expected = expected
        self.successes = successes
        successRate = expected > 0 ? Double(successes) / Double(expected) : nil
        completionRate = expected > 0 ? progress / Double(expected) : nil
        completionCount = history.checkInCount(from: window.from, through: window.to)
    }
}
