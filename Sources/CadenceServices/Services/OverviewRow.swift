import CadenceCore
import CadenceStorage

/// One row of the overview (every active habit at a glance, docs/domain-rules.md §5).
public struct OverviewRow: Sendable, Hashable {
    public let habit: Habit
    public let statistics: HabitStatistics
    /// docs/domain-rules.md §5: the 30-day success rate is under 50%.
    public let isStruggling: Bool
}
