/// One line of today's list (docs/domain-rules.md §5 "Today").
public struct TodayItem: Sendable, Hashable {
    public let habit: Habit
    /// Whether the habit still asks for something today (a fixed due day, or a flexible
    /// unit not yet met). A flexible habit whose unit is met is listed only if logged today.
    public let isDue: Bool
    /// Today's total, or the period's total so far for week/month goals.
    public let total: Double
    /// The daily target (or the period's target for week/month goals).
    public let target: Double
    /// Build: today's (or the unit's) goal is met. Quit: still within the limit.
    public let isComplete: Bool
    public let isSkipped: Bool
    public let streak: Streak
    /// The current unit's evaluation (progress of a flexible week, a period's total).
    public let currentUnit: SpanEvaluation?
    /// Today's own total (also for week/month goals, whose `total` is the period's).
    public let dayTotal: Double
}
