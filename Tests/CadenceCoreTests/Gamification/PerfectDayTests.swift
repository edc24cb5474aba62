import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §6: perfect days.
@Suite struct PerfectDayTests {
    let day = Day("2026-03-18")!  // a Wednesday

    @Test func everyDueHabitMetIsPerfect() {
        let read = makeHabit(id: 1, start: "2026-03-01")
        let water = makeHabit(id: 2, goal: Goal(type: .cups, unit: "cups", target: 8), start: "2026-03-01")
        let histories = [history(read, totals: ["2026-03-18": 1]), history(water, totals: ["2026-03-18": 8])]
        #expect(PerfectDay.verdict(on: day, histories: histories) == .perfect)
    }

    @Test func oneDueHabitMissedIsImperfect() {
        let read = makeHabit(id: 1, start: "2026-03-01")
        let water = makeHabit(id: 2, goal: Goal(type: .cups, unit: "cups", target: 8), start: "2026-03-01")
        let histories = [history(read, totals: ["2026-03-18": 1]), history(water, totals: ["2026-03-18": 7])]
        #expect(PerfectDay.verdict(on: day, histories: histories) == .imperfect)
    }

    @Test func aDayWithOnlyASkippedHabitIsNeutral() {
        let read = makeHabit(id: 1, start: "2026-03-01")
        #expect(PerfectDay.verdict(on: day, histories: [history(read, skipped: ["2026-03-18"])]) == .neutral)
    }

    @Test func skippedHabitsDoNotSpoilAPerfectDay() {
        let read = makeHabit(id: 1, start: "2026-03-01")
        let run = makeHabit(id: 2, start: "2026-03-01")
        let histories = [history(read, totals: ["2026-03-18": 1]), history(run, skipped: ["2026-03-18"])]
        #expect(PerfectDay.verdict(on: day, histories: histories) == .perfect)
    }

    @Test func nothingDueIsNeutral() {
        let mondays = makeHabit(id: 1, schedule: .weekdays([.monday]), start: "2026-03-01")
        #expect(PerfectDay.verdict(on: day, histories: [history(mondays)]) == .neutral)
        #expect(PerfectDay.verdict(on: day, histories: []) == .neutral)
    }

    @Test func aFlexibleWeeklyHabitDoesNotMakeADayImperfect() {
        let read = makeHabit(id: 1, start: "2026-03-01")
        let gym = makeHabit(id: 2, schedule: .timesPerWeek(3), start: "2026-03-01")
        let weekly = makeHabit(id: 3, goal: Goal(type: .distance, unit: "km", target: 20, period: .week), start: "2026-03-01")
        let histories = [history(read, totals: ["2026-03-18": 1]), history(gym), history(weekly)]
        #expect(PerfectDay.verdict(on: day, histories: histories) == .perfect)
    }

    @Test func aQuitHabitWithinItsLimitSucceedsAndOverItFails() {
        let read = makeHabit(id: 1, start: "2026-03-01")
        let coffee = makeHabit(id: 2, kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-03-01")
        #expect(
            PerfectDay.verdict(on: day, histories: [history(read, totals: ["2026-03-18": 1]), history(coffee, totals: ["2026-03-18": 2])]) == .perfect
        )
        #expect(
            PerfectDay.verdict(on: day, histories: [history(read, totals: ["2026-03-18": 1]), history(coffee, totals: ["2026-03-18": 3])])
                == .imperfect)
    }

    @Test func aQuitHabitAloneWithinItsLimitMakesAPerfectDay() {
        let smoke = makeHabit(id: 1, kind: .quit, goal: .simple(timesPerDay: 0), start: "2026-03-01")
        #expect(PerfectDay.verdict(on: day, histories: [history(smoke)]) == .perfect)
    }

    @Test func archivedHabitsAndHabitsOutsideTheirRangeAreLeftOut() {
        let read = makeHabit(id: 1, start: "2026-03-01")
        let archived = makeHabit(id: 2, start: "2026-03-01", isArchived: true)
        let ended = makeHabit(id: 3, start: "2026-03-01", end: "2026-03-10")
        let future = makeHabit(id: 4, start: "2026-03-19")
        let histories = [history(read, totals: ["2026-03-18": 1]), history(archived), history(ended), history(future)]
        #expect(PerfectDay.verdict(on: day, histories: histories) == .perfect)
    }
}
