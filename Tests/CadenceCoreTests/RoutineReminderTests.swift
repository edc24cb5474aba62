import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md "§19 Routines", a reminder on a routine: one firing at the routine's time
/// on each day where any of its habits is due — across Paris's spring-forward Sunday (2026-03-29),
/// with two habits due that day, a skipped one, a flexible one (never due), a time in the DST gap,
/// and a cancellation when every due habit was done before the instant.
@Suite struct RoutineReminderTests {
    let paris = UserCalendar(timeZone: TimeZone(identifier: "Europe/Paris")!, dayStartHour: 0, weekStart: .monday)
    let start = Day("2026-03-01")!

    static func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    func facts(_ habit: Habit, checkIns: [CheckIn] = [], skipped: Set<Day> = []) -> ReminderFacts {
        ReminderFacts(habit: habit, reminders: [], checkIns: checkIns, skippedDays: skipped)
    }

    var run: Habit { Habit(id: 1, name: "Run", schedule: .weekdays([.saturday, .sunday]), startDay: start) }
    var read: Habit { Habit(id: 2, name: "Read", schedule: .weekdays([.sunday]), startDay: start) }
    var gym: Habit { Habit(id: 3, name: "Gym", schedule: .timesPerWeek(3), startDay: start) }

    func plan(_ routine: Routine, _ facts: [ReminderFacts]) -> [ReminderFiring] {
        ReminderPlanner.routineFirings(
            for: [routine], habits: facts, calendar: paris, from: Self.instant("2026-03-27T00:00:00Z"), to: Self.instant("2026-03-31T00:00:00Z"))
    }

    func routine(at minute: Int?) -> Routine {
        let made = Self.instant("2026-03-01T00:00:00Z")
        return Routine(id: 7, name: "Weekend", habitIDs: [3, 1, 2], minuteOfDay: minute, createdAt: made, updatedAt: made)
    }

    @Test func oneFiringADayWhereAHabitIsDueAcrossTheDSTSunday() throws {
        let firings = plan(routine(at: 7 * 60), [facts(gym), facts(run), facts(read)])
        #expect(firings.map(\.day.description) == ["2026-03-28", "2026-03-29"], "Friday and Monday: only Gym, never due")
        #expect(firings.map(\.at) == [Self.instant("2026-03-28T06:00:00Z"), Self.instant("2026-03-29T05:00:00Z")], "07:00 CET, then CEST")
        let sunday = try #require(firings.last)
        #expect(sunday.routineID == 7 && sunday.reminderID == -7 && sunday.habitName == "Weekend" && sunday.localTime == "07:00")
        #expect(sunday.habitID == 1, "the first habit due that day, in the routine's order")
        #expect(firings.allSatisfy { !$0.isCancelled })
    }

    @Test func aSkippedHabitIsNotDueAndATimeInTheGapFiresAtItsEnd() {
        let saturday = Day("2026-03-28")!
        let firings = plan(routine(at: 2 * 60 + 30), [facts(run, skipped: [saturday]), facts(read)])
        #expect(firings.map(\.day.description) == ["2026-03-29"], "Saturday's only due habit is skipped")
        #expect(firings.first?.at == Self.instant("2026-03-29T01:30:00Z"), "02:30 does not exist that night: 03:30 CEST, as a habit's")
        #expect(firings.first?.localTime == "02:30")
    }

    @Test func theFiringIsCancelledWhenEveryDueHabitIsDoneBeforeIt() {
        let sunday = Day("2026-03-29")!
        let early = Self.instant("2026-03-29T04:30:00Z")
        let late = Self.instant("2026-03-29T05:30:00Z")
        let both = plan(
            routine(at: 7 * 60),
            [
                facts(run, checkIns: [CheckIn(id: 1, habitID: 1, day: sunday, at: early, amount: 1)]),
                facts(read, checkIns: [CheckIn(id: 2, habitID: 2, day: sunday, at: early, amount: 1)]),
            ])
        #expect(both.last?.isCancelled == true)
        let afterwards = plan(
            routine(at: 7 * 60),
            [
                facts(run, checkIns: [CheckIn(id: 1, habitID: 1, day: sunday, at: early, amount: 1)]),
                facts(read, checkIns: [CheckIn(id: 2, habitID: 2, day: sunday, at: late, amount: 1)]),
            ])
        #expect(afterwards.last?.isCancelled == false, "Read was done after 07:00")
        #expect(plan(routine(at: nil), [facts(run), facts(read)]).isEmpty, "a routine without a time never fires")
    }
}
