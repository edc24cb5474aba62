import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §4: a habit is judged in units (due days, weeks, months, k-day blocks); a unit's
/// available days are those inside `[start, end]` that are not skipped.
@Suite struct SpanEvaluationTests {
    // June 2026: the 1st is a Monday; weeks run 1–7, 8–14, 15–21, 22–28.

    @Test(arguments: [
        (Schedule.daily, GoalPeriod.day, EvaluationSpan.Kind.day), (.weekdays([.monday]), .day, .day),
        (.everyNDays(3), .day, .day), (.daily, .week, .week), (.daily, .month, .month), (.timesPerWeek(3), .day, .week),
        (.timesPerMonth(10), .day, .month), (.timesInDays(2, 5), .day, .block),
    ])
    func spanKindFollowsScheduleAndPeriod(schedule: Schedule, period: GoalPeriod, kind: EvaluationSpan.Kind) {
        let habit = makeHabit(
            goal: Goal(type: .time, unit: "min", target: 10, period: period), schedule: schedule,
            start: "2026-06-01")
        #expect(SpanPlan(habit: habit).spanKind == kind)
    }

    @Test func dayUnitsAreTheDueDaysOnly() {
        let habit = makeHabit(schedule: .weekdays([.monday, .wednesday, .friday]), start: "2026-06-01")
        let units = evaluations(of: history(habit), today: "2026-06-14").map(\.unit.first.description)
        #expect(units == ["2026-06-01", "2026-06-03", "2026-06-05", "2026-06-08", "2026-06-10", "2026-06-12"])
    }

    @Test func everyNDaysUnitsCountFromTheStartDate() {
        let habit = makeHabit(schedule: .everyNDays(4), start: "2026-06-03")
        let units = evaluations(of: history(habit), today: "2026-06-17").map(\.unit.first.description)
        #expect(units == ["2026-06-03", "2026-06-07", "2026-06-11", "2026-06-15"])
    }

