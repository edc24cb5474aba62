/// docs/domain-rules.md §5: everything the statistics page shows for one habit, derived from its history.
public struct HabitStatistics: Sendable, Hashable {
    public let habitID: HabitID
    public let asOf: Day
    public let currentStreak: Streak
    public let bestStreak: Streak
    public let window: WindowStatistics
    public let trend: [TrendBucket]
    /// docs/domain-rules.md §5: the habit strength score, 0…1.
    public let score: Double

    /// Computes the statistics; `window` defaults to the 30 days ending today.
    public init(history: HabitHistory, today: Day, weekStart: Weekday, window: DateWindow? = nil) {
        let evaluator = SpanEvaluator(history: history, today: today, weekStart: weekStart)
        let evaluations = evaluator.evaluations()
        let kind = evaluator.plan.spanKind
        let window = window ?? .last(30, endingOn: today)
        habitID = history.habit.id
        asOf = today
        currentStreak = StreakCalculator.currentStreak(of: evaluations, kind: kind, historyIsComplete: history.isComplete)
        bestStreak = StreakCalculator.bestStreak(of: evaluations, kind: kind)
        // Only units ending in the window matter to the window and its trend buckets.
        let inWindow = evaluations.filter { window.contains(min($0.unit.last, today)) }
        self.window = WindowStatistics(window: window, evaluations: inWindow, history: history, today: today)
        trend = TrendBucket.trend(of: window, evaluations: inWindow, history: history, today: today)
        score = StrengthScore.score(of: history, asOf: today)
    }

    /// docs/domain-rules.md §5 "Stored derived state": the same statistics from a stored fold and
    /// a partial history covering `fold.readStart(for:window:weekStart:)` onward — equal to
    /// `init(history:today:weekStart:window:)` over the complete history.
    public init(history: HabitHistory, fold: HabitFold, today: Day, weekStart: Weekday, window: DateWindow? = nil) {
        let evaluator = SpanEvaluator(history: history, today: today, weekStart: weekStart)
        let window = window ?? .last(30, endingOn: today)
        let streaks = fold.streaks(history: history, today: today, weekStart: weekStart)
        habitID = history.habit.id
        asOf = today
        currentStreak = streaks.current
        bestStreak = streaks.best
        let inWindow = evaluator.evaluations().filter { window.contains(min($0.unit.last, today)) }
        self.window = WindowStatistics(window: window, evaluations: inWindow, history: history, today: today)
        trend = TrendBucket.trend(of: window, evaluations: inWindow, history: history, today: today)
        score = fold.score(history: history, today: today)
    }
}
