/// docs/domain-rules.md §5: today's list and its done/total summary.
public struct TodayList: Sendable, Hashable {
    public let day: Day
    /// Build habits, in the user's order.
    public let habits: [TodayItem]
    /// Quit habits, listed apart ("clean so far" or over the limit).
    public let quitHabits: [TodayItem]
    /// Build habits listed and not skipped today whose goal is met.
    public let done: Int
    /// Build habits listed and not skipped today.
    public let total: Int

    /// docs/domain-rules.md §5: the active habits due today, plus flexible habits whose current unit has
    /// not yet succeeded (or that were logged today, so that completing a week's last time
    /// does not make the habit vanish). `done`/`total` count the build ones; a habit skipped
    /// today is listed but counted in neither. Archived habits are never listed.
    public init(day: Day, histories: [HabitHistory], weekStart: Weekday, streakOf: (HabitHistory) -> Streak) {
        self.day = day
        var build: [TodayItem] = []
        var quit: [TodayItem] = []
        for history in histories.sorted(by: { ($0.habit.sortOrder, $0.habit.id) < ($1.habit.sortOrder, $1.habit.id) }) {
            guard let item = TodayList.item(for: history, on: day, weekStart: weekStart, streakOf: streakOf) else { continue }
            if item.habit.kind == .build { build.append(item) } else { quit.append(item) }
        }
        habits = build
        quitHabits = quit
        (done, total) = Self.counts(of: build)
    }

    /// docs/domain-rules.md §5: done/total over the build habits `include` keeps (Today's
    /// category filter): a skipped habit counts in neither.
    public func counts(where include: (TodayItem) -> Bool) -> (done: Int, total: Int) {
        Self.counts(of: habits.filter(include))
    }

    private static func counts(of build: [TodayItem]) -> (done: Int, total: Int) {
        let counted = build.filter { !$0.isSkipped }
        return (counted.filter(\.isComplete).count, counted.count)
    }

    static func item(for history: HabitHistory, on day: Day, weekStart: Weekday, streakOf: (HabitHistory) -> Streak) -> TodayItem? {
        let habit = history.habit
        guard !habit.isArchived, habit.isActive(on: day) else { return nil }
        let evaluator = SpanEvaluator(history: history, today: day, weekStart: weekStart)
        let current = evaluator.evaluation(containing: day)
        let todayTotal = history.total(on: day)
        let isDue: Bool
        var total = todayTotal
        let target = habit.goal.target
        let isComplete: Bool
        switch evaluator.plan {
        case .dueDays:
            guard current != nil else { return nil }
            isDue = true
            isComplete = habit.isSuccessful(dayTotal: todayTotal)
        case .flexible:
            let unitMet = current?.outcome == .success
            isDue = !unitMet
            guard isDue || history.checkInCount(on: day) > 0 else { return nil }
            isComplete = habit.kind == .build ? (unitMet || habit.isSuccessful(dayTotal: todayTotal)) : habit.isSuccessful(dayTotal: todayTotal)
        case .periodTotal:
            isDue = true
            total = current?.achieved ?? todayTotal
            isComplete = habit.kind == .build ? current?.outcome == .success : current?.outcome != .failure
        }
        return TodayItem(
            habit: habit, isDue: isDue, total: total, target: target, isComplete: isComplete,
            isSkipped: history.isSkipped(day), streak: streakOf(history), currentUnit: current,
            dayTotal: todayTotal)
    }
}
