import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §16 Schedules by the month and by the fortnight: the bounds
/// (checked in `HabitValidator.validateCalendar` only), the JSON shapes, the written forms
/// (`1,15,last`, `2tue`, `last-fri`, every N weeks with `on`) and reminders on due days only.
@Suite struct CalendarScheduleInputTests {
    @Test(arguments: [
        (Schedule.daysOfMonth([]), CadenceError.Code.daysOfMonthOutOfRange), (.daysOfMonth([0]), .daysOfMonthOutOfRange),
        (.daysOfMonth([32]), .daysOfMonthOutOfRange), (.daysOfMonth([1, -2]), .daysOfMonthOutOfRange),
        (.nthWeekday(week: 0, weekday: .monday), .nthWeekdayOutOfRange), (.nthWeekday(week: 6, weekday: .monday), .nthWeekdayOutOfRange),
        (.nthWeekday(week: -2, weekday: .monday), .nthWeekdayOutOfRange), (.everyNWeeks(0, [.monday]), .everyNWeeksOutOfRange),
        (.everyNWeeks(53, [.monday]), .everyNWeeksOutOfRange), (.everyNWeeks(2, []), .weekdaysEmpty),
    ])
    func boundsAreRefused(schedule: Schedule, code: CadenceError.Code) {
        expectError(code) { try HabitValidator.validate(schedule: schedule) }
    }

    @Test(arguments: [
        Schedule.daysOfMonth([1, 31, -1]), .daysOfMonth([-1]), .nthWeekday(week: 1, weekday: .sunday),
        .nthWeekday(week: 5, weekday: .friday), .nthWeekday(week: -1, weekday: .friday), .everyNWeeks(1, [.monday]),
        .everyNWeeks(52, Set(Weekday.allCases)),
    ])
    func boundsAreAccepted(schedule: Schedule) throws {
        try HabitValidator.validate(schedule: schedule)
    }

