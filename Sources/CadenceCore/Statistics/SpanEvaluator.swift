/// docs/domain-rules.md §4: decides each span's outcome from a habit's history as of today.
public struct SpanEvaluator: Sendable {
    public let history: HabitHistory
    public let today: Day
    public let weekStart: Weekday
    public let plan: SpanPlan

    public init(history: HabitHistory, today: Day, weekStart: Weekday) {
        self.history = history
        self.today = today
        self.weekStart = weekStart
        self.plan = SpanPlan(habit: history.habit)
    }

    private var habit: Habit { history.habit }

    /// Every span from the start of the covered history through the span containing today,
    /// evaluated. Spans reaching before a partial history's coverage are left out.
    public func evaluations() -> [SpanEvaluation] {
        plan.units(from: history.coverageStart, through: today, habit: habit, weekStart: weekStart)
            .filter { history.isComplete || $0.first >= history.coverageStart }
            .map(evaluate)
    }

    /// The evaluation of the span containing `day`, if `day` lies in one.
    public func evaluation(containing day: Day) -> SpanEvaluation? {
        plan.unit(containing: day, habit: habit, weekStart: weekStart).map(evaluate)
    }

    /// docs/domain-rules.md §4: one span's outcome.
    public func evaluate(_ unit: EvaluationSpan) -> SpanEvaluation {
        let isCurrent = unit.contains(today)
        switch plan {
        case .dueDays:
            return evaluateDay(unit, isCurrent: isCurrent)
        case .flexible(let count, _, _):
            return evaluateFlexible(unit, count: count, isCurrent: isCurrent)
        case .periodTotal:
            return evaluatePeriod(unit, isCurrent: isCurrent)
        }
    }

    /// docs/domain-rules.md §4: a day span with its day skipped is neutral; build succeeds at total ≥ target
    /// (pending until then while current); quit fails above the limit (pending while current).
    private func evaluateDay(_ unit: EvaluationSpan, isCurrent: Bool) -> SpanEvaluation {
        let day = unit.first
        let total = history.total(on: day)
        let target = habit.goal.target
        if history.isSkipped(day) {
            return SpanEvaluation(unit: unit, outcome: .neutral, progress: 0, achieved: total, required: target, isCurrent: isCurrent)
        }
        let met = habit.isSuccessful(dayTotal: total)
        switch habit.kind {
        case .build:
            let outcome: SpanOutcome = met ? .success : (isCurrent ? .pending : .failure)
            let progress = min(total / target, 1)
            return SpanEvaluation(unit: unit, outcome: outcome, progress: progress, achieved: total, required: target, isCurrent: isCurrent)
        case .quit:
            let outcome: SpanOutcome = !met ? .failure : (isCurrent ? .pending : .success)
            return SpanEvaluation(unit: unit, outcome: outcome, progress: met ? 1 : 0, achieved: total, required: target, isCurrent: isCurrent)
        }
    }

    /// docs/domain-rules.md §4: a flexible span succeeds when its successful days ≥ min(n, available days);
    /// with no available days it is neutral. While current, it is pending unless its outcome is
    /// already certain (a build span that has succeeded, or one that can no longer succeed).
    private func evaluateFlexible(_ unit: EvaluationSpan, count: Int, isCurrent: Bool) -> SpanEvaluation {
        var available = 0
        var successful = 0
        var stillPossible = 0
        for ordinal in unit.first.ordinal...unit.last.ordinal {
            let day = Day(ordinal: ordinal)
            guard !history.isSkipped(day) else { continue }
            available += 1
            if day > today {
                stillPossible += 1
                continue
            }
            let met = habit.isSuccessful(dayTotal: history.total(on: day))
            if met {
                successful += 1
            } else if day == today, habit.kind == .build {
                stillPossible += 1
            }
        }
        let required = min(count, available)
        guard required > 0 else {
            return SpanEvaluation(unit: unit, outcome: .neutral, progress: 0, achieved: Double(successful), required: 0, isCurrent: isCurrent)
        }
        let succeeded = successful >= required
        let canStillSucceed = successful + stillPossible >= required
        let outcome: SpanOutcome
        switch habit.kind {
        case .build:
            outcome = succeeded ? .success : (isCurrent && canStillSucceed ? .pending : .failure)
        case .quit:
            outcome = isCurrent ? (canStillSucceed ? .pending : .failure) : (succeeded ? .success : .failure)
        }
        let progress: Double =
            habit.kind == .build ? min(Double(successful) / Double(required), 1) : (outcome == .success ? 1 : 0)
        return SpanEvaluation(
            unit: unit, outcome: outcome, progress: progress, achieved: Double(successful), required: Double(required), isCurrent: isCurrent)
    }

    /// docs/domain-rules.md §4: a week/month period span compares its total with the target prorated to
    /// available days (`target × available ÷ days in span`); no available days is neutral.
    /// Check-ins on skipped days are not counted.
    private func evaluatePeriod(_ unit: EvaluationSpan, isCurrent: Bool) -> SpanEvaluation {
        var available = 0
        var total = 0.0
        for ordinal in unit.first.ordinal...unit.last.ordinal {
            let day = Day(ordinal: ordinal)
            guard !history.isSkipped(day) else { continue }
            available += 1
            total += history.total(on: day)
        }
        guard available > 0 else {
            return SpanEvaluation(unit: unit, outcome: .neutral, progress: 0, achieved: total, required: 0, isCurrent: isCurrent)
        }
        let prorated = habit.goal.target * Double(available) / Double(unit.fullLength)
        switch habit.kind {
        case .build:
            let met = total >= prorated - Habit.tolerance
            let outcome: SpanOutcome = met ? .success : (isCurrent ? .pending : .failure)
            let progress = prorated > 0 ? min(total / prorated, 1) : 1
            return SpanEvaluation(unit: unit, outcome: outcome, progress: progress, achieved: total, required: prorated, isCurrent: isCurrent)
        case .quit:
            let within = total <= prorated + Habit.tolerance
            let outcome: SpanOutcome = !within ? .failure : (isCurrent ? .pending : .success)
            return SpanEvaluation(
                unit: unit, outcome: outcome, progress: outcome == .success ? 1 : 0, achieved: total, required: prorated, isCurrent: isCurrent)
        }
    }
}
