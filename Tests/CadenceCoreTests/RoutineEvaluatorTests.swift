import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md "§19 Routines": a routine is done for a day when its habits
/// due that day are done; its streak and rate at the edges (a leap day, days with nothing due,
/// today not done yet, a skipped habit, a flexible habit that is never due).
@Suite struct RoutineEvaluatorTests {
    private func history(_ habit: Habit, done: [Day], skipped: [Day] = []) -> HabitHistory {
        HabitHistory(habit: habit, dayTotals: done.map { DayTotal(habitID: habit.id, day: $0, total: 1, count: 1) }, skippedDays: skipped)
    }

    @Test func aRoutineAcrossALeapDayCountsDueDaysOnly() throws {
        let start = try #require(Day("2028-02-27"))  // a Sunday
        let leap = try #require(Day("2028-02-29"))
        let water = Habit(id: 1, name: "Water", startDay: start)
        let run = Habit(id: 2, name: "Run", schedule: .weekdays([.monday, .wednesday]), startDay: start)
        let gym = Habit(id: 3, name: "Gym", schedule: .timesPerWeek(3), startDay: start)
        let days = start.through(leap.adding(days: 2))
        let histories = [
            history(water, done: days), history(run, done: [start.adding(days: 1)], skipped: [start.adding(days: 3)]),
            history(gym, done: []),
        ]
        #expect(RoutineEvaluator.verdict(on: start, histories: histories) == .perfect, "Run is not due on Sunday; Gym never is")
        #expect(RoutineEvaluator.verdict(on: leap, histories: histories) == .perfect, "Tuesday the 29th: Water alone is due")
        #expect(RoutineEvaluator.verdict(on: start.adding(days: 3), histories: histories) == .perfect, "a skipped Run passes")
        let stats = RoutineEvaluator.stats(from: start, today: leap.adding(days: 2), histories: histories)
        #expect(stats.currentStreak == 5 && stats.bestStreak == 5 && stats.rate == 1 && stats.doneToday)
    }

    @Test func aMissedDayEndsTheStreakAndTodayWaits() throws {
        let start = try #require(Day("2026-12-29"))
        let today = start.adding(days: 4)  // 2027-01-02
        let read = Habit(id: 1, name: "Read", startDay: start)
        let histories = [history(read, done: [start, start.adding(days: 1), start.adding(days: 3)])]
        let stats = RoutineEvaluator.stats(from: start, today: today, histories: histories)
        #expect(stats.currentStreak == 1, "the 31st was missed; today (not done yet) passes")
        #expect(stats.bestStreak == 2)
        #expect(stats.rate == 0.75 && !stats.doneToday)
        let empty = RoutineEvaluator.stats(from: today, today: today, histories: [history(read, done: [])])
        #expect(empty.rate == nil && empty.currentStreak == 0, "today alone, not done: nothing counted yet")
        #expect(RoutineEvaluator.stats(from: today.adding(days: 1), today: today, histories: histories).rate == nil)
    }
}
