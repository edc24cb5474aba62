import Foundation

/// The sum and number of one habit's check-ins on one day: what the rules read.
public struct DayTotal: Sendable, Hashable {
    public var habitID: HabitID
    public var day: Day
    /// docs/domain-rules.md §3: the day's total is the sum of its check-ins.
    public var total: Double
    public var count: Int

    public init(habitID: HabitID, day: Day, total: Double, count: Int) {
        self.habitID = habitID
        self.day = day
        self.total = total
        self.count = count
    }
}