    @Test func jsonShapesRoundTrip() throws {
        let cases: [(Schedule, String)] = [
            (.daysOfMonth([15, -1, 1]), #"{"days":[1,15,-1],"type":"daysOfMonth"}"#),
            (.nthWeekday(week: 2, weekday: .tuesday), #"{"type":"nthWeekday","week":2,"weekday":"tue"}"#),
            (.everyNWeeks(2, [.thursday, .monday]), #"{"type":"everyNWeeks","weekdays":["mon","thu"],"weeks":2}"#),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (schedule, json) in cases {
            #expect(String(decoding: try encoder.encode(schedule), as: UTF8.self) == json)
            #expect(try JSONDecoder().decode(Schedule.self, from: Data(json.utf8)) == schedule)
        }
        let last = try JSONDecoder().decode(Schedule.self, from: Data(#"{"type":"nthWeekday","week":-1,"weekday":"fri"}"#.utf8))
        #expect(last == .nthWeekday(week: -1, weekday: .friday))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Schedule.self, from: Data(#"{"type":"nthWeekday","week":2,"weekday":"xyz"}"#.utf8))
        }
    }

    @Test(arguments: [
        ("2tue", 2, Weekday.tuesday), ("last-fri", -1, .friday), ("LAST FRI", -1, .friday), ("2nd tue", 2, .tuesday),
        ("4thu", 4, .thursday), ("4th-thu", 4, .thursday), ("1st sun", 1, .sunday), ("-1fri", -1, .friday), ("5-sat", 5, .saturday),
        ("3rd wednesday", 3, .wednesday),
    ])
    func nthWeekdaysAsWritten(text: String, week: Int, weekday: Weekday) {
        let parsed = ScheduleText.nthWeekday(text)
        #expect(parsed?.0 == week)
        #expect(parsed?.1 == weekday)
    }

    @Test(arguments: ["tue", "2", "", "2x", "last", "23", "2 tu", "second tue"])
    func notNthWeekdays(text: String) {
        #expect(ScheduleText.nthWeekday(text) == nil)
    }

    @Test func optionsMakeTheSchedules() throws {
        #expect(try ScheduleText.schedule(.init(daysOfMonth: "1, 15,last")) == .daysOfMonth([1, 15, -1]))
        #expect(try ScheduleText.schedule(.init(nthWeekday: "2tue")) == .nthWeekday(week: 2, weekday: .tuesday))
        #expect(try ScheduleText.schedule(.init(on: "mon,thu", everyWeeks: 2)) == .everyNWeeks(2, [.monday, .thursday]))
        #expect(try ScheduleText.schedule(.init(on: "mon,thu")) == .weekdays([.monday, .thursday]))
    }

    @Test(arguments: [
        (ScheduleText.Options(everyWeeks: 2), CadenceError.Code.scheduleInvalid, "schedule"),
        (ScheduleText.Options(on: "mon", daysOfMonth: "1"), .scheduleInvalid, "schedule"),
        (ScheduleText.Options(daysOfMonth: "1", nthWeekday: "2tue"), .scheduleInvalid, "schedule"),
        (ScheduleText.Options(every: 3, everyWeeks: 2), .scheduleInvalid, "schedule"),
        (ScheduleText.Options(daysOfMonth: "1,x"), .daysOfMonthOutOfRange, "daysOfMonth"),
        (ScheduleText.Options(nthWeekday: "tue"), .nthWeekdayOutOfRange, "nthWeekday"),
        (ScheduleText.Options(on: "someday", everyWeeks: 2), .weekdayOutOfRange, "on"),
    ])
    func badOptionsAreRefused(options: ScheduleText.Options, code: CadenceError.Code, field: String) {
        let error = #expect(throws: CadenceError.self) { try ScheduleText.schedule(options) }
        #expect(error?.code == code)
        #expect(error?.field == field)
    }

    @Test func theWebFormsFields() throws {
        let fields = ScheduleText.CalendarFields(monthDays: "1,last", week: "last", monthWeekday: "fri", weeks: "3")
        #expect(try ScheduleText.schedule(type: "daysOfMonth", calendar: fields) == .daysOfMonth([1, -1]))
        #expect(try ScheduleText.schedule(type: "nthWeekday", calendar: fields) == .nthWeekday(week: -1, weekday: .friday))
        #expect(try ScheduleText.schedule(type: "everyNWeeks", weekdays: ["1", "4"], calendar: fields) == .everyNWeeks(3, [.monday, .thursday]))
        let error = #expect(throws: CadenceError.self) {
            try ScheduleText.schedule(type: "everyNWeeks", weekdays: ["1"], calendar: .init(weeks: "two"))
        }
        #expect(error?.code == .everyNWeeksOutOfRange)
        #expect(error?.field == "weeks")
    }

    /// docs/domain-rules.md §9: a reminder fires on due days only — the 2nd Tuesday, not the others.
    @Test func remindersFireOnDueDaysOnly() {
        let calendar = UserCalendar(timeZone: TimeZone(identifier: "Europe/Paris")!, dayStartHour: 0, weekStart: .monday)
        let habit = Habit(id: 1, name: "Review", schedule: .nthWeekday(week: 2, weekday: .tuesday), startDay: Day("2026-01-01")!)
        let facts = ReminderFacts(
            habit: habit, reminders: [HabitReminder(id: 1, habitID: 1, position: 0, reminder: Reminder(hour: 9, minute: 0))],
            checkIns: [], skippedDays: [])
        let from = try! Date("2026-03-01T00:00:00Z", strategy: .iso8601)
        let to = try! Date("2026-05-01T00:00:00Z", strategy: .iso8601)
        let firings = ReminderPlanner.firings(for: [facts], calendar: calendar, from: from, to: to)
        #expect(firings.map(\.day.description) == ["2026-03-10", "2026-04-14"])
        let skipped = ReminderFacts(
            habit: habit, reminders: facts.reminders, checkIns: [], skippedDays: [Day("2026-04-14")!])
        #expect(ReminderPlanner.firings(for: [skipped], calendar: calendar, from: from, to: to).map(\.day.description) == ["2026-03-10"])
    }
}
