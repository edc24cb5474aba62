import CadenceCore
import CadenceStorage

/// The result of skipping days or taking a skip back (`skip`):
/// `{"habit": {"id", "name"}, "from", "to", "skipped"}` — every day from `from` through `to`
/// is now skipped (`true`) or not (`false`).
public struct SkipJSON: Codable, Sendable, Hashable {
    public var habit: HabitReferenceJSON
    public var from: Day
    public var to: Day
    public var skipped: Bool

    public init(habit: Habit, from: Day, to: Day, skipped: Bool) {
        self.habit = HabitReferenceJSON(habit)
        self.from = from
        self.to = to
        self.skipped = skipped
    }
}
