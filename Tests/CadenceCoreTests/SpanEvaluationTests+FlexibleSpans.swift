import CadenceCore
import Foundation
import Testing

extension SpanEvaluationTests {
    @Test func skippedDaysLowerTheRequiredCountOfAFlexibleMonth() throws {
        // Twenty times in February 2026 (28 days) with 10 days skipped: 18 available, 18 required.
        let habit = makeHabit(schedule: .timesPerMonth(20), start: "2026-01-01")
        let february = Day("2026-02-01")!.through(Day("2026-02-28")!)
        let skipped = february.prefix(10).map(\.description)
        let done = Dictionary(uniqueKeysWithValues: february.dropFirst(10).map { ($0.description, 1.0) })
        let result = try #require(
            evaluation(
                of: history(habit, totals: done, skipped: skipped),
                containing: "2026-02-14", today: "2026-03-10"))
        #expect(result.unit.kind == .month)
        #expect(result.unit.fullLength == 28)
        #expect(result.required == 18)
        #expect(result.outcome == .success)
    }

    @Test func partialFirstMonthRequiresAtMostItsAvailableDays() throws {
        // Ten times a month, starting March 25: 7 days remain in March.
        let habit = makeHabit(schedule: .timesPerMonth(10), start: "2026-03-25")
        let done = Dictionary(
            uniqueKeysWithValues: Day("2026-03-25")!.through(Day("2026-03-31")!)
                .map { ($0.description, 1.0) })
        let result = try #require(
            evaluation(
                of: history(habit, totals: done), containing: "2026-03-28",
                today: "2026-04-10"))
        #expect(result.unit.first == Day("2026-03-25")!)
        #expect(result.required == 7)
        #expect(result.outcome == .success)
    }

    /// docs/domain-rules.md §2: `timesInDays(n, k)` — n times in consecutive k-day blocks counted from the start.
    @Test func timesInDaysBlocksCountFromTheStartDate() {
        let habit = makeHabit(schedule: .timesInDays(2, 5), start: "2026-06-03")
        let units = evaluations(of: history(habit), today: "2026-06-17")
        #expect(units.map(\.unit.first.description) == ["2026-06-03", "2026-06-08", "2026-06-13"])
        #expect(units.map(\.unit.last.description) == ["2026-06-07", "2026-06-12", "2026-06-17"])
        #expect(units.allSatisfy { $0.unit.kind == .block && $0.unit.fullLength == 5 })
    }

    @Test func timesInDaysBlockSucceedsWithNSuccessfulDays() throws {
        let habit = makeHabit(schedule: .timesInDays(2, 5), start: "2026-06-03")
        let done = history(habit, totals: ["2026-06-04": 1, "2026-06-07": 1, "2026-06-09": 1])
        let first = try #require(evaluation(of: done, containing: "2026-06-05", today: "2026-06-17"))
        let second = try #require(evaluation(of: done, containing: "2026-06-10", today: "2026-06-17"))
        #expect(first.outcome == .success)
        #expect(second.outcome == .failure)
        #expect(second.progress == 0.5)
    }

    /// docs/domain-rules.md §4: a week/month period unit compares its total with `target × available ÷ days in unit`.
    @Test(arguments: [(30.0, SpanOutcome.success), (29.9, .failure), (45, .success)])
    func partialWeekPeriodTargetIsProratedToAvailableDays(total: Double, outcome: SpanOutcome) throws {
        // 70 minutes a week, starting Friday June 5: 3 of 7 days, so 30 minutes are required.
        let habit = makeHabit(goal: Goal(type: .time, unit: "min", target: 70, period: .week), start: "2026-06-05")
        let result = try #require(
            evaluation(
                of: history(habit, totals: ["2026-06-06": total]),
                containing: "2026-06-06", today: "2026-06-17"))
        #expect(result.unit.first == Day("2026-06-05")!)
        #expect(abs(result.required - 30) < 1e-9)
        #expect(result.outcome == outcome)
        #expect(abs(result.progress - min(total / 30, 1)) < 1e-9)
    }

    @Test(arguments: [(200.0, SpanOutcome.success), (199, .failure)])
    func monthPeriodTargetIsProratedAroundSkippedDays(total: Double, outcome: SpanOutcome) throws {
        // 300 pages in June (30 days) with June 1–10 skipped: 20 available days, 200 required.
        let habit = makeHabit(
            goal: Goal(type: .repetitions, unit: "pages", target: 300, period: .month),
            start: "2026-06-01")
        let skipped = Day("2026-06-01")!.through(Day("2026-06-10")!).map(\.description)
        let result = try #require(
            evaluation(
                of: history(habit, totals: ["2026-06-20": total], skipped: skipped),
                containing: "2026-06-20", today: "2026-07-05"))
        #expect(abs(result.required - 200) < 1e-9)
        #expect(result.outcome == outcome)
    }

    @Test func checkInsOnSkippedDaysDoNotCountForAPeriodTotal() throws {
        let habit = makeHabit(goal: Goal(type: .time, unit: "min", target: 70, period: .week), start: "2026-06-01")
        let result = try #require(
            evaluation(
                of: history(habit, totals: ["2026-06-01": 60, "2026-06-02": 10], skipped: ["2026-06-01"]),
                containing: "2026-06-02", today: "2026-06-17"))
        #expect(result.achieved == 10)
        #expect(abs(result.required - 60) < 1e-9)
        #expect(result.outcome == .failure)
    }

    @Test(arguments: [GoalPeriod.week, .month])
    func fullySkippedPeriodUnitIsNeutral(period: GoalPeriod) throws {
        let habit = makeHabit(goal: Goal(type: .time, unit: "min", target: 70, period: period), start: "2026-06-01")
        let june = Day("2026-06-01")!.through(Day("2026-06-30")!).map(\.description)
        let result = try #require(
            evaluation(
                of: history(habit, skipped: june), containing: "2026-06-02",
                today: "2026-07-15"))
        #expect(result.outcome == .neutral)
    }

    /// docs/domain-rules.md §4: the current unit is pending until its outcome is certain; a build unit
    /// counts once it has succeeded.
    @Test(arguments: [
        (3, ["2026-06-15"], SpanOutcome.pending), (3, ["2026-06-15", "2026-06-16", "2026-06-17"], .success),
        (7, ["2026-06-16", "2026-06-17"], .failure), (2, [], .pending),
    ])
    func currentFlexibleWeekIsPendingUntilCertain(times: Int, done: [String], outcome: SpanOutcome) throws {
        // Today is Wednesday June 17; seven times a week cannot succeed once Monday is missed.
        let habit = makeHabit(schedule: .timesPerWeek(times), start: "2026-06-01")
        let result = try #require(
            evaluation(
                of: history(habit, totals: Dictionary(uniqueKeysWithValues: done.map { ($0, 1.0) })),
                containing: "2026-06-17", today: "2026-06-17"))
        #expect(result.isCurrent)
        #expect(result.outcome == outcome)
    }

    @Test(arguments: [(60.0, SpanOutcome.pending), (70, .success)])
    func currentBuildPeriodIsPendingUntilReached(total: Double, outcome: SpanOutcome) throws {
        let habit = makeHabit(goal: Goal(type: .time, unit: "min", target: 70, period: .week), start: "2026-06-01")
        let result = try #require(
            evaluation(
                of: history(habit, totals: ["2026-06-16": total]),
                containing: "2026-06-17", today: "2026-06-17"))
        #expect(result.outcome == outcome)
    }

    /// docs/domain-rules.md §4: a quit unit counts only once it is over (unless already over the limit).
    @Test(arguments: [(5.0, SpanOutcome.pending), (7, .pending), (8, .failure)])
    func currentQuitPeriodIsPendingUntilOver(total: Double, outcome: SpanOutcome) throws {
        // At most 7 drinks a week.
        let habit = makeHabit(
            kind: .quit, goal: Goal(type: .repetitions, unit: "times", target: 7, period: .week),
            start: "2026-06-01")
        let current = try #require(
            evaluation(
                of: history(habit, totals: ["2026-06-16": total]),
                containing: "2026-06-17", today: "2026-06-17"))
        #expect(current.outcome == outcome)
        let over = try #require(
            evaluation(
                of: history(habit, totals: ["2026-06-16": total]),
                containing: "2026-06-17", today: "2026-06-22"))
        #expect(over.outcome == (total <= 7 ? .success : .failure))
    }

    @Test func endDateClipsTheLastUnit() throws {
        // Five times a week, ending Wednesday June 10: that week has 3 available days.
        let habit = makeHabit(schedule: .timesPerWeek(5), start: "2026-06-01", end: "2026-06-10")
        let units = evaluations(
            of: history(habit, totals: ["2026-06-08": 1, "2026-06-09": 1, "2026-06-10": 1]),
            today: "2026-06-17")
        #expect(units.count == 2)
        let last = try #require(units.last)
        #expect(last.unit.last == Day("2026-06-10")!)
        #expect(last.required == 3)
        #expect(last.outcome == .success)
    }

    @Test func nothingIsEvaluatedBeforeTheStart() {
        let habit = makeHabit(start: "2026-06-20")
        #expect(evaluations(of: history(habit), today: "2026-06-17").isEmpty)
        #expect(evaluation(of: history(habit), containing: "2026-06-17", today: "2026-06-17") == nil)
    }
}
