import Foundation
import Testing

@testable import CadenceCore

/// docs/domain-rules.md §17 The calendar feed's recurring events: each fixed
/// schedule's RRULE, the reminder's weekdays as a limit, EXDATEs for skipped days, and no series
/// where no rule says the dates.
@Suite struct ReminderSeriesTests {
    let paris = UserCalendar(timeZone: TimeZone(identifier: "Europe/Paris")!, dayStartHour: 0, weekStart: .monday)

    private func habit(_ schedule: Schedule, goal: Goal = .simple()) -> Habit {
        Habit(id: 1, name: "Habit", goal: goal, schedule: schedule, startDay: Day("2026-01-05")!)
    }

    static let rules: [(Schedule, Set<Weekday>, String)] = [
        (.daily, [], "FREQ=DAILY"), (.daily, [.monday, .friday], "FREQ=WEEKLY;BYDAY=MO,FR"),
        (.everyNDays(3), [], "FREQ=DAILY;INTERVAL=3"), (.weekdays([.monday, .wednesday]), [], "FREQ=WEEKLY;BYDAY=MO,WE"),
        (.weekdays([.monday, .wednesday]), [.wednesday, .sunday], "FREQ=WEEKLY;BYDAY=WE"),
        (.daysOfMonth([15, -1, 1]), [], "FREQ=MONTHLY;BYMONTHDAY=1,15,-1"),
        (.daysOfMonth([1]), [.monday], "FREQ=MONTHLY;BYMONTHDAY=1;BYDAY=MO"),
        (.nthWeekday(week: 2, weekday: .tuesday), [], "FREQ=MONTHLY;BYDAY=2TU"),
        (.nthWeekday(week: -1, weekday: .friday), [.friday], "FREQ=MONTHLY;BYDAY=-1FR"),
        (.everyNWeeks(2, [.thursday, .monday]), [], "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=MO"),
    ]

    @Test(arguments: rules)
    func eachScheduleHasItsRule(schedule: Schedule, weekdays: Set<Weekday>, rule: String) {
        #expect(ScheduleRecurrence.rule(of: habit(schedule), reminder: Reminder(hour: 8, minute: 0, weekdays: weekdays), calendar: paris) == rule)
    }

    @Test func noRuleWhereNoneSaysTheDates() {
        let reminder = Reminder(hour: 8, minute: 0)
        #expect(ScheduleRecurrence.rule(of: habit(.timesPerWeek(3)), reminder: reminder, calendar: paris) == nil)
        let weekly = habit(.daily, goal: Goal(type: .distance, unit: "km", target: 20, period: .week))
        #expect(ScheduleRecurrence.rule(of: weekly, reminder: reminder, calendar: paris) == nil)
        let monday = Reminder(hour: 8, minute: 0, weekdays: [.monday])
        #expect(ScheduleRecurrence.rule(of: habit(.nthWeekday(week: 2, weekday: .tuesday)), reminder: monday, calendar: paris) == nil)
        let lateStart = UserCalendar(timeZone: paris.timeZone, dayStartHour: 4, weekStart: .monday)
        #expect(ScheduleRecurrence.rule(of: habit(.daysOfMonth([1])), reminder: Reminder(hour: 2, minute: 0), calendar: lateStart) == nil)
    }

    /// The feed's document: the series' lines with its zone, UNTIL and the skipped days as EXDATEs.
    @Test func theSeriesEventExpandsToThePlannersFirings() {
        let fortnight = habit(.everyNWeeks(2, [.monday, .thursday]))
        let reminder = Reminder(hour: 8, minute: 15)
        let facts = ReminderFacts(
            habit: fortnight, reminders: [HabitReminder(id: 7, habitID: 1, position: 0, reminder: reminder)], checkIns: [],
            skippedDays: [Day("2026-03-19")!])
        let from = try! Date("2026-03-01T00:00:00Z", strategy: .iso8601)
        let to = try! Date("2026-04-15T00:00:00Z", strategy: .iso8601)
        let firings = ReminderPlanner.firings(for: [facts], calendar: paris, from: from, to: to)
        #expect(firings.map(\.day.description) == ["2026-03-02", "2026-03-05", "2026-03-16", "2026-03-30", "2026-04-02", "2026-04-13"])
        let series = ReminderSeries(habit: fortnight, reminderID: 7, reminder: reminder, firings: firings, calendar: paris)
        #expect(series?.excluded.map(\.description) == ["2026-03-19"])
        let document = ReminderCalendar.document(firings: [], stamp: from, series: series.map { [$0] } ?? [], calendar: paris)
        #expect(document.contains("UID:cadence-series-7@cadence\r\n"))
        #expect(document.contains("DTSTART;TZID=Europe/Paris:20260302T081500\r\n"))
        // 2026-04-13 08:15 in Paris is summer time (UTC+2): 06:15Z.
        #expect(document.contains("RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=MO;UNTIL=20260413T061500Z\r\n"))
        #expect(document.contains("EXDATE;TZID=Europe/Paris:20260319T081500\r\n"))
        #expect(document.contains("BEGIN:VALARM"))
    }

    @Test func aUTCUserGetsUTCTimes() {
        let utc = UserCalendar(timeZone: TimeZone(identifier: "UTC")!, dayStartHour: 0, weekStart: .monday)
        let bills = habit(.daysOfMonth([1, -1]))
        let reminder = Reminder(hour: 9, minute: 0)
        let facts = ReminderFacts(
            habit: bills, reminders: [HabitReminder(id: 3, habitID: 1, position: 0, reminder: reminder)], checkIns: [], skippedDays: [])
        let firings = ReminderPlanner.firings(
            for: [facts], calendar: utc, from: try! Date("2026-02-01T00:00:00Z", strategy: .iso8601),
            to: try! Date("2026-03-02T00:00:00Z", strategy: .iso8601))
        #expect(firings.map(\.day.description) == ["2026-02-01", "2026-02-28", "2026-03-01"])
        let series = ReminderSeries(habit: bills, reminderID: 3, reminder: reminder, firings: firings, calendar: utc)
        let document = ReminderCalendar.document(firings: [], stamp: Date(), series: series.map { [$0] } ?? [], calendar: utc)
        #expect(document.contains("DTSTART:20260201T090000Z\r\n"))
        #expect(document.contains("RRULE:FREQ=MONTHLY;BYMONTHDAY=1,-1;UNTIL=20260301T090000Z\r\n"))
        #expect(!document.contains("EXDATE"))
    }
}
