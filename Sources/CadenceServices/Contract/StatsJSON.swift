import CadenceCore
import CadenceStorage

/// One habit's statistics (docs/domain-rules.md §5): `{"habit": {"id", "name"}, "asOf", "window": {"from",
/// "to"}, "streak": {"current", "best", "unit"}, "expected", "successes", "successRate",
/// "completionRate", "completionCount", "score", "trend": [{"from", "to", "completions",
/// "completionRate"}]}`. Rates are 0…1, or `null` when no unit was counted; `score` is 0…1.
/// `routines`: the routines holding the habit, each `RoutineStatsEntryJSON` (docs/domain-rules.md "§19 Routines").
public struct StatsJSON: Codable, Sendable, Hashable {
    /// An inclusive range of days: `{"from", "to"}`.
    public struct WindowJSON: Codable, Sendable, Hashable {
        public var from: Day
        public var to: Day

        public init(_ window: DateWindow) {
            from = window.from
            to = window.to
        }
    }

    /// The current and best streaks and their unit (`day`, `week`, `month`, `block`).
    public struct StreakJSON: Codable, Sendable, Hashable {
        public var current: Int
        public var best: Int
        public var unit: EvaluationSpan.Kind
    }

    /// One trend bucket: its dates, check-in count and completion rate (`null` when no unit ends in it).
    public struct TrendJSON: Codable, Sendable, Hashable {
        public var from: Day
        public var to: Day
        public var completions: Int
        @NullWhenAbsent public var completionRate: Double?

        public init(_ bucket: TrendBucket) {
            from = bucket.window.from
            to = bucket.window.to
            completions = bucket.completions
            completionRate = bucket.completionRate
        }

        private enum CodingKeys: String, CodingKey {
            case from, to, completions, completionRate
        }
    }

    public var habit: HabitReferenceJSON
    public var asOf: Day
    public var window: WindowJSON
    public var streak: StreakJSON
    public var expected: Int
    public var successes: Int
    @NullWhenAbsent public var successRate: Double?
    @NullWhenAbsent public var completionRate: Double?
    public var completionCount: Int
    public var score: Double
    public var trend: [TrendJSON]
    public var routines: [RoutineStatsEntryJSON]

    public init(habit: Habit, statistics: HabitStatistics, routines: [RoutineStatsEntryJSON] = []) {
        self.habit = HabitReferenceJSON(habit)
        asOf = statistics.asOf
        window = WindowJSON(statistics.window.window)
        streak = StreakJSON(
            current: statistics.currentStreak.count, best: statistics.bestStreak.count,
            unit: statistics.currentStreak.unit)
        expected = statistics.window.expected
        successes = statistics.window.successes
        successRate = statistics.window.successRate
        completionRate = statistics.window.completionRate
        completionCount = statistics.window.completionCount
        score = statistics.score
        trend = statistics.trend.map(TrendJSON.init)
        self.routines = routines
    }

    private enum CodingKeys: String, CodingKey {
        case habit, asOf, window, streak, expected, successes, successRate, completionRate, completionCount
        case score, trend, routines
    }
}
