import CadenceCore

/// A routine in `cadence stats` and `GET /habits/{id}/stats` (docs/domain-rules.md "§19 Routines"),
/// named as a habit's statistics are: `{"id", "name", "streak": {"current", "best", "unit": "day"},
/// "successRate": 0…1 | null, "doneToday"}` — the rate over the statistics' window.
public struct RoutineStatsEntryJSON: Codable, Sendable, Hashable {
    public var id: RoutineID
    public var name: String
    public var streak: StatsJSON.StreakJSON
    @NullWhenAbsent public var successRate: Double?
    public var doneToday: Bool

    public init(_ routine: Routine, stats: RoutineStats) {
        id = routine.id
        name = routine.name
        streak = StatsJSON.StreakJSON(current: stats.currentStreak, best: stats.bestStreak, unit: .day)
        successRate = stats.rate
        doneToday = stats.doneToday
    }
}

/// `cadence stats` without a habit: `{"asOf", "habits": [the habits' statistics], "routines": [...]}`.
public struct StatsOverviewJSON: Codable, Sendable, Hashable {
    public var asOf: Day
    public var habits: [StatsJSON]
    public var routines: [RoutineStatsEntryJSON]

    public init(asOf: Day, habits: [StatsJSON], routines: [RoutineStatsEntryJSON]) {
        self.asOf = asOf
        self.habits = habits
        self.routines = routines
    }
}
