/// docs/domain-rules.md §5: one bucket of a trend — its dates, check-in count and completion rate.
public struct TrendBucket: Sendable, Hashable {
    public let window: DateWindow
    public let completions: Int
    /// `nil` when no unit ends in the bucket.
    public let completionRate: Double?

    /// docs/domain-rules.md §5: a window shorter than 60 days is split into 7-day buckets
    /// counted back from its last day (the first bucket may be shorter); 60 days or more, into
    /// calendar months clipped to the window.
    public static func buckets(for window: DateWindow) -> [DateWindow] {
        var buckets: [DateWindow] = []
        if window.length < 60 {
            var last = window.to
            while last >= window.from {
                let first = max(last.adding(days: -6), window.from)
                buckets.append(DateWindow(unchecked: first, to: last))
                last = first.adding(days: -1)
            }
            return buckets.reversed()
        }
        var first = window.from
        while first <= window.to {
            let last = min(first.lastOfMonth, window.to)
            buckets.append(DateWindow(unchecked: first, to: last))
            first = last.adding(days: 1)
        }
        return buckets
    }

    /// The trend of a habit over a window.
    public static func trend(of window: DateWindow, evaluations: [SpanEvaluation], history: HabitHistory, today: Day) -> [TrendBucket] {
        buckets(for: window).map { bucket in
            let statistics = WindowStatistics(window: bucket, evaluations: evaluations, history: history, today: today)
            return TrendBucket(window: bucket, completions: statistics.completionCount, completionRate: statistics.completionRate)
        }
    }
}
