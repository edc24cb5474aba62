import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md "§19 Routines": the figures `cadence stats` shows for a routine, at the
/// edges — a habit not due that day, a skipped (or paused) habit, a routine left empty, a DST day,
/// and a window (`--from --to`) for the rate.
@Suite struct RoutineStatsEdgeTests {
    private func history(_ habit: Habit, done: [Day], skipped: [Day] = []) -> HabitHistory {
        HabitHistory(habit: habit, dayTotals: done.map { DayTotal(habitID: habit.id, day: $0, total: 1, count: 1) }, skippedDays: skipped)
    }

    @Test func aHabitNotDueThatDayDoesNotHoldTheRoutineBack() throws {
        let monday = try #require(Day("2027-03-01"))
        let water = Habit(id: 1, name: "Water", startDay: monday)
        let run = Habit(id: 2, name: "Run", schedule: .weekdays([.monday]), startDay: monday)
        let tuesday = monday.adding(days: 1)
        let histories = [history(water, done: [monday, tuesday]), history(run, done: [])]
        #expect(RoutineEvaluator.verdict(on: tuesday, histories: histories) == .perfect, "Run is not due on Tuesday")
        #expect(RoutineEvaluator.verdict(on: monday, histories: histories) == .imperfect, "Run was due on Monday, not done")
        let stats = RoutineEvaluator.stats(from: monday, today: tuesday, histories: histories)
        #expect(stats.currentStreak == 1 && stats.bestStreak == 1 && stats.rate == 0.5 && stats.doneToday)
    }

    @Test func aDayWithNothingDueIsNotCounted() throws {
        let monday = try #require(Day("2027-03-01"))
        let run = Habit(id: 2, name: "Run", schedule: .weekdays([.monday]), startDay: monday)
        let nextMonday = monday.adding(days: 7)
        let histories = [history(run, done: [monday, nextMonday])]
        #expect(RoutineEvaluator.verdict(on: monday.adding(days: 3), histories: histories) == .neutral)
        let stats = RoutineEvaluator.stats(from: monday, today: nextMonday.adding(days: 2), histories: histories)
        #expect(stats.currentStreak == 2 && stats.bestStreak == 2, "six days with nothing due between the Mondays pass")
        #expect(stats.rate == 1, "two counted days, both done; the neutral ones are out of the rate")
        #expect(!stats.doneToday, "nothing is due today (Wednesday)")
    }

    @Test func aSkippedOrPausedHabitPassesAndAllSkippedIsNeutral() throws {
        let start = try #require(Day("2027-01-30"))
        let read = Habit(id: 1, name: "Read", startDay: start)
        let walk = Habit(id: 2, name: "Walk", startDay: start)
        let paused = start.adding(days: 1)  // a pause writes skipped days (§4)
        let both = start.adding(days: 2)
        let histories = [
            history(read, done: [start, paused], skipped: [both]), history(walk, done: [start], skipped: [paused, both]),
        ]
        #expect(RoutineEvaluator.verdict(on: paused, histories: histories) == .perfect, "Walk paused, Read done")
        #expect(RoutineEvaluator.verdict(on: both, histories: histories) == .neutral, "both skipped: the day is not counted")
        let stats = RoutineEvaluator.stats(from: start, today: both, histories: histories)
        #expect(stats.currentStreak == 2 && stats.rate == 1 && !stats.doneToday)
    }

    @Test func anEmptyRoutineHasNoFigures() throws {
        let day = try #require(Day("2027-02-28"))
        #expect(RoutineEvaluator.verdict(on: day, histories: []) == .neutral)
        let stats = RoutineEvaluator.stats(from: day.adding(days: -10), today: day, histories: [])
        #expect(stats == RoutineStats(currentStreak: 0, bestStreak: 0, rate: nil, doneToday: false))
    }

    @Test func aDSTDayIsOneDayLikeAnyOther() throws {
        let dst = try #require(Day("2027-03-14"))  // 23 hours in America/New_York
        let water = Habit(id: 1, name: "Water", startDay: dst.adding(days: -2))
        let stretch = Habit(id: 2, name: "Stretch", startDay: dst.adding(days: -2))
        let days = dst.adding(days: -2).through(dst.adding(days: 1))
        let histories = [history(water, done: days), history(stretch, done: days)]
        let stats = RoutineEvaluator.stats(from: dst.adding(days: -2), today: dst.adding(days: 1), histories: histories)
        #expect(stats.currentStreak == 4 && stats.bestStreak == 4 && stats.rate == 1)
        let missed = [history(water, done: days), history(stretch, done: days.filter { $0 != dst })]
        let broken = RoutineEvaluator.stats(from: dst.adding(days: -2), today: dst.adding(days: 1), histories: missed)
        #expect(broken.currentStreak == 1 && broken.bestStreak == 2 && broken.rate == 0.75)
    }

    @Test func theRateFollowsAGivenWindow() throws {
        let start = try #require(Day("2027-01-01"))
        let today = try #require(Day("2027-01-31"))
        let read = Habit(id: 1, name: "Read", startDay: start)
        let histories = [history(read, done: start.through(try #require(Day("2027-01-10"))))]
        let january = try DateWindow(from: start, to: try #require(Day("2027-01-20")))
        let stats = RoutineEvaluator.stats(from: start, today: today, window: january, histories: histories)
        #expect(stats.rate == 0.5, "10 of the window's 20 days done")
        #expect(stats.currentStreak == 0 && stats.bestStreak == 10, "streaks stay as of today")
        let future = try DateWindow(from: today, to: today.adding(days: 5))
        #expect(RoutineEvaluator.stats(from: start, today: today, window: future, histories: histories).rate == nil)
    }
}
