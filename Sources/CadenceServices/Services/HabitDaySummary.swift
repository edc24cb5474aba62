import CadenceCore
import CadenceStorage

/// One day of one habit as a calendar shows it (docs/domain-rules.md §2–§3): its total and number of
/// check-ins, whether the habit was active and due, whether the day was skipped and met.
public struct HabitDaySummary: Sendable, Hashable {
    public let day: Day
    public let total: Double
    public let checkIns: Int
    /// Inside the habit's `[start, end]`.
    public let isActive: Bool
    /// docs/domain-rules.md §2: due by a fixed schedule (flexible schedules are due every active day).
    public let isDue: Bool
    public let isSkipped: Bool
    /// docs/domain-rules.md §3: the day's total meets the target (build) or stays within the limit (quit).
    public let isSuccessful: Bool
}
