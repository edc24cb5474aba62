import CadenceCore
import CadenceTestSupport
import Foundation
import Testing

/// docs/domain-rules.md §5: window statistics over the units whose last day lies in the window, clipped to
/// `[start, end]`, with the current unit only if it has succeeded and neutral units left out.
@Suite struct WindowStatisticsTests {
    private let today = "2026-06-17"

    private func done(_ days: [String], amount: Double = 1) -> [String: Double] {
        Dictionary(uniqueKeysWithValues: days.map { ($0, amount) })
    }

    private func days(_ from: String, _ to: String) -> [String] {
        Day(from)!.through(Day(to)!).map(\.description)
    }

    @Test func defaultWindowIsTheThirtyDaysEndingToday() {
        let stats = statistics(of: history(makeHabit(start: "2026-01-01")), today: today)
        #expect(stats.window.window == window("2026-05-19", "2026-06-17"))
        #expect(stats.window.window.length == 30)
    }

    /// docs/domain-rules.md §5: the start date clamp makes a new habit's rate fair.
    @Test func windowIsClippedToTheStartDate() {
        // Started 5 days ago counting today (June 13–17), done every day.
        let habit = makeHabit(start: "2026-06-13")
        let stats = statistics(of: history(habit, totals: done(days("2026-06-13", today))), today: today).window
        #expect(stats.expected == 5)
        #expect(stats.successes == 5)
        #expect(stats.successRate == 1)
        #expect(stats.completionRate == 1)
    }

    @Test func windowIsClippedToTheEndDate() {
        let habit = makeHabit(start: "2026-05-01", end: "2026-06-05")
        let stats = statistics(of: history(habit, totals: done(days("2026-05-01", "2026-06-05"))), today: today).window
        // May 19 – June 5.
        #expect(stats.expected == 18)
        #expect(stats.successRate == 1)
    }

    /// docs/domain-rules.md §4, §5: the pending current unit is left out unless it has succeeded.
    @Test(arguments: [(true, 5, 5), (false, 4, 4)])
    func currentUnitCountsOnlyOnceSucceeded(todayDone: Bool, expected: Int, successes: Int) {
        let habit = makeHabit(start: "2026-06-13")
        let doneDays = days("2026-06-13", "2026-06-16") + (todayDone ? [today] : [])
        let stats = statistics(of: history(habit, totals: done(doneDays)), today: today).window
        #expect(stats.expected == expected)
        #expect(stats.successes == successes)
        #expect(stats.successRate == 1)
    }

