import CadenceCore
import Testing

/// docs/domain-rules.md §2 "Schedules as input": one reader of schedules for the web form, the
/// command line and the tools, with one code for a schedule it cannot read.
@Suite struct ScheduleTextTests {
    @Test func readsEveryNamedType() throws {
        #expect(try ScheduleText.schedule(type: "daily") == .daily)
        #expect(try ScheduleText.schedule(type: "weekdays", weekdays: ["1", "5"]) == .weekdays([.monday, .friday]))
        #expect(try ScheduleText.schedule(type: "everyNDays", interval: "3") == .everyNDays(3))
        #expect(try ScheduleText.schedule(type: "timesPerWeek", count: "2") == .timesPerWeek(2))
        #expect(try ScheduleText.schedule(type: "timesPerMonth", count: "8") == .timesPerMonth(8))
        #expect(try ScheduleText.schedule(type: "timesInDays", count: "2", length: "5") == .timesInDays(2, 5))
        // docs/domain-rules.md §16 Schedules by the month and by the fortnight.
        let fields = ScheduleText.CalendarFields(monthDays: "1,last", week: "2", monthWeekday: "tue", weeks: "2")
        #expect(try ScheduleText.schedule(type: "daysOfMonth", calendar: fields) == .daysOfMonth([1, -1]))
        #expect(try ScheduleText.schedule(type: "nthWeekday", calendar: fields) == .nthWeekday(week: 2, weekday: .tuesday))
        #expect(try ScheduleText.schedule(type: "everyNWeeks", weekdays: ["1"], calendar: fields) == .everyNWeeks(2, [.monday]))
        #expect(ScheduleText.typeNames.count == 9)
    }

    @Test func anUnknownTypeIsScheduleInvalidOnItsField() {
        let error = #expect(throws: CadenceError.self) {
            try ScheduleText.schedule(type: "fortnightly", typeField: "scheduleType")
        }
        #expect(error?.code == .scheduleInvalid)
        #expect(error?.field == "scheduleType")
        #expect(error?.message.contains("unknown schedule 'fortnightly'") == true)
    }

    @Test func readsTheOptions() throws {
        #expect(try ScheduleText.schedule(ScheduleText.Options()) == nil)
        #expect(try ScheduleText.schedule(ScheduleText.Options(on: "weekends")) == .weekdays([.saturday, .sunday]))
        #expect(try ScheduleText.schedule(ScheduleText.Options(every: 2)) == .everyNDays(2))
        #expect(try ScheduleText.schedule(ScheduleText.Options(times: 2, inDays: 5)) == .timesInDays(2, 5))
    }

    @Test(arguments: [
        (ScheduleText.Options(on: "mon", weekly: 3), CadenceError.Code.scheduleInvalid, "schedule"),
        (ScheduleText.Options(times: 3), .scheduleInvalid, "schedule"),
        (ScheduleText.Options(inDays: 3), .scheduleInvalid, "schedule"),
        (ScheduleText.Options(on: "funday"), .weekdayOutOfRange, "on"),
    ])
    func refusesContradictoryOptions(options: ScheduleText.Options, code: CadenceError.Code, field: String) {
        let error = #expect(throws: CadenceError.self) { try ScheduleText.schedule(options) }
        #expect(error?.code == code)
        #expect(error?.field == field)
    }

    /// docs/domain-rules.md §9 "Reminders as input".
    @Test func remindersAreRefusedNeverDropped() throws {
        #expect(
            try Reminder.parsed(time: "7:05", weekdays: [1, 3], active: false)
                == Reminder(hour: 7, minute: 5, weekdays: [.monday, .wednesday], isActive: false))
        let time = #expect(throws: CadenceError.self) { try Reminder.parsed(time: "25:00") }
        #expect(time?.code == .reminderInvalid)
        #expect(time?.field == "time")
        let day = #expect(throws: CadenceError.self) { try Reminder.parsed(time: "07:00", weekdays: [8]) }
        #expect(day?.code == .weekdayOutOfRange)
        #expect(day?.field == "weekdays")
    }
}
