import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §5 "Today": the active habits due today, plus flexible habits
/// whose current unit has not yet succeeded; `done`/`total` count the build ones; quit habits are
/// listed apart.
@Suite struct TodayListTests {
    // Today is Wednesday June 17, 2026.
    private let today = Day("2026-06-17")!

    private func list(_ histories: [HabitHistory], weekStart: Weekday = .monday) -> TodayList {
        TodayList(day: today, histories: histories, weekStart: weekStart) { history in
            HabitStatistics(history: history, today: Day("2026-06-17")!, weekStart: weekStart).currentStreak
        }
    }

    @Test func habitsDueTodayAreListed() {
        let due = makeHabit(id: 1, schedule: .weekdays([.wednesday]), start: "2026-06-01")
        let notDue = makeHabit(id: 2, schedule: .weekdays([.monday, .friday]), start: "2026-06-01")
        let everyOther = makeHabit(id: 3, schedule: .everyNDays(2), start: "2026-06-02")  // due on odd dates
        let result = list([history(due), history(notDue), history(everyOther)])
        #expect(result.habits.map(\.habit.id) == [1])
        #expect(result.habits[0].isDue)
    }

    @Test func flexibleHabitIsListedUntilItsUnitSucceeds() {
        let open = makeHabit(id: 1, schedule: .timesPerWeek(3), start: "2026-06-01")
        let met = makeHabit(id: 2, schedule: .timesPerWeek(2), start: "2026-06-01")
        let result = list([
            history(open, totals: ["2026-06-15": 1]),
            history(met, totals: ["2026-06-15": 1, "2026-06-16": 1]),
        ])
        #expect(result.habits.map(\.habit.id) == [1])
        #expect(result.habits[0].isDue)
        #expect(!result.habits[0].isComplete)
        #expect(result.habits[0].currentUnit?.required == 3)
    }

    @Test func flexibleHabitMetByTodaysCheckInStaysListedAsDone() {
        let habit = makeHabit(schedule: .timesPerWeek(2), start: "2026-06-01")
        let result = list([history(habit, totals: ["2026-06-15": 1, "2026-06-17": 1])])
        #expect(result.habits.count == 1)
        #expect(!result.habits[0].isDue)
        #expect(result.habits[0].isComplete)
        #expect(result.done == 1 && result.total == 1)
    }

    /// docs/domain-rules.md §2: archive is a soft delete — the habit leaves today's list.
    @Test func archivedHabitsAreNotListed() {
        let archived = makeHabit(id: 1, start: "2026-06-01", isArchived: true)
        let archivedQuit = makeHabit(
            id: 2, kind: .quit, goal: Goal(type: .none, target: 0), start: "2026-06-01",
            isArchived: true)
        let result = list([history(archived), history(archivedQuit)])
        #expect(result.habits.isEmpty && result.quitHabits.isEmpty)
        #expect(result.total == 0)
    }

    @Test func habitsOutsideTheirStartAndEndAreNotListed() {
        let ended = makeHabit(id: 1, start: "2026-06-01", end: "2026-06-16")
        let future = makeHabit(id: 2, start: "2026-06-18")
        let lastDay = makeHabit(id: 3, start: "2026-06-01", end: "2026-06-17")
        #expect(list([history(ended), history(future), history(lastDay)]).habits.map(\.habit.id) == [3])
    }

    @Test func quitHabitsAreListedApartAndNotCounted() {
        let clean = makeHabit(id: 1, kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-01")
        let over = makeHabit(id: 2, kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-01")
        let build = makeHabit(id: 3, start: "2026-06-01")
        let result = list([
            history(clean, totals: ["2026-06-17": 2]), history(over, totals: ["2026-06-17": 3]), history(build),
        ])
        #expect(result.quitHabits.map(\.habit.id) == [1, 2])
        #expect(result.quitHabits.map(\.isComplete) == [true, false])
        #expect(result.habits.map(\.habit.id) == [3])
        #expect(result.total == 1)
        #expect(result.done == 0)
    }

    @Test func skippedHabitsAreListedButNotCounted() {
        let skipped = makeHabit(id: 1, start: "2026-06-01")
        let done = makeHabit(id: 2, start: "2026-06-01")
        let open = makeHabit(id: 3, start: "2026-06-01")
        let result = list([
            history(skipped, totals: ["2026-06-17": 1], skipped: ["2026-06-17"]),
            history(done, totals: ["2026-06-17": 1]),
            history(open),
        ])
        #expect(result.habits.count == 3)
        #expect(result.habits.first { $0.habit.id == 1 }?.isSkipped == true)
        #expect(result.total == 2)
        #expect(result.done == 1)
    }

    @Test func doneNeedsTheDailyTargetNotJustACheckIn() {
        let habit = makeHabit(goal: .simple(timesPerDay: 3), start: "2026-06-01")
        let result = list([history(habit, totals: ["2026-06-17": 2])])
        #expect(result.habits[0].total == 2)
        #expect(result.habits[0].target == 3)
        #expect(!result.habits[0].isComplete)
        #expect(result.done == 0 && result.total == 1)
    }

    @Test func weeklyGoalShowsThePeriodTotalSoFar() {
        let habit = makeHabit(goal: Goal(type: .time, unit: "min", target: 70, period: .week), start: "2026-06-01")
        let result = list([history(habit, totals: ["2026-06-15": 30, "2026-06-16": 20, "2026-06-17": 5])])
        #expect(result.habits[0].total == 55)
        #expect(result.habits[0].target == 70)
        #expect(!result.habits[0].isComplete)
    }

    @Test func habitsFollowTheUsersOrder() {
        let habits = [
            makeHabit(id: 1, start: "2026-06-01", sortOrder: 2), makeHabit(id: 2, start: "2026-06-01", sortOrder: 0),
            makeHabit(id: 3, start: "2026-06-01", sortOrder: 1),
        ]
        #expect(list(habits.map { history($0) }).habits.map(\.habit.id) == [2, 3, 1])
    }

    @Test func itemsCarryTheirStreak() {
        let habit = makeHabit(start: "2026-06-01")
        let result = list([history(habit, totals: ["2026-06-15": 1, "2026-06-16": 1])])
        #expect(result.habits[0].streak.count == 2)
    }
}
