import CadenceCore
import CadenceTestSupport
import Foundation
import Testing

/// docs/domain-rules.md §5: the current streak walks back from the current unit; the best streak is the
/// longest run in the whole history, by the same rules.
@Suite struct StreakTests {
    private func currentStreak(_ history: HabitHistory, today: String, weekStart: Weekday = .monday) -> Streak {
        statistics(of: history, today: today, weekStart: weekStart).currentStreak
    }

    private func done(_ days: [String], amount: Double = 1) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: days.map { ($0, amount) })
    }

    /// docs/domain-rules.md §5: not having logged yet today does not break a streak.
    @Test(arguments: [
        (["2026-06-16"], 1), (["2026-06-16", "2026-06-17"], 2), (["2026-06-17"], 1), ([String](), 0),
        (["2026-06-15", "2026-06-16"], 2), (["2026-06-15"], 0),
    ])
    func todayNotYetLoggedDoesNotBreakTheStreak(doneDays: [String], expected: Int) {
        let habit = makeHabit(start: "2026-06-01")
        #expect(currentStreak(history(habit, totals: done(doneDays)), today: "2026-06-17").count == expected)
    }

    @Test func eachSuccessfulDayAddsOneUntilTheFirstFailure() {
        let habit = makeHabit(start: "2026-06-01")
        let days = ["2026-06-10", "2026-06-11", "2026-06-13", "2026-06-14", "2026-06-15", "2026-06-16"]
        #expect(currentStreak(history(habit, totals: done(days)), today: "2026-06-17").count == 4)
    }

    @Test func theStartDateEndsTheWalk() {
        let habit = makeHabit(start: "2026-06-14")
        let days = ["2026-06-14", "2026-06-15", "2026-06-16", "2026-06-17"]
        let streak = currentStreak(history(habit, totals: done(days)), today: "2026-06-17")
        #expect(streak.count == 4)
        #expect(!streak.isTruncated)
    }

    /// docs/domain-rules.md §5: neutral units (a skipped day) are passed over.
    @Test func skippedDayIsPassedOverWithoutCounting() {
        let habit = makeHabit(start: "2026-06-01")
        let history = history(
            habit, totals: done(["2026-06-12", "2026-06-13", "2026-06-15", "2026-06-16"]),
            skipped: ["2026-06-14"])
        #expect(currentStreak(history, today: "2026-06-17").count == 4)
    }

    @Test func skippedTodayIsPassedOver() {
        let habit = makeHabit(start: "2026-06-01")
        let history = history(habit, totals: done(["2026-06-15", "2026-06-16"]), skipped: ["2026-06-17"])
        #expect(currentStreak(history, today: "2026-06-17").count == 2)
    }

    /// docs/domain-rules.md §5: non-due days are passed over.
    @Test func nonDueDaysArePassedOver() {
        let habit = makeHabit(schedule: .weekdays([.monday, .wednesday, .friday]), start: "2026-06-01")
        let history = history(habit, totals: done(["2026-06-08", "2026-06-10", "2026-06-12", "2026-06-15"]))
        // Today is Wednesday June 17, not yet logged; Saturday, Sunday and Tuesday are not due.
        #expect(currentStreak(history, today: "2026-06-17").count == 4)
    }

    /// docs/domain-rules.md §5: a streak counts units whose goal was met, not days with any check-in.
    @Test func daysWithCheckInsBelowTheTargetDoNotCount() {
        let habit = makeHabit(goal: .simple(timesPerDay: 3), start: "2026-06-01")
        let history = history(habit, totals: ["2026-06-14": 3, "2026-06-15": 3, "2026-06-16": 2, "2026-06-17": 3])
        #expect(currentStreak(history, today: "2026-06-17").count == 1)
        #expect(statistics(of: history, today: "2026-06-17").bestStreak.count == 2)
    }

    @Test func measuredHabitNeedsTheTargetAmount() {
        let habit = makeHabit(goal: Goal(type: .distance, unit: "km", target: 5), start: "2026-06-01")
        let history = history(habit, totals: ["2026-06-14": 5, "2026-06-15": 4.9, "2026-06-16": 7.5])
        #expect(currentStreak(history, today: "2026-06-17").count == 1)
    }

    /// docs/domain-rules.md §4, §5: a quit habit's current day over the limit is certain to fail and breaks the streak.
    @Test(arguments: [(0.0, 7), (2, 7), (3, 0)])
    func quitHabitOverTheLimitTodayBreaksTheStreak(todayTotal: Double, expected: Int) {
        // At most 2 cups of coffee a day, clean since June 10.
        let habit = makeHabit(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-10")
        let history = history(habit, totals: ["2026-06-12": 2, "2026-06-17": todayTotal])
        #expect(currentStreak(history, today: "2026-06-17").count == expected)
    }

    @Test func quitHabitPastDayOverTheLimitEndsTheWalk() {
        let habit = makeHabit(kind: .quit, goal: Goal(type: .none, target: 0), start: "2026-06-01")
        let history = history(habit, totals: ["2026-06-13": 1])
        #expect(currentStreak(history, today: "2026-06-17").count == 3)
    }

    @Test(arguments: [
        (Schedule.daily, GoalPeriod.day, EvaluationSpan.Kind.day), (.timesPerWeek(2), .day, .week),
        (.daily, .week, .week), (.timesPerMonth(4), .day, .month), (.daily, .month, .month),
        (.timesInDays(2, 5), .day, .block),
    ])
    func streakReportsItsUnit(schedule: Schedule, period: GoalPeriod, kind: EvaluationSpan.Kind) {
        let habit = makeHabit(
            goal: Goal(type: .time, unit: "min", target: 10, period: period), schedule: schedule,
            start: "2026-06-01")
        let stats = statistics(of: history(habit), today: "2026-06-17")
        #expect(stats.currentStreak.unit == kind)
        #expect(stats.bestStreak.unit == kind)
    }

    /// docs/domain-rules.md §5: a fully skipped week is neutral and passed over.
    @Test func fullySkippedWeekIsPassedOverInAWeeklyStreak() {
        let habit = makeHabit(schedule: .timesPerWeek(2), start: "2026-05-25")
        let skipped = Day("2026-06-08")!.through(Day("2026-06-14")!).map(\.description)
        let history = history(
            habit, totals: done(["2026-05-26", "2026-05-28", "2026-06-02", "2026-06-05"]),
            skipped: skipped)
        // The current week (June 15–21) is pending, June 8–14 is neutral, two weeks before succeeded.
        let streak = currentStreak(history, today: "2026-06-17")
        #expect(streak.count == 2)
        #expect(streak.unit == .week)
    }

    @Test func currentWeekCountsOnceItSucceeds() {
        let habit = makeHabit(schedule: .timesPerWeek(2), start: "2026-06-01")
        let history = history(habit, totals: done(["2026-06-02", "2026-06-05", "2026-06-15", "2026-06-16"]))
        // June 8–14 failed; the current week has succeeded.
        #expect(currentStreak(history, today: "2026-06-17").count == 1)
    }

    @Test func monthlyStreakCountsMonths() {
        let habit = makeHabit(schedule: .timesPerMonth(1), start: "2026-01-01")
        let history = history(habit, totals: done(["2026-02-10", "2026-03-10", "2026-04-10", "2026-05-10"]))
        // January failed; June (current) is pending.
        let streak = currentStreak(history, today: "2026-06-17")
        #expect(streak.count == 4)
        #expect(streak.unit == .month)
    }

    /// docs/domain-rules.md §5: the best streak is the longest run in the whole history — three years here,
    /// with the longest run in the middle and skipped days inside it.
    @Test func bestStreakOverThreeYearsFindsTheLongestRun() {
        let habit = makeHabit(start: "2023-01-01")
        let failures: Set<Day> = Set(
            ["2023-05-01", "2023-10-01", "2024-03-01", "2024-10-01", "2025-02-01", "2025-07-01", "2025-12-01"]
                .map { Day($0)! })
        let skipped = [Day("2024-06-15")!, Day("2024-06-16")!]
        var totals: [Day: Double] = [:]
        for day in Day("2023-01-01")!.through(Day("2025-12-31")!)
        where !failures.contains(day) && !skipped.contains(day) {
            totals[day] = 1
        }
        let history = history(habit, dayTotals: totals, skipped: skipped)
        let stats = HabitStatistics(history: history, today: Day("2025-12-31")!, weekStart: .monday)
        // March 2 – September 30, 2024 is 213 days, two of them skipped.
        #expect(Day("2024-03-02")!.days(until: Day("2024-09-30")!) + 1 == 213)
        #expect(stats.bestStreak.count == 211)
        #expect(stats.bestStreak.unit == .day)
        // December 2–31, 2025, today included.
        #expect(stats.currentStreak.count == 30)
    }

    @Test func bestStreakCountsAnUnbrokenHistoryUpToToday() {
        let habit = makeHabit(start: "2026-06-01")
        let days = Day("2026-06-01")!.through(Day("2026-06-16")!).map(\.description)
        let stats = statistics(of: history(habit, totals: done(days)), today: "2026-06-17")
        #expect(stats.bestStreak.count == 16)
        #expect(stats.currentStreak.count == 16)
    }

    @Test func bestStreakPassesOverNeutralUnits() {
        let habit = makeHabit(start: "2026-06-01")
        let history = history(
            habit, totals: done(["2026-06-01", "2026-06-02", "2026-06-04", "2026-06-05"]),
            skipped: ["2026-06-03"])
        #expect(statistics(of: history, today: "2026-06-17").bestStreak.count == 4)
    }

    @Test func noSuccessGivesZeroStreaks() {
        let stats = statistics(of: history(makeHabit(start: "2026-06-01")), today: "2026-06-17")
        #expect(stats.currentStreak.count == 0)
        #expect(stats.bestStreak.count == 0)
    }

    /// The streak rules re-derived by a plain walk over days, compared on generated histories of a
    /// Monday–Wednesday–Friday habit done 2 times a day, with skipped days.
    @Test(arguments: Array(UInt64(1)...40))
    func streaksMatchAPlainWalkOverGeneratedHistories(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let habit = makeHabit(
            goal: .simple(timesPerDay: 2), schedule: .weekdays([.monday, .wednesday, .friday]),
            start: "2026-01-05")
        let start = Day("2026-01-05")!
        let today = start.adding(days: Int.random(in: 0...120, using: &generator))
        var totals: [Day: Double] = [:]
        var skipped: [Day] = []
        for day in start.through(today) {
            totals[day] = Double(
                Int.random(in: 0...3, using: &generator) == 0 ? 1 : 2 * Int.random(in: 0...1, using: &generator))
            if Int.random(in: 0..<8, using: &generator) == 0 { skipped.append(day) }
        }
        let stats = HabitStatistics(
            history: history(habit, dayTotals: totals, skipped: skipped), today: today,
            weekStart: .monday)

        // Outcomes of the due, non-skipped days, oldest first; today only once it is met.
        var outcomes: [Bool] = []
        for day in start.through(today) where [.monday, .wednesday, .friday].contains(day.weekday) {
            guard !skipped.contains(day) else { continue }
            let met = (totals[day] ?? 0) >= 2
            if day == today && !met { continue }
            outcomes.append(met)
        }
        let current = outcomes.reversed().prefix { $0 }.count
        var best = 0
        var run = 0
        for met in outcomes {
            run = met ? run + 1 : 0
            best = max(best, run)
        }
        #expect(stats.currentStreak.count == current)
        #expect(stats.bestStreak.count == best)
    }

    @Test func streakOfAPartialHistoryThatReachesItsStartIsMarkedTruncated() {
        let habit = makeHabit(start: "2026-01-01")
        let days = Day("2026-06-10")!.through(Day("2026-06-16")!).map(\.description)
        let partial = history(habit, totals: done(days), coverageStart: "2026-06-10")
        let streak = currentStreak(partial, today: "2026-06-17")
        #expect(streak.count == 7)
        #expect(streak.isTruncated)

        let broken = history(habit, totals: done(Array(days.dropFirst())), coverageStart: "2026-06-10")
        #expect(!currentStreak(broken, today: "2026-06-17").isTruncated)
    }
}
