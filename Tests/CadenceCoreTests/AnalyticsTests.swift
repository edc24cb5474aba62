import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §5 "Analytics": per-day completion across habits for a week, habits
/// that struggle (30-day success rate under 50%), and a time-of-day histogram of check-ins.
@Suite struct AnalyticsTests {
    // The week of Monday June 15, 2026; today is Wednesday June 17.
    private let today = Day("2026-06-17")!

    private var histories: [HabitHistory] {
        let daily = makeHabit(id: 1, start: "2026-06-01")
        let mondayWednesday = makeHabit(id: 2, schedule: .weekdays([.monday, .wednesday]), start: "2026-06-01")
        let skipsTuesday = makeHabit(id: 3, start: "2026-06-01")
        let archived = makeHabit(id: 4, start: "2026-06-01", isArchived: true)
        let flexible = makeHabit(id: 5, schedule: .timesPerWeek(2), start: "2026-06-01")
        return [
            history(daily, totals: ["2026-06-15": 1]),
            history(mondayWednesday, totals: ["2026-06-15": 1, "2026-06-17": 1]),
            history(skipsTuesday, totals: ["2026-06-15": 1], skipped: ["2026-06-16"]),
            history(archived, totals: ["2026-06-15": 1, "2026-06-16": 1]),
            history(flexible, totals: ["2026-06-16": 1]),
        ]
    }

    @Test func weeklyCompletionRatesPerDay() throws {
        let week = Analytics.weeklyCompletion(
            histories: histories, weekContaining: today, today: today, weekStart: .monday)
        #expect(
            week.map(\.day.description) == [
                "2026-06-15", "2026-06-16", "2026-06-17", "2026-06-18", "2026-06-19", "2026-06-20", "2026-06-21",
            ])
        // Monday: all three day-unit habits done. Tuesday: only the daily one due (one skipped),
        // not done. Wednesday so far: one of three.
        #expect(week.map(\.due) == [3, 1, 3, 0, 0, 0, 0])
        #expect(week.map(\.completed) == [3, 0, 1, 0, 0, 0, 0])
        #expect(week[0].rate == 1)
        #expect(week[1].rate == 0)
        #expect(abs(try #require(week[2].rate) - 1.0 / 3) < 1e-12)
        #expect(week.dropFirst(3).allSatisfy { $0.rate == nil })
    }

    @Test func weeklyCompletionFollowsTheWeekStart() {
        let week = Analytics.weeklyCompletion(
            histories: histories, weekContaining: today, today: today, weekStart: .sunday)
        #expect(week.first?.day == Day("2026-06-14")!)
        #expect(week.last?.day == Day("2026-06-20")!)
        // Sunday June 14: only the two daily habits were due, neither done.
        #expect(week[0].due == 2 && week[0].completed == 0)
    }

    @Test func weeklyCompletionCountsQuitHabitsWithinTheirLimit() {
        let quit = makeHabit(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-15")
        let week = Analytics.weeklyCompletion(
            histories: [history(quit, totals: ["2026-06-15": 1, "2026-06-16": 3])],
            weekContaining: today, today: today, weekStart: .monday)
        #expect(week.prefix(3).map(\.rate) == [1, 0, 1])
    }

    /// docs/domain-rules.md §5: struggling means a 30-day success rate under 50%.
    @Test(arguments: [(14, true), (15, false), (16, false), (30, false), (0, true)])
    func habitStrugglesUnderHalfItsThirtyDayUnits(successes: Int, isStruggling: Bool) {
        // Started on the window's first day (May 19); the last `successes` days, today included, are done.
        let habit = makeHabit(start: "2026-05-19")
        var totals: [Day: Double] = [:]
        for day in Day("2026-05-19")!.through(today).suffix(successes) { totals[day] = 1 }
        let stats = HabitStatistics(history: history(habit, dayTotals: totals), today: today, weekStart: .monday)
        #expect(stats.window.expected == (successes > 0 ? 30 : 29))
        #expect(stats.window.successes == successes)
        #expect(Analytics.isStruggling(stats.window) == isStruggling)
    }

    @Test func habitWithNothingToJudgeIsNotStruggling() {
        let stats = HabitStatistics(history: history(makeHabit(start: "2026-06-17")), today: today, weekStart: .monday)
        #expect(stats.window.successRate == nil)
        #expect(!Analytics.isStruggling(stats.window))
    }

    /// docs/domain-rules.md §5: the histogram counts check-ins per local hour in the user's zone.
    @Test(arguments: [
        ("Asia/Tokyo", [8, 23, 0, 16]), ("America/New_York", [19, 10, 11, 3]), ("UTC", [23, 14, 15, 7]),
    ])
    func timeOfDayHistogramUsesTheUsersZone(zone: String, hours: [Int]) {
        let instants = [
            instant("2026-06-15T23:30:00Z"), instant("2026-06-16T14:59:00Z"), instant("2026-06-16T15:00:00Z"),
            instant("2026-03-08T07:30:00Z"),
        ]
        let histogram = Analytics.timeOfDayHistogram(of: instants, calendar: userCalendar(zone))
        #expect(histogram.count == 24)
        #expect(histogram.reduce(0, +) == instants.count)
        var expected = [Int](repeating: 0, count: 24)
        for hour in hours { expected[hour] += 1 }
        #expect(histogram == expected)
    }

    @Test func emptyHistogramHasTwentyFourZeroBins() {
        #expect(Analytics.timeOfDayHistogram(of: [], calendar: userCalendar("UTC")) == [Int](repeating: 0, count: 24))
    }
}
