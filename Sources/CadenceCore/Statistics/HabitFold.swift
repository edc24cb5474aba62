/// docs/domain-rules.md §5 "Stored derived state": what a habit's streaks and strength score
/// need from its past, folded over every unit that ends before `anchor` and every day before it.
///
/// `anchor` is always the first day of a unit (or the habit's start, or the day after its end),
/// so the units before it are over whatever today is, and their outcomes never change unless a
/// fact before `anchor` changes — which makes the store drop the fold (docs/schema.md
/// "Derived state"). Folding to `a` and then on to `b` gives exactly the fold straight to `b`:
/// the current and best runs follow the same rules as `StreakCalculator`, and the score walk
/// carries its rolling sum (`StrengthScoreWalk`).
public struct HabitFold: Sendable, Hashable {
    /// The first day not folded.
    public var anchor: Day
    /// Successful units since the last failed one (neutral and pending units pass).
    public var run: Int
    /// The longest run so far.
    public var best: Int
    /// The strength score after the last day before `anchor`.
    public var score: Double
    /// The score walk's rolling window sum at the same moment.
    public var rolling: Double

    public init(anchor: Day, run: Int, best: Int, score: Double, rolling: Double) {
        self.anchor = anchor
        self.run = run
        self.best = best
        self.score = score
        self.rolling = rolling
    }

    /// Nothing folded yet: the state at the habit's start.
    public static func start(of habit: Habit) -> HabitFold {
        let walk = StrengthScoreWalk(habit: habit)
        return HabitFold(anchor: habit.startDay, run: 0, best: 0, score: walk.score, rolling: walk.rolling)
    }

    /// Days before `anchor` a resumed score walk reads.
    public static func lookback(for habit: Habit) -> Int {
        StrengthScoreWalk(habit: habit).denominator
    }

    /// How far behind today a kept fold stays: a check-in, an undo or a skip on the last
    /// `settlingDays` days (the days people still correct) lands on or after the anchor and
    /// leaves the fold valid, so it costs no rebuild.
    public static let settlingDays = 7

    /// The anchor a fold kept on `today` moves to: the first day of the unit containing the day
    /// `settlingDays` before today (that day itself for a day-unit habit), the habit's start
    /// before then, or the day after its end once it ended before then.
    public static func anchor(for habit: Habit, today: Day, weekStart: Weekday) -> Day {
        let settled = today.adding(days: -settlingDays)
        if let end = habit.endDay, settled > end { return end.adding(days: 1) }
        guard settled >= habit.startDay else { return habit.startDay }
        let plan = SpanPlan(habit: habit)
        guard plan.spanKind != .day else { return settled }
        return plan.unit(containing: settled, habit: habit, weekStart: weekStart)?.first ?? settled
    }

    /// The fold of a complete history straight to `anchor` (the derivation from scratch).
    public static func derive(_ history: HabitHistory, to anchor: Day, weekStart: Weekday) -> HabitFold {
        start(of: history.habit).advanced(to: anchor, history: history, weekStart: weekStart)
    }

    /// Folds the units ending before `newAnchor` and the score's days before it. `history` must
    /// cover `anchor − lookback` onward; a `newAnchor` not after `anchor` changes nothing.
    public func advanced(to newAnchor: Day, history: HabitHistory, weekStart: Weekday) -> HabitFold {
        guard newAnchor > anchor else { return self }
        let habit = history.habit
        var fold = self
        let plan = SpanPlan(habit: habit)
        let evaluator = SpanEvaluator(history: history, today: newAnchor, weekStart: weekStart)
        let lastFolded = newAnchor.adding(days: -1)
        for unit in plan.units(from: anchor, through: lastFolded, habit: habit, weekStart: weekStart) where unit.last < newAnchor {
            fold.take(evaluator.evaluate(unit).outcome)
        }
        var walk = StrengthScoreWalk(habit: habit, score: score, rolling: rolling)
        walk.walk(from: max(anchor, habit.startDay), through: min(lastFolded, habit.endDay ?? lastFolded), history: history)
        fold.score = walk.score
        fold.rolling = walk.rolling
        fold.anchor = newAnchor
        return fold
    }

    /// One more unit's outcome, by `StreakCalculator`'s rules.
    mutating func take(_ outcome: SpanOutcome) {
        switch outcome {
        case .success:
            run += 1
            best = max(best, run)
        case .neutral, .pending: break
        case .failure: run = 0
        }
    }

    /// The current and best streaks as of `today`: the fold continued over the units from
    /// `anchor` through the one containing today. `history` must cover `anchor` onward; `anchor`
    /// must not be after today.
    public func streaks(history: HabitHistory, today: Day, weekStart: Weekday) -> (current: Streak, best: Streak) {
        let plan = SpanPlan(habit: history.habit)
        let evaluator = SpanEvaluator(history: history, today: today, weekStart: weekStart)
        var fold = self
        for unit in plan.units(from: anchor, through: today, habit: history.habit, weekStart: weekStart) {
            fold.take(evaluator.evaluate(unit).outcome)
        }
        return (Streak(count: fold.run, unit: plan.spanKind), Streak(count: fold.best, unit: plan.spanKind))
    }

    /// The strength score as of `today`, walking on from `anchor`. `history` must cover
    /// `anchor − lookback` onward.
    public func score(history: HabitHistory, today: Day) -> Double {
        let habit = history.habit
        var walk = StrengthScoreWalk(habit: habit, score: score, rolling: rolling)
        let last = min(today, habit.endDay ?? today)
        walk.walk(from: max(anchor, habit.startDay), through: last, history: history)
        return walk.score
    }

    /// Whether this fold can answer for `today`: its anchor is not after today.
    public func answers(for today: Day) -> Bool { anchor <= today }

    /// The first day a reader must read for statistics as of `today` over `window`: the score's
    /// look-back before `anchor`, and the first unit ending in the window.
    public func readStart(for habit: Habit, window: DateWindow, weekStart: Weekday) -> Day {
        let plan = SpanPlan(habit: habit)
        let windowUnit = plan.unit(containing: max(window.from, habit.startDay), habit: habit, weekStart: weekStart)?.first ?? window.from
        return min(anchor.adding(days: -Self.lookback(for: habit)), windowUnit, window.from)
    }
}
