import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md §9 "The planner", rule by rule: due days, flexible and period units,
/// skips, weekday filters, `[start, end]`, archived habits and inactive reminders, cancellation
/// by check-ins made before the instant, quit habits, day start 4, DST in Paris and New York,
/// and zones far apart.
@Suite struct ReminderPlannerTests {
    static func calendar(_ zone: String, dayStart: Int = 0) -> UserCalendar {
        UserCalendar(timeZone: TimeZone(identifier: zone)!, dayStartHour: dayStart, weekStart: .monday)
    }

    static func instant(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    func facts(
        _ habit: Habit, _ reminders: [Reminder], checkIns: [CheckIn] = [], skipped: Set<Day> = []
    ) -> ReminderFacts {
        ReminderFacts(
            habit: habit,
            reminders: reminders.enumerated().map {
                HabitReminder(id: Int64(habit.id * 10 + Int64($0.offset)), habitID: habit.id, position: $0.offset, reminder: $0.element)
            },
            checkIns: checkIns, skippedDays: skipped)
    }

    func plan(_ facts: [ReminderFacts], _ calendar: UserCalendar, _ from: String, _ to: String) -> [ReminderFiring] {
        ReminderPlanner.firings(for: facts, calendar: calendar, from: Self.instant(from), to: Self.instant(to))
    }

    let start = Day("2026-03-01")!

    @Test func aFixedScheduleFiresOnDueDaysOnly() {
        let paris = Self.calendar("Europe/Paris")
        let run = Habit(id: 1, name: "Run", schedule: .weekdays([.monday, .wednesday]), startDay: start)
        // Monday 2026-03-09 through Sunday 2026-03-15.
        let firings = plan([facts(run, [Reminder(hour: 7, minute: 0)])], paris, "2026-03-09T00:00:00Z", "2026-03-16T00:00:00Z")
        #expect(firings.map(\.day) == [Day("2026-03-09")!, Day("2026-03-11")!])
        #expect(firings.map(\.at) == [Self.instant("2026-03-09T06:00:00Z"), Self.instant("2026-03-11T06:00:00Z")])
        #expect(firings.allSatisfy { $0.localTime == "07:00" && !$0.isCancelled })
        let every3 = Habit(id: 2, name: "Water plants", schedule: .everyNDays(3), startDay: Day("2026-03-09")!)
        #expect(
            plan([facts(every3, [Reminder(hour: 9, minute: 0)])], paris, "2026-03-09T00:00:00Z", "2026-03-16T00:00:00Z")
                .map(\.day) == [Day("2026-03-09")!, Day("2026-03-12")!, Day("2026-03-15")!])
    }

    @Test func theSpanIsHalfOpenAndEmptyWhenReversed() {
        let utc = Self.calendar("UTC")
        let read = Habit(id: 1, name: "Read", startDay: start)
        let reminder = [Reminder(hour: 21, minute: 0)]
        #expect(plan([facts(read, reminder)], utc, "2026-03-10T21:00:00Z", "2026-03-11T21:00:00Z").map(\.day) == [Day("2026-03-10")!])
        #expect(plan([facts(read, reminder)], utc, "2026-03-11T21:00:00Z", "2026-03-10T21:00:00Z").isEmpty)
        #expect(plan([], utc, "2026-03-10T00:00:00Z", "2026-03-11T00:00:00Z").isEmpty)
    }

    @Test func neverOnSkippedDaysOutsideTheRangeForArchivedHabitsOrInactiveReminders() {
        let utc = Self.calendar("UTC")
        let bounded = Habit(id: 1, name: "Read", startDay: Day("2026-03-10")!, endDay: Day("2026-03-12")!)
        let firings = plan(
            [facts(bounded, [Reminder(hour: 8, minute: 0)], skipped: [Day("2026-03-11")!])], utc, "2026-03-08T00:00:00Z",
            "2026-03-15T00:00:00Z")
        #expect(firings.map(\.day) == [Day("2026-03-10")!, Day("2026-03-12")!])
        let archived = Habit(id: 2, name: "Old", startDay: start, isArchived: true)
        #expect(plan([facts(archived, [Reminder(hour: 8, minute: 0)])], utc, "2026-03-08T00:00:00Z", "2026-03-15T00:00:00Z").isEmpty)
        let silent = Habit(id: 3, name: "Quiet", startDay: start)
        #expect(plan([facts(silent, [Reminder(hour: 8, minute: 0, isActive: false)])], utc, "2026-03-08T00:00:00Z", "2026-03-15T00:00:00Z").isEmpty)
    }

    @Test func aWeekdayFilterNarrowsTheDueDays() {
        let utc = Self.calendar("UTC")
        let read = Habit(id: 1, name: "Read", startDay: start)
        let firings = plan(
            [facts(read, [Reminder(hour: 8, minute: 0, weekdays: [.saturday, .sunday])])], utc, "2026-03-09T00:00:00Z",
            "2026-03-16T00:00:00Z")
        #expect(firings.map(\.day) == [Day("2026-03-14")!, Day("2026-03-15")!])
    }