    /// docs/domain-rules.md §4: a quit unit counts only once it is over, so today is left out either way.
    @Test(arguments: [0.0, 2, 3])
    func currentQuitDayIsLeftOut(todayTotal: Double) {
        let habit = makeHabit(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-15")
        let stats = statistics(of: history(habit, totals: ["2026-06-16": 1, today: todayTotal]), today: today).window
        #expect(stats.expected == 2)
        #expect(stats.successes == 2)
    }

    @Test(arguments: [(70.0, 2, 2), (69, 1, 1)])
    func currentWeekPeriodCountsOnceReached(currentTotal: Double, expected: Int, successes: Int) {
        // 70 minutes a week; last week met; this week (June 15–21) so far `currentTotal`.
        let habit = makeHabit(goal: Goal(type: .time, unit: "min", target: 70, period: .week), start: "2026-06-08")
        let history = history(habit, totals: ["2026-06-10": 70, "2026-06-16": currentTotal])
        let stats = statistics(of: history, today: today).window
        #expect(stats.expected == expected)
        #expect(stats.successes == successes)
    }

    /// docs/domain-rules.md §5: neutral units (skipped days) are left out.
    @Test func skippedDaysAreLeftOut() {
        let habit = makeHabit(start: "2026-06-08")
        let doneDays = ["2026-06-08", "2026-06-12", "2026-06-13", "2026-06-14", "2026-06-15", "2026-06-16", today]
        let stats = statistics(
            of: history(habit, totals: done(doneDays), skipped: ["2026-06-09", "2026-06-10"]),
            today: today
        ).window
        // Ten days, two skipped, June 11 failed.
        #expect(stats.expected == 8)
        #expect(stats.successes == 7)
        #expect(stats.successRate == 7.0 / 8)
    }

    @Test func fullySkippedWeekIsLeftOut() {
        let habit = makeHabit(schedule: .timesPerWeek(2), start: "2026-06-01")
        let history = history(
            habit, totals: done(["2026-06-02", "2026-06-03"]), skipped: days("2026-06-08", "2026-06-14"))
        let stats = statistics(of: history, today: today).window
        #expect(stats.expected == 1)
        #expect(stats.successRate == 1)
    }

    /// docs/domain-rules.md §5: 2 of 3 times on a 3-times-a-day habit counts 2/3.
    @Test func completionRateCountsPartialDays() throws {
        let habit = makeHabit(goal: .simple(timesPerDay: 3), start: "2026-06-15")
        let stats = statistics(of: history(habit, totals: ["2026-06-15": 3, "2026-06-16": 2]), today: today).window
        #expect(stats.expected == 2)
        #expect(stats.successes == 1)
        #expect(stats.successRate == 0.5)
        let expected: Double = (1 + 2.0 / 3) / 2
        #expect(abs(try #require(stats.completionRate) - expected) < 1e-12)
    }

    @Test func twoOfThreeTimesIsTwoThirds() throws {
        let habit = makeHabit(goal: .simple(timesPerDay: 3), start: "2026-06-16")
        let stats = statistics(of: history(habit, totals: ["2026-06-16": 2]), today: today).window
        #expect(stats.expected == 1)
        #expect(stats.successRate == 0)
        #expect(abs(try #require(stats.completionRate) - 2.0 / 3) < 1e-12)
    }

    @Test func overachievingCountsAsOneNotMore() {
        let habit = makeHabit(goal: Goal(type: .distance, unit: "km", target: 5), start: "2026-06-15")
        let stats = statistics(of: history(habit, totals: ["2026-06-15": 10, "2026-06-16": 0]), today: today).window
        #expect(stats.completionRate == 0.5)
    }

    /// docs/domain-rules.md §5: flexible units contribute `min(successful days ÷ required, 1)`.
    @Test func flexibleUnitProgressIsSuccessfulDaysOverRequired() {
        let habit = makeHabit(schedule: .timesPerWeek(4), start: "2026-06-01")
        let history = history(
            habit, totals: done(["2026-06-02", "2026-06-03", "2026-06-08", "2026-06-09", "2026-06-10"]))
        let stats = statistics(of: history, today: today, window: window("2026-06-01", "2026-06-14")).window
        #expect(stats.expected == 2)
        #expect(stats.successes == 0)
        #expect(stats.completionRate == 0.625)
    }

    /// docs/domain-rules.md §5: quit units contribute 1 or 0.
    @Test func quitUnitsContributeOneOrZero() {
        let habit = makeHabit(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-13")
        let history = history(habit, totals: ["2026-06-13": 1, "2026-06-14": 2.5, "2026-06-15": 10, "2026-06-16": 0])
        let stats = statistics(of: history, today: today).window
        #expect(stats.expected == 4)
        #expect(stats.successes == 2)
        #expect(stats.completionRate == 0.5)
    }

    /// docs/domain-rules.md §5: `completionCount` counts check-ins, not days.
    @Test func completionCountCountsCheckInsInTheWindow() {
        let habit = makeHabit(goal: .simple(timesPerDay: 3), start: "2026-05-01")
        let history = history(
            habit, totals: ["2026-05-10": 3, "2026-06-01": 3, "2026-06-16": 1, today: 2],
            skipped: ["2026-06-01"])
        let stats = statistics(of: history, today: today).window
        // May 10 is outside the window; June 1 (skipped), 16 and 17 (pending) are inside.
        #expect(stats.completionCount == 6)
    }

    @Test func unitsCountWhenTheirLastDayLiesInTheWindow() {
        let habit = makeHabit(schedule: .timesPerWeek(1), start: "2026-06-01")
        let history = history(habit, totals: done(["2026-06-03", "2026-06-09", today]))
        // June 1–7 ends before the window; June 8–14 ends inside it; the current week has succeeded.
        let stats = statistics(of: history, today: today, window: window("2026-06-10", today)).window
        #expect(stats.expected == 2)
        #expect(stats.successes == 2)
        #expect(stats.completionCount == 1)
    }

    /// The window rules re-derived week by week, compared on generated histories of an
    /// n-times-a-week habit starting on any weekday, with skipped days.
    @Test(arguments: Array(UInt64(1)...40))
    func weeklyWindowMatchesAPlainDerivation(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let times = Int.random(in: 1...7, using: &generator)
        let start = Day("2026-01-01")!.adding(days: Int.random(in: 0...13, using: &generator))
        let today = start.adding(days: Int.random(in: 0...90, using: &generator))
        let habit = Habit(id: 1, name: "Habit", schedule: .timesPerWeek(times), startDay: start)
        var done: Set<Day> = []
        var skipped: Set<Day> = []
        for day in start.through(today.adding(days: 6)) {
            if day <= today && Bool.random(using: &generator) { done.insert(day) }
            if Int.random(in: 0..<5, using: &generator) == 0 { skipped.insert(day) }
        }
        let stats = HabitStatistics(
            history: history(
                habit, dayTotals: Dictionary(uniqueKeysWithValues: done.map { ($0, 1.0) }),
                skipped: Array(skipped)),
            today: today, weekStart: .monday
        ).window

        let window = DateWindow.last(30, endingOn: today)
        var expected = 0
        var successes = 0
        var progress = 0.0
        var monday = start.firstOfWeek(startingOn: .monday)
        while monday <= today {
            let days = max(monday, start).through(monday.adding(days: 6)).filter { !skipped.contains($0) }
            monday = monday.adding(days: 7)
            let required = min(times, days.count)
            let successful = days.filter { $0 <= today && done.contains($0) }.count
            let isCurrent = monday > today
            let lastCounted = min(monday.adding(days: -1), today)
            guard required > 0, window.contains(lastCounted) else { continue }
            if successful >= required {
                successes += 1
            } else if isCurrent {
                continue  // pending, or failed before it is over: left out either way
            }
            expected += 1
            progress += min(Double(successful) / Double(required), 1)
        }
        #expect(stats.expected == expected)
        #expect(stats.successes == successes)
        if expected > 0 {
            #expect(abs(try #require(stats.completionRate) - progress / Double(expected)) < 1e-12)
        } else {
            #expect(stats.completionRate == nil)
        }
    }

    @Test func noCountedUnitGivesNoRates() {
        let stats = statistics(of: history(makeHabit(start: today)), today: today).window
        #expect(stats.expected == 0)
        #expect(stats.successRate == nil)
        #expect(stats.completionRate == nil)
    }

    @Test func windowMustNotEndBeforeItStarts() {
        expectError(.dateRangeInvalid) { _ = try DateWindow(from: Day("2026-06-17")!, to: Day("2026-06-16")!) }
        #expect(DateWindow.last(30, endingOn: Day(today)!).from == Day("2026-05-19")!)
        #expect(DateWindow.last(1, endingOn: Day(today)!).length == 1)
    }
}
