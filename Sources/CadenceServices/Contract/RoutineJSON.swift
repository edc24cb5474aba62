import CadenceCore

/// A routine in the contract (docs/domain-rules.md "§19 Routines"):
/// `{"id", "name", "habits": [{"id", "name"}], "time": "07:00" | null}` — the command line's
/// `--json`, the API and the tools; with statistics, `streak`, `bestStreak`, `rate` and
/// `doneToday` besides (`cadence routine show`, `GET /routines/{id}`, `cadence stats`).
public struct RoutineJSON: Codable, Sendable, Hashable {
    /// One habit of the routine.
    public struct HabitRef: Codable, Sendable, Hashable {
        public var id: HabitID
        public var name: String
    }

    public var id: RoutineID
    public var name: String
    public var habits: [HabitRef]
    @NullWhenAbsent public var time: String?

    /// `routine` with its habits named from `habits` (ids no longer there are left out).
    public init(_ routine: Routine, habits: [Habit]) {
        id = routine.id
        name = routine.name
        self.habits = routine.habitIDs.compactMap { id in habits.first { $0.id == id }.map { HabitRef(id: $0.id, name: $0.name) } }
        time = routine.timeText
    }
}

/// A routine with its answers: `RoutineJSON`'s keys and `streak`, `bestStreak`, `rate` (0–1 or
/// `null`), `doneToday`.
public struct RoutineStatsJSON: Codable, Sendable, Hashable {
    public var id: RoutineID
    public var name: String
    public var habits: [RoutineJSON.HabitRef]
    @NullWhenAbsent public var time: String?
    public var streak: Int
    public var bestStreak: Int
    @NullWhenAbsent public var rate: Double?
    public var doneToday: Bool

    public init(_ routine: RoutineJSON, stats: RoutineStats) {
        id = routine.id
        name = routine.name
        habits = routine.habits
        time = routine.time
        streak = stats.currentStreak
        bestStreak = stats.bestStreak
        rate = stats.rate
        doneToday = stats.doneToday
    }
}