    @Test func aFiringIsCancelledByCheckInsMadeBeforeIt() {
        let utc = Self.calendar("UTC")
        let water = Habit(id: 1, name: "Water", goal: Goal(type: .cups, unit: "cups", target: 3), startDay: start)
        let day = Day("2026-03-10")!
        let checkIns = [
            CheckIn(id: 1, habitID: 1, day: day, at: Self.instant("2026-03-10T08:00:00Z"), amount: 2),
            CheckIn(id: 2, habitID: 1, day: day, at: Self.instant("2026-03-10T13:00:00Z"), amount: 1),
            CheckIn(id: 3, habitID: 99, day: day, at: Self.instant("2026-03-10T07:00:00Z"), amount: 5),
        ]
        let firings = plan(
            [facts(water, [Reminder(hour: 9, minute: 0), Reminder(hour: 12, minute: 0), Reminder(hour: 18, minute: 0)], checkIns: checkIns)],
            utc, "2026-03-10T00:00:00Z", "2026-03-11T00:00:00Z")
        #expect(firings.map(\.isCancelled) == [false, false, true], "2 of 3 cups by 09:00 and 12:00; 3 by 18:00")
        // A check-in at the very instant does not cancel it (made before, strictly).
        let atNoon = [CheckIn(id: 4, habitID: 1, day: day, at: Self.instant("2026-03-10T12:00:00Z"), amount: 3)]
        #expect(
            plan([facts(water, [Reminder(hour: 12, minute: 0)], checkIns: atNoon)], utc, "2026-03-10T00:00:00Z", "2026-03-11T00:00:00Z")
                .map(\.isCancelled) == [false])
    }

    @Test func aFlexibleUnitFiresEveryDayUntilItSucceedsMidWeek() {
        let utc = Self.calendar("UTC")
        let gym = Habit(id: 1, name: "Gym", schedule: .timesPerWeek(2), startDay: start)
        // Week of Monday 2026-03-09: done Monday and Tuesday mornings.
        let checkIns = [
            CheckIn(id: 1, habitID: 1, day: Day("2026-03-09")!, at: Self.instant("2026-03-09T06:00:00Z"), amount: 1),
            CheckIn(id: 2, habitID: 1, day: Day("2026-03-10")!, at: Self.instant("2026-03-10T06:00:00Z"), amount: 1),
        ]
        let firings = plan([facts(gym, [Reminder(hour: 18, minute: 0)], checkIns: checkIns)], utc, "2026-03-09T00:00:00Z", "2026-03-16T00:00:00Z")
        #expect(firings.count == 7, "every day of the unit")
        #expect(firings.map(\.isCancelled) == [false, true, true, true, true, true, true], "the week succeeded on Tuesday")
        let nextWeek = plan([facts(gym, [Reminder(hour: 18, minute: 0)], checkIns: checkIns)], utc, "2026-03-16T00:00:00Z", "2026-03-17T00:00:00Z")
        #expect(nextWeek.map(\.isCancelled) == [false], "a new week starts over")
        let weekly = Habit(id: 2, name: "Distance", goal: Goal(type: .distance, unit: "km", target: 20, period: .week), startDay: start)
        #expect(plan([facts(weekly, [Reminder(hour: 8, minute: 0)])], utc, "2026-03-09T00:00:00Z", "2026-03-16T00:00:00Z").count == 7)
    }

    @Test func aQuitHabitsReminderIsNeverCancelledByCheckIns() {
        let utc = Self.calendar("UTC")
        let coffee = Habit(id: 1, name: "Coffee", kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 1), startDay: start)
        let checkIns = [CheckIn(id: 1, habitID: 1, day: Day("2026-03-10")!, at: Self.instant("2026-03-10T08:00:00Z"), amount: 0)]
        let firings = plan([facts(coffee, [Reminder(hour: 20, minute: 0)], checkIns: checkIns)], utc, "2026-03-10T00:00:00Z", "2026-03-11T00:00:00Z")
        #expect(firings.map(\.isCancelled) == [false])
    }

    @Test func springForwardAndFallBackInParisAndNewYork() {
        // Paris: 2026-03-29 02:00 → 03:00; 2026-10-25 03:00 → 02:00.
        let paris = Self.calendar("Europe/Paris")
        let read = Habit(id: 1, name: "Read", startDay: start)
        let gap = plan([facts(read, [Reminder(hour: 2, minute: 30)])], paris, "2026-03-29T00:00:00Z", "2026-03-30T00:00:00Z")
        #expect(gap.map(\.at) == [Self.instant("2026-03-29T01:30:00Z")], "02:30 does not exist: it fires at 03:30 CEST")
        #expect(gap.first?.localTime == "02:30")
        let overlap = plan([facts(read, [Reminder(hour: 2, minute: 30)])], paris, "2026-10-24T22:00:00Z", "2026-10-26T00:00:00Z")
        #expect(overlap.map(\.at) == [Self.instant("2026-10-25T00:30:00Z")], "02:30 happens twice: once, the first (CEST)")
        // New York: 2026-03-08 02:00 → 03:00; 2026-11-01 02:00 → 01:00.
        let newYork = Self.calendar("America/New_York")
        #expect(
            plan([facts(read, [Reminder(hour: 2, minute: 15)])], newYork, "2026-03-08T05:00:00Z", "2026-03-09T05:00:00Z").map(\.at)
                == [Self.instant("2026-03-08T07:15:00Z")])
        #expect(
            plan([facts(read, [Reminder(hour: 1, minute: 30)])], newYork, "2026-11-01T04:00:00Z", "2026-11-02T05:00:00Z").map(\.at)
                == [Self.instant("2026-11-01T05:30:00Z")])
    }

    @Test func withADayStartOfFourAnEarlyReminderBelongsToThePreviousDay() {
        let paris = Self.calendar("Europe/Paris", dayStart: 4)
        let read = Habit(id: 1, name: "Read", startDay: start)
        let checkIns = [CheckIn(id: 1, habitID: 1, day: Day("2026-03-10")!, at: Self.instant("2026-03-10T22:00:00Z"), amount: 1)]
        let firings = plan([facts(read, [Reminder(hour: 2, minute: 0)], checkIns: checkIns)], paris, "2026-03-10T12:00:00Z", "2026-03-11T12:00:00Z")
        #expect(firings.map(\.day) == [Day("2026-03-10")!], "02:00 on the 11th ends the 10th")
        #expect(firings.map(\.at) == [Self.instant("2026-03-11T01:00:00Z")])
        #expect(firings.map(\.isCancelled) == [true], "done at 23:00 on the 10th, before the 02:00 reminder")
    }

    @Test func zonesFarApartFireAtTheirOwnWallClock() {
        let read = Habit(id: 1, name: "Read", startDay: start)
        let reminder = [Reminder(hour: 7, minute: 0)]
        let kiritimati = plan([facts(read, reminder)], Self.calendar("Pacific/Kiritimati"), "2026-03-10T00:00:00Z", "2026-03-11T00:00:00Z")
        let pagoPago = plan([facts(read, reminder)], Self.calendar("Pacific/Pago_Pago"), "2026-03-10T00:00:00Z", "2026-03-11T00:00:00Z")
        #expect(kiritimati.map(\.at) == [Self.instant("2026-03-10T17:00:00Z")] && kiritimati.map(\.day) == [Day("2026-03-11")!])
        #expect(pagoPago.map(\.at) == [Self.instant("2026-03-10T18:00:00Z")] && pagoPago.map(\.day) == [Day("2026-03-10")!])
    }

    @Test func firingsAreOrderedByInstantThenHabitOrder() {
        let utc = Self.calendar("UTC")
        let a = Habit(id: 1, name: "A", startDay: start, sortOrder: 1)
        let b = Habit(id: 2, name: "B", startDay: start, sortOrder: 0)
        let firings = plan(
            [facts(a, [Reminder(hour: 8, minute: 0), Reminder(hour: 7, minute: 0)]), facts(b, [Reminder(hour: 8, minute: 0)])], utc,
            "2026-03-10T00:00:00Z", "2026-03-11T00:00:00Z")
        #expect(firings.map(\.habitName) == ["A", "B", "A"])
        #expect(firings.map(\.localTime) == ["07:00", "08:00", "08:00"])
    }

    @Test func theCalendarDocumentIsValidICalendarText() {
        let firing = ReminderFiring(
            habitID: 1, habitName: "Read, write; \\ think\nnow " + String(repeating: "é", count: 60), reminderID: 7,
            day: Day("2026-03-10")!, at: Self.instant("2026-03-10T20:00:00Z"), localTime: "21:00", isCancelled: false)
        let done = ReminderFiring(
            habitID: 1, habitName: "Run", reminderID: 8, day: Day("2026-03-10")!, at: Self.instant("2026-03-10T06:00:00Z"),
            localTime: "07:00", isCancelled: true)
        let text = ReminderCalendar.document(firings: [firing, done], stamp: Self.instant("2026-03-10T05:00:00Z"))
        let lines = text.components(separatedBy: "\r\n")
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.dropLast().last == "END:VCALENDAR" && lines.last == "")
        #expect(lines.allSatisfy { $0.utf8.count <= 75 }, "folded at 75 octets")
        #expect(text.contains("UID:cadence-reminder-7-2026-03-10@cadence") && text.contains("DTSTART:20260310T200000Z"))
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("SUMMARY:Read\\, write\\; \\\\ think\\nnow "))
        #expect(text.components(separatedBy: "BEGIN:VALARM").count == 2, "only the firing not yet met has an alarm")
        #expect(text.contains("SUMMARY:✓ Run (done)"))
    }
}
