import CadenceCore
import CadenceStorage

/// Today's list (docs/domain-rules.md §5 "Today"): `{"date", "done", "total", "habits": [...]}`.
///
/// `habits` lists the build habits in the user's order, then the quit habits (`kind: "quit"`);
/// `done`/`total` count the build habits only, as `TodayList` does.
public struct TodayJSON: Codable, Sendable, Hashable {
    /// One habit of today's list: `{"id", "name", "kind", "due", "total", "target", "unit",
    /// "complete", "skipped", "streak"}`. `total` and `target` are the day's (or, for a week or
    /// month goal, the period's); `unit` is `null` for simple habits; `streak` is the current
    /// streak's length in the habit's units.
    public struct Item: Codable, Sendable, Hashable {
        public var id: HabitID
        public var name: String
        public var kind: HabitKind
        public var due: Bool
        public var total: Double
        public var target: Double
        @NullWhenAbsent public var unit: String?
        public var complete: Bool
        public var skipped: Bool
        public var streak: Int

        public init(_ item: TodayItem) {
            id = item.habit.id
            name = item.habit.name
            kind = item.habit.kind
            due = item.isDue
            total = item.total
            target = item.target
            unit = item.habit.goal.unit
            complete = item.isComplete
            skipped = item.isSkipped
            streak = item.streak.count
        }

        private enum CodingKeys: String, CodingKey {
            case id, name, kind, due, total, target, unit, complete, skipped, streak
        }
    }

    public var date: Day
    public var done: Int
    public var total: Int
    public var habits: [Item]

    public init(_ list: TodayList) {
        date = list.day
        done = list.done
        total = list.total
        habits = (list.habits + list.quitHabits).map(Item.init)
    }
}