    /// docs/domain-rules.md §4: a day unit with its day skipped is neutral.
    @Test func skippedDayUnitIsNeutral() throws {
        let habit = makeHabit(start: "2026-06-01")
        let result = try #require(
            evaluation(
                of: history(habit, skipped: ["2026-06-10"]), containing: "2026-06-10",
                today: "2026-06-17"))
        #expect(result.outcome == .neutral)
    }

    @Test(arguments: [
        // (day, total, outcome) for a build habit done 3 times a day, as of 2026-06-17.
        ("2026-06-16", 3.0, SpanOutcome.success), ("2026-06-16", 4, .success), ("2026-06-16", 2, .failure),
        ("2026-06-16", 0, .failure), ("2026-06-17", 2, .pending), ("2026-06-17", 0, .pending),
        ("2026-06-17", 3, .success),
    ])
    func buildDayUnitOutcome(day: String, total: Double, outcome: SpanOutcome) throws {
        let habit = makeHabit(goal: .simple(timesPerDay: 3), start: "2026-06-01")
        let result = try #require(
            evaluation(
                of: history(habit, totals: [day: total]), containing: day,
                today: "2026-06-17"))
        #expect(result.outcome == outcome)
        #expect(result.isCurrent == (day == "2026-06-17"))
        #expect(abs(result.progress - min(total / 3, 1)) < 1e-12)
    }

    /// docs/domain-rules.md §4: the current unit of a quit habit counts only once it is over — unless it has
    /// already failed.
    @Test(arguments: [
        ("2026-06-16", 2.0, SpanOutcome.success), ("2026-06-16", 0, .success), ("2026-06-16", 3, .failure),
        ("2026-06-17", 0, .pending), ("2026-06-17", 2, .pending), ("2026-06-17", 3, .failure),
    ])
    func quitDayUnitOutcome(day: String, total: Double, outcome: SpanOutcome) throws {
        let habit = makeHabit(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-01")
        let result = try #require(
            evaluation(
                of: history(habit, totals: [day: total]), containing: day,
                today: "2026-06-17"))
        #expect(result.outcome == outcome)
        #expect(result.progress == (total <= 2 ? 1 : 0))
    }

    /// docs/domain-rules.md §4: a flexible unit succeeds when its successful days ≥ min(n, available days).
    @Test(arguments: [
        (["2026-06-02", "2026-06-04", "2026-06-06"], SpanOutcome.success), (["2026-06-02", "2026-06-04"], .failure),
    ])
    func weeklyFlexibleUnitNeedsNSuccessfulDays(done: [String], outcome: SpanOutcome) throws {
        let habit = makeHabit(schedule: .timesPerWeek(3), start: "2026-06-01")
        let totals = Dictionary(uniqueKeysWithValues: done.map { ($0, 1.0) })
        let result = try #require(
            evaluation(
                of: history(habit, totals: totals), containing: "2026-06-03",
                today: "2026-06-17"))
        #expect(result.unit.first == Day("2026-06-01")! && result.unit.last == Day("2026-06-07")!)
        #expect(result.required == 3)
        #expect(result.outcome == outcome)
        #expect(abs(result.progress - Double(done.count) / 3) < 1e-12)
    }

    @Test func skippedDaysLowerTheRequiredCountOfAFlexibleWeek() throws {
        // Five times a week, Monday–Wednesday skipped: 4 days are available, so 4 are required.
        let habit = makeHabit(schedule: .timesPerWeek(5), start: "2026-06-01")
        let skipped = ["2026-06-01", "2026-06-02", "2026-06-03"]
        let allFour = history(
            habit, totals: ["2026-06-04": 1, "2026-06-05": 1, "2026-06-06": 1, "2026-06-07": 1],
            skipped: skipped)
        let success = try #require(evaluation(of: allFour, containing: "2026-06-04", today: "2026-06-17"))
        #expect(success.required == 4)
        #expect(success.outcome == .success)

        let three = history(habit, totals: ["2026-06-04": 1, "2026-06-05": 1, "2026-06-06": 1], skipped: skipped)
        #expect(try #require(evaluation(of: three, containing: "2026-06-04", today: "2026-06-17")).outcome == .failure)
    }

    @Test func checkInsOnSkippedDaysDoNotCountForAFlexibleUnit() throws {
        let habit = makeHabit(schedule: .timesPerWeek(2), start: "2026-06-01")
        let result = try #require(
            evaluation(
                of: history(habit, totals: ["2026-06-01": 1, "2026-06-02": 1], skipped: ["2026-06-02"]),
                containing: "2026-06-01", today: "2026-06-17"))
        #expect(result.achieved == 1)
        #expect(result.outcome == .failure)
    }

    /// docs/domain-rules.md §4: with no available days a flexible unit is neutral.
    @Test(arguments: [Schedule.timesPerWeek(3), .timesPerMonth(3), .timesInDays(2, 7)])
    func fullySkippedFlexibleUnitIsNeutral(schedule: Schedule) throws {
        let habit = makeHabit(schedule: schedule, start: "2026-06-01")
        let june = Day("2026-06-01")!.through(Day("2026-06-30")!).map(\.description)
        let result = try #require(
            evaluation(
                of: history(habit, skipped: june), containing: "2026-06-03",
                today: "2026-07-15"))
        #expect(result.outcome == .neutral)
    }

    /// docs/domain-rules.md §4: a habit starting mid-week has a partial first unit: required = min(n, available).
    @Test(arguments: [(5, 4, 4, SpanOutcome.success), (5, 4, 3, .failure), (3, 3, 3, .success), (2, 2, 1, .failure)])
    func partialFirstWeekRequiresAtMostItsAvailableDays(times: Int, required: Int, done: Int, outcome: SpanOutcome)
        throws
    {
        // Starts Thursday June 4: Thursday–Sunday are 4 available days.
        let habit = makeHabit(schedule: .timesPerWeek(times), start: "2026-06-04")
        let days = ["2026-06-04", "2026-06-05", "2026-06-06", "2026-06-07"].prefix(done)
        let result = try #require(
            evaluation(
                of: history(habit, totals: Dictionary(uniqueKeysWithValues: days.map { ($0, 1.0) })),
                containing: "2026-06-05", today: "2026-06-17"))
        #expect(result.unit.first == Day("2026-06-04")!)
        #expect(result.unit.last == Day("2026-06-07")!)
        #expect(result.unit.fullLength == 7)
        #expect(result.required == Double(required))
        #expect(result.outcome == outcome)
    }

    @Test func unitAfterThePartialOneIsAFullWeek() throws {
        let habit = makeHabit(schedule: .timesPerWeek(5), start: "2026-06-04")
        let units = evaluations(of: history(habit), today: "2026-06-17")
        #expect(units.map(\.unit.first.description) == ["2026-06-04", "2026-06-08", "2026-06-15"])
        #expect(units[1].required == 5)
    }

    @Test func weekUnitsFollowASundayWeekStart() {
        let habit = makeHabit(schedule: .timesPerWeek(2), start: "2026-06-01")
        let units = evaluations(of: history(habit), today: "2026-06-17", weekStart: .sunday)
        #expect(units.map(\.unit.first.description) == ["2026-06-01", "2026-06-07", "2026-06-14"])
        #expect(units.map(\.unit.last.description) == ["2026-06-06", "2026-06-13", "2026-06-20"])
    }
}
