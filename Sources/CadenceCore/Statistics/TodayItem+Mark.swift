/// docs/domain-rules.md §5 "Today": what a tile's ring and ✓ show. A flexible build habit's
/// follow the period's progress — at "1 of 3 this week" the ring is a third full and there is no
/// ✓ — while `isComplete` (done for today, counted in done/total) stays as it is. Every other
/// habit's ring is the day's (or the period total's) share of its target and its mark
/// `isComplete`; a quit habit's ring is full while it is within the limit.
extension TodayItem {
    /// How full the ring is, 0…1.
    public var ringFill: Double {
        if habit.kind == .quit { return isComplete ? 1 : 0 }
        if let period = flexiblePeriod { return period.required > 0 ? min(1, period.achieved / period.required) : 1 }
        return min(1, target > 0 ? total / target : 1)
    }

    /// Whether the ✓ mark shows: a flexible build habit's period is met; else `isComplete`.
    public var showsDoneMark: Bool {
        guard let period = flexiblePeriod else { return isComplete }
        return period.outcome == .success
    }

    /// docs/domain-rules.md §3 "A yes/no day is complete": a yes/no habit whose day holds its
    /// times-per-day check-ins — one more would be refused, so a front end offers Undo instead.
    public var isDayFull: Bool {
        habit.kind == .build && habit.goal.type == .none && dayTotal >= Double(habit.goal.timesPerDay) - 1e-9
    }

    /// The current unit of a flexible build habit (its period's progress), else `nil`.
    private var flexiblePeriod: SpanEvaluation? {
        habit.kind == .build && habit.schedule.isFlexible ? currentUnit : nil
    }
}
