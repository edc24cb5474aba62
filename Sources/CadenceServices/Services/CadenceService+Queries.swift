import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// How many days back today's list reads before it needs a habit's full history: enough
    /// for any week or month unit and for most current streaks.
    static let todayLookbackDays = 63
    /// The same for habits judged in weeks, months or blocks (about half a year).
    static let periodLookbackDays = 182
    /// The second, wider read for streaks longer than the first one covers.
    static let todayWideLookbackDays = 730

    /// docs/domain-rules.md §5 "Today": today's list with each habit's streak and the done/total summary.
    ///
    /// Reads the last weeks of every active habit in one query; only a habit whose current
    /// streak reaches back past that is read again in full.
    public func todayList(for user: UserID) async throws -> TodayList {
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        return try await todayList(
            for: user, on: today, settings: settings, habits: try await store.habits(of: user, includeArchived: false))
    }

    /// The list of `today` (the user's day at `now`, from `settings`) from the unarchived habits
    /// the caller already read (in the order `habits(of:includeArchived: false)` gives them): the
    /// dashboard reads them once for its own card too, and reads beside the list what needs the day.
    func todayList(for user: UserID, on today: Day, settings: UserSettings, habits unarchived: [Habit]) async throws -> TodayList {
        let habits = unarchived.filter { $0.isActive(on: today) }
        if let list = try await todayListFromFolds(habits, for: user, today: today, weekStart: settings.weekStart) {
            return list
        }
        var coverage = today.adding(days: -Self.todayLookbackDays)
        for habit in habits {
            let plan = SpanPlan(habit: habit)
            if let unit = plan.unit(containing: today, habit: habit, weekStart: settings.weekStart) {
                coverage = min(coverage, unit.first)
            }
            // Week and month units are few per year: look back far enough for a typical streak.
            if plan.spanKind != .day {
                coverage = min(coverage, today.adding(days: -Self.periodLookbackDays))
            }
        }
        var histories = try await histories(of: habits, for: user, from: coverage, through: nil)
        var streaks: [HabitID: Streak] = [:]
        var truncated: [Int] = []
        for (index, history) in histories.enumerated() {
            let streak = currentStreak(of: history, today: today, weekStart: settings.weekStart)
            streaks[history.habit.id] = streak
            if streak.isTruncated { truncated.append(index) }
        }
        // A streak that reaches past the recent weeks needs more of the habit's history: read
        // all such habits together, two years back, then (for the few still going) everything.
        for lookback in [Self.todayWideLookbackDays, nil] where !truncated.isEmpty {
            let from = lookback.map { today.adding(days: -$0) }
            let wider = try await self.histories(of: truncated.map { histories[$0].habit }, for: user, from: from, through: nil)
            var stillTruncated: [Int] = []
            for (index, history) in zip(truncated, wider) {
                histories[index] = history
                let streak = currentStreak(of: history, today: today, weekStart: settings.weekStart)
                streaks[history.habit.id] = streak
                if streak.isTruncated { stillTruncated.append(index) }
            }
            truncated = stillTruncated
        }
        return TodayList(day: today, histories: histories, weekStart: settings.weekStart) { history in
            streaks[history.habit.id] ?? Streak(count: 0, unit: SpanPlan(habit: history.habit).spanKind)
        }
    }

    /// docs/domain-rules.md §5: one habit's streaks, window statistics (default: 30 days ending today),
    /// trend and strength score.
    public func statistics(of habitID: HabitID, for user: UserID, window: DateWindow? = nil) async throws -> HabitStatistics {
        let habit = try await habit(habitID, of: user)
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        if let statistics = try await statisticsFromFolds([habit], for: user, today: today, weekStart: settings.weekStart, window: window)?.first {
            return statistics
        }
        let history =
            try await histories(of: [habit], for: user, from: nil, through: nil).first
            ?? HabitHistory(habit: habit, dayTotals: [], skippedDays: [])
        return HabitStatistics(history: history, today: today, weekStart: settings.weekStart, window: window)
    }

    /// Every active habit's statistics over the 30 days ending today, struggling ones marked.
    public func overview(for user: UserID) async throws -> [OverviewRow] {
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        let habits = try await store.habits(of: user, includeArchived: false)
        if let all = try await statisticsFromFolds(habits, for: user, today: today, weekStart: settings.weekStart) {
            return zip(habits, all).map { habit, statistics in
                OverviewRow(habit: habit, statistics: statistics, isStruggling: Analytics.isStruggling(statistics.window))
            }
        }
        return try await histories(of: habits, for: user, from: nil, through: nil).map { history in
            let statistics = HabitStatistics(history: history, today: today, weekStart: settings.weekStart)
            return OverviewRow(habit: history.habit, statistics: statistics, isStruggling: Analytics.isStruggling(statistics.window))
        }
    }

    /// docs/domain-rules.md §5: habits whose 30-day success rate is under 50%.
    public func strugglingHabits(for user: UserID) async throws -> [OverviewRow] {
        try await overview(for: user).filter(\.isStruggling)
    }

    /// docs/domain-rules.md §5: per-day completion across all active habits for the week
    /// containing `day` (default: this week).
    public func weeklyCompletion(for user: UserID, weekContaining day: Day? = nil) async throws -> [Analytics.DayCompletion] {
        let settings = try await store.settings(of: user)
        let today = try UserCalendar(settings: settings).day(containing: now)
        let first = (day ?? today).firstOfWeek(startingOn: settings.weekStart)
        let habits = try await store.habits(of: user, includeArchived: false)
        let histories = try await histories(of: habits, for: user, from: first, through: first.adding(days: 6))
        return Analytics.weeklyCompletion(histories: histories, weekContaining: first, today: today, weekStart: settings.weekStart)
    }

    /// docs/domain-rules.md §5: check-ins per local hour (0–23) over a window (default: the
    /// 30 days ending today), in the user's current zone.
    public func timeOfDayHistogram(for user: UserID, window: DateWindow? = nil) async throws -> [Int] {
        let calendar = try await calendar(for: user)
        let window = window ?? .last(30, endingOn: calendar.day(containing: now))
        let checkIns = try await store.checkIns(of: user, habit: nil, from: window.from, through: window.to)
        return Analytics.timeOfDayHistogram(of: checkIns.map(\.at), calendar: calendar)
    }

    /// The current streak of one history (docs/domain-rules.md §5).
    func currentStreak(of history: HabitHistory, today: Day, weekStart: Weekday) -> Streak {
        let evaluator = SpanEvaluator(history: history, today: today, weekStart: weekStart)
        return StreakCalculator.currentStreak(
            of: evaluator.evaluations(), kind: evaluator.plan.spanKind, historyIsComplete: history.isComplete)
    }

    /// Reads the facts of several habits in two queries and groups them per habit.
    /// `from == nil` reads each habit's whole history.
    func histories(of habits: [Habit], for user: UserID, from: Day?, through: Day?) async throws -> [HabitHistory] {
        guard !habits.isEmpty else { return [] }
        let ids = habits.count > 50 ? nil : habits.map(\.id)
        let totals = try await store.dayTotals(of: user, habits: ids, from: from, through: through)
        let records = try await store.dayRecords(of: user, habits: ids, from: from, through: through)
        var totalsByHabit: [HabitID: [DayTotal]] = [:]
        for row in totals { totalsByHabit[row.habitID, default: []].append(row) }
        var skippedByHabit: [HabitID: [Day]] = [:]
        for record in records where record.isSkipped { skippedByHabit[record.habitID, default: []].append(record.day) }
        return habits.map { habit in
            HabitHistory(
                habit: habit, dayTotals: totalsByHabit[habit.id] ?? [], skippedDays: skippedByHabit[habit.id] ?? [],
                coverageStart: from)
        }
    }
}
