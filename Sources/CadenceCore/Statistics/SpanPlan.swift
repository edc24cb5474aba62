/// docs/domain-rules.md §4: which kind of span a habit is judged in, and the spans of those spans.
public enum SpanPlan: Sendable, Hashable {
    /// Due days of a fixed schedule with a `day` goal period.
    case dueDays
    /// Flexible schedules: n successful days per week, month or k-day block.
    case flexible(count: Int, kind: EvaluationSpan.Kind, blockLength: Int)
    /// A `week` or `month` goal period: the period's total against the prorated target.
    case periodTotal(kind: EvaluationSpan.Kind)

    /// docs/domain-rules.md §4: day spans for a `day` period with a fixed-day schedule; week spans for
    /// `timesPerWeek` or a `week` period; month spans for `timesPerMonth` or a `month` period;
    /// k-day blocks for `timesInDays`.
    public init(habit: Habit) {
        switch habit.schedule {
        case .timesPerWeek(let count): self = .flexible(count: count, kind: .week, blockLength: 7)
        case .timesPerMonth(let count): self = .flexible(count: count, kind: .month, blockLength: 0)
        case .timesInDays(let count, let length): self = .flexible(count: count, kind: .block, blockLength: length)
        case .daily, .weekdays, .everyNDays, .daysOfMonth, .nthWeekday, .everyNWeeks:
            switch habit.goal.period {
            case .day: self = .dueDays
            case .week: self = .periodTotal(kind: .week)
            case .month: self = .periodTotal(kind: .month)
            }
        }
    }

    public var spanKind: EvaluationSpan.Kind {
        switch self {
        case .dueDays: .day
        case .flexible(_, let kind, _): kind
        case .periodTotal(let kind): kind
        }
    }

    /// The span containing `day` (clipped to `[start, end]`), or `nil` when `day` is not in
    /// any span (outside the habit's range, or not a due day).
    public func unit(containing day: Day, habit: Habit, weekStart: Weekday) -> EvaluationSpan? {
        guard habit.isActive(on: day) else { return nil }
        switch spanKind {
        case .day:
            return habit.schedule.isDue(on: day, start: habit.startDay)
                ? EvaluationSpan(kind: .day, first: day, last: day, fullLength: 1) : nil
        case .week:
            let first = day.firstOfWeek(startingOn: weekStart)
            return clipped(.week, first: first, last: first.adding(days: 6), habit: habit)
        case .month:
            let first = day.firstOfMonth
            return clipped(.month, first: first, last: day.lastOfMonth, habit: habit)
        case .block:
            let length = blockLength
            let index = habit.startDay.days(until: day) / length
            let first = habit.startDay.adding(days: index * length)
            return clipped(.block, first: first, last: first.adding(days: length - 1), habit: habit)
        }
    }

    private var blockLength: Int {
        if case .flexible(_, _, let length) = self, length > 0 { return length }
        return 1
    }

    /// Every span overlapping `[from, through]`, in order.
    public func units(from start: Day, through end: Day, habit: Habit, weekStart: Weekday) -> [EvaluationSpan] {
        let first = max(start, habit.startDay)
        let last = min(end, habit.endDay ?? end)
        guard first <= last else { return [] }
        var units: [EvaluationSpan] = []
        if spanKind == .day {
            units.reserveCapacity(first.days(until: last) + 1)
            for ordinal in first.ordinal...last.ordinal {
                let day = Day(ordinal: ordinal)
                if habit.schedule.isDue(on: day, start: habit.startDay) {
                    units.append(EvaluationSpan(kind: .day, first: day, last: day, fullLength: 1))
                }
            }
            return units
        }
        var cursor = first
        while cursor <= last, let unit = unit(containing: cursor, habit: habit, weekStart: weekStart) {
            units.append(unit)
            cursor = unit.last.adding(days: 1)
        }
        return units
    }

    private func clipped(_ kind: EvaluationSpan.Kind, first: Day, last: Day, habit: Habit) -> EvaluationSpan {
        EvaluationSpan(
            kind: kind, first: max(first, habit.startDay), last: min(last, habit.endDay ?? last),
            fullLength: first.days(until: last) + 1)
    }
}
