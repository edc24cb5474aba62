import CadenceCore
import Foundation

/// docs/sync.md: the last instant a habit-day's total was set (`.deleteCheckIns(habit:day:)`).
///
/// docs/domain-rules.md §3: setting a day's total replaces its check-ins; the store records when, so
/// that replicas can tell which of two sets of the same day came last. docs/schema.md "v11-sync":
/// `day_total_set`, one row per (user, habit, day), removed with its habit.
public struct DayTotalSet: Sendable, Hashable {
    /// The habit whose day was set.
    public var habitID: HabitID
    /// The day whose total was set.
    public var day: Day
    /// The apply instant of the last set (stored to the millisecond).
    public var at: Date

    public init(habitID: HabitID, day: Day, at: Date) {
        self.habitID = habitID
        self.day = day
        self.at = at
    }
}
