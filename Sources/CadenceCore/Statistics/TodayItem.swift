/// One line of today's list (domain.md §5 "Today", source 001 summary).
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
    public let currentUnit: UnitEvaluation?
}

/// domain.md §5: today's list and its done/total summary.
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

    /// domain.md §5: the active habits due today, plus flexible habits whose current unit has
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
        let counted = build.filter { !$0.isSkipped }
        total = counted.count
        done = counted.filter(\.isComplete).count
    }

    static func item(for history: HabitHistory, on day: Day, weekStart: Weekday, streakOf: (HabitHistory) -> Streak) -> TodayItem? {
        let habit = history.habit
        guard !habit.isArchived, habit.isActive(on: day) else { return nil }
        let evaluator = UnitEvaluator(history: history, today: day, weekStart: weekStart)
        let current = evaluator.evaluation(containing: day)
        let todayTotal = history.total(on: day)
        let isDue: Bool
        var total = todayTotal
        var target = habit.goal.target
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
            target = habit.goal.target
            isComplete = habit.kind == .build ? current?.outcome == .success : current?.outcome != .failure
        }
        return TodayItem(
            habit: habit, isDue: isDue, total: total, target: target, isComplete: isComplete,
            isSkipped: history.isSkipped(day), streak: streakOf(history), currentUnit: current)
    }
}
