import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §16 Schedules by the month and by the fortnight: days of the
/// month (a 31st a month lacks is not due; `last` always is), the n-th weekday of the month (a
/// 5th one a month lacks is not due), every n weeks on weekdays from the start week (across a DST
/// week and across a year with an ISO week 53).
@Suite struct CalendarScheduleTests {
    private func dueDays(_ schedule: Schedule, start: String, from: String, through: String) -> [String] {
        let start = Day(start)!
        return Day(from)!.through(Day(through)!).filter { schedule.isDue(on: $0, start: start) }.map(\.description)
    }

    @Test func theThirtyFirstIsNotDueInAThirtyDayMonthButLastIs() {
        let schedule = Schedule.daysOfMonth([31])
        #expect(dueDays(schedule, start: "2026-01-01", from: "2026-04-01", through: "2026-05-31") == ["2026-05-31"])
        #expect(dueDays(.daysOfMonth([-1]), start: "2026-01-01", from: "2026-04-01", through: "2026-05-31") == ["2026-04-30", "2026-05-31"])
        #expect(
            dueDays(.daysOfMonth([31, -1]), start: "2026-01-01", from: "2026-04-01", through: "2026-05-31")
                == ["2026-04-30", "2026-05-31"])
    }

    @Test func februaryInLeapAndNonLeapYears() {
        let leap = dueDays(.daysOfMonth([28, 29, 30, -1]), start: "2024-01-01", from: "2024-02-01", through: "2024-02-29")
        #expect(leap == ["2024-02-28", "2024-02-29"])
        let common = dueDays(.daysOfMonth([29, 30, 31]), start: "2026-01-01", from: "2026-02-01", through: "2026-02-28")
        #expect(common.isEmpty)
        #expect(dueDays(.daysOfMonth([-1]), start: "2026-01-01", from: "2026-02-01", through: "2026-03-01") == ["2026-02-28"])
        #expect(dueDays(.daysOfMonth([-1]), start: "2024-01-01", from: "2024-02-01", through: "2024-03-01") == ["2024-02-29"])
    }

    @Test func firstFifteenthAndLastOfAMonth() {
        let due = dueDays(.daysOfMonth([1, 15, -1]), start: "2026-01-01", from: "2026-03-01", through: "2026-04-15")
        #expect(due == ["2026-03-01", "2026-03-15", "2026-03-31", "2026-04-01", "2026-04-15"])
    }

    @Test func theSecondTuesdayAndTheLastFriday() {
        #expect(
            dueDays(.nthWeekday(week: 2, weekday: .tuesday), start: "2026-01-01", from: "2026-01-01", through: "2026-03-31")
                == ["2026-01-13", "2026-02-10", "2026-03-10"])
        #expect(
            dueDays(.nthWeekday(week: -1, weekday: .friday), start: "2024-01-01", from: "2024-02-01", through: "2024-03-31")
                == ["2024-02-23", "2024-03-29"])
        #expect(
            dueDays(.nthWeekday(week: -1, weekday: .saturday), start: "2026-01-01", from: "2026-02-01", through: "2026-02-28")
                == ["2026-02-28"])
    }

    /// February 2026 has four Tuesdays: its 5th Tuesday is absent, March's is the 31st.
    @Test func aFifthTuesdayAMonthLacksIsNotDue() {
        let schedule = Schedule.nthWeekday(week: 5, weekday: .tuesday)
        #expect(dueDays(schedule, start: "2026-01-01", from: "2026-02-01", through: "2026-03-31") == ["2026-03-31"])
    }

    @Test func everyTwoWeeksIsAnchoredAtTheStartWeek() {
        // Starts on Wednesday 2026-03-04: its week (Monday 2026-03-02) is the first of every two.
        let schedule = Schedule.everyNWeeks(2, [.monday, .thursday])
        let due = dueDays(schedule, start: "2026-03-04", from: "2026-03-04", through: "2026-03-31")
        #expect(due == ["2026-03-05", "2026-03-16", "2026-03-19", "2026-03-30"])
    }

    /// The week of 2026-03-29 (Europe's change to summer time) and 2026-03-08 (the US's) are weeks
    /// of seven days like any other: the fortnight does not drift by an hour's day.
    @Test func everyTwoWeeksAcrossADSTWeek() {
        let schedule = Schedule.everyNWeeks(2, [.sunday, .monday])
        let due = dueDays(schedule, start: "2026-03-16", from: "2026-03-16", through: "2026-04-13")
        #expect(due == ["2026-03-16", "2026-03-22", "2026-03-30", "2026-04-05", "2026-04-13"])
        let berlin = UserCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!, dayStartHour: 4, weekStart: .sunday)
        let afterChange = berlin.day(containing: try! Date("2026-03-30T06:00:00Z", strategy: .iso8601))
        #expect(afterChange.description == "2026-03-30")
        #expect(schedule.isDue(on: afterChange, start: Day("2026-03-16")!))
        let newYork = UserCalendar(timeZone: TimeZone(identifier: "America/New_York")!, dayStartHour: 0, weekStart: .monday)
        let night = newYork.day(containing: try! Date("2026-03-09T03:30:00Z", strategy: .iso8601))  // 23:30 on Sunday the 8th
        #expect(night.description == "2026-03-08")
        // The Sunday closes the start week (Monday 2026-03-02 to Sunday 2026-03-08): due; a week later not.
        #expect(Schedule.everyNWeeks(2, [.sunday]).isDue(on: night, start: Day("2026-03-02")!))
        #expect(!Schedule.everyNWeeks(2, [.sunday]).isDue(on: night.adding(days: 7), start: Day("2026-03-02")!))
        #expect(Schedule.everyNWeeks(2, [.sunday]).isDue(on: night.adding(days: 14), start: Day("2026-03-02")!))
    }

    /// 2026 has an ISO week 53 (Monday 2026-12-28): counting weeks from the start, not by the
    /// parity of ISO week numbers (51, 53, 1 would put two due weeks in a row).
    @Test func everyTwoWeeksAcrossAYearWithISOWeek53() {
        let schedule = Schedule.everyNWeeks(2, [.monday])
        let due = dueDays(schedule, start: "2026-12-14", from: "2026-12-14", through: "2027-01-25")
        #expect(due == ["2026-12-14", "2026-12-28", "2027-01-11", "2027-01-25"])
        #expect(dueDays(.everyNWeeks(1, [.friday]), start: "2026-12-30", from: "2026-12-28", through: "2027-01-08") == ["2027-01-01", "2027-01-08"])
    }

    @Test func nothingIsDueBeforeTheStartWeek() {
        #expect(dueDays(.everyNWeeks(2, [.monday]), start: "2026-03-02", from: "2026-02-16", through: "2026-03-01").isEmpty)
    }

    /// docs/domain-rules.md §5: a streak passes over the days a schedule does not make due, and
    /// the rate counts due days only; a skipped due day is neutral.
    @Test func streaksAndRatesCountDueDaysOnly() {
        let habit = makeHabit(schedule: .daysOfMonth([1, 15, -1]), start: "2026-03-01")
        let totals: [String: Double] = ["2026-03-01": 1, "2026-03-15": 1, "2026-03-31": 1, "2026-04-15": 1]
        let today = "2026-04-20"
        let stats = statistics(of: history(habit, totals: totals, skipped: ["2026-04-01"]), today: today)
        #expect(stats.currentStreak.count == 4)
        let rates = statistics(of: history(habit, totals: totals), today: today, window: window("2026-03-01", today)).window
        #expect(rates.expected == 5)  // March 1, 15, 31; April 1, 15
        #expect(rates.successes == 4)
        let missed = statistics(of: history(habit, totals: ["2026-03-01": 1, "2026-03-31": 1, "2026-04-15": 1]), today: today)
        #expect(missed.currentStreak.count == 1)
    }

    @Test func aNthWeekdayStreakWalksOverWholeMonths() {
        let habit = makeHabit(schedule: .nthWeekday(week: 2, weekday: .tuesday), start: "2026-01-01")
        let totals: [String: Double] = ["2026-01-13": 1, "2026-02-10": 1, "2026-03-10": 1]
        #expect(statistics(of: history(habit, totals: totals), today: "2026-04-13").currentStreak.count == 3)
        #expect(statistics(of: history(habit, totals: totals), today: "2026-04-15").currentStreak.count == 0)
    }
}
