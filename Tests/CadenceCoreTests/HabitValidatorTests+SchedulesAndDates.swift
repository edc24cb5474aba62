import CadenceCore
import Foundation
import Testing

extension HabitValidatorTests {
    // MARK: Schedules

    /// docs/domain-rules.md §2: a `week` or `month` goal period is only allowed with the `daily` schedule.
    @Test(arguments: [
        (Schedule.weekdays([.monday]), GoalPeriod.week), (.everyNDays(2), .week), (.timesPerWeek(3), .week),
        (.timesPerMonth(3), .month), (.timesInDays(2, 5), .month), (.weekdays([.friday]), .month),
    ])
    func weekOrMonthPeriodNeedsTheDailySchedule(schedule: Schedule, period: GoalPeriod) {
        expectError(.periodRequiresDailySchedule) {
            _ = try HabitValidator.validated(
                draft(goal: Goal(type: .time, unit: "min", target: 70, period: period), schedule: schedule))
        }
    }

    @Test(arguments: [GoalPeriod.week, .month])
    func weekOrMonthPeriodWithDailyScheduleIsAccepted(period: GoalPeriod) {
        expectValid(draft(goal: Goal(type: .time, unit: "min", target: 70, period: period)))
    }

    @Test func emptyWeekdaySetIsRefused() {
        expectError(.weekdaysEmpty) { _ = try HabitValidator.validated(draft(schedule: .weekdays([]))) }
    }

    @Test(arguments: [[0], [8], [1, 8], [-1], [3, 0]])
    func weekdayNumbersOutsideOneToSevenAreRefused(numbers: [Int]) {
        expectError(.weekdayOutOfRange) { _ = try HabitValidator.weekdays(fromNumbers: numbers) }
    }

    @Test func weekdayNumbersOneToSevenAreAccepted() throws {
        #expect(try HabitValidator.weekdays(fromNumbers: [1, 2, 3, 4, 5, 6, 7]) == Set(Weekday.allCases))
        #expect(try HabitValidator.weekdays(fromNumbers: [2, 2]) == [.tuesday])
    }

    @Test(arguments: [
        (Schedule.everyNDays(0), CadenceError.Code.everyNDaysOutOfRange), (.everyNDays(366), .everyNDaysOutOfRange),
        (.everyNDays(-3), .everyNDaysOutOfRange), (.timesPerWeek(0), .timesPerWeekOutOfRange),
        (.timesPerWeek(8), .timesPerWeekOutOfRange), (.timesPerMonth(0), .timesPerMonthOutOfRange),
        (.timesPerMonth(32), .timesPerMonthOutOfRange), (.timesInDays(0, 5), .timesInDaysOutOfRange),
        (.timesInDays(6, 5), .timesInDaysOutOfRange), (.timesInDays(1, 366), .timesInDaysOutOfRange),
        (.timesInDays(366, 366), .timesInDaysOutOfRange), (.weekdays([]), .weekdaysEmpty),
    ])
    func scheduleOutOfRangeIsRefused(schedule: Schedule, code: CadenceError.Code) {
        expectError(code) { try HabitValidator.validate(schedule: schedule) }
        expectError(code) { _ = try HabitValidator.validated(draft(schedule: schedule)) }
    }

    @Test(arguments: [
        Schedule.daily, .weekdays([.sunday]), .everyNDays(1), .everyNDays(365), .timesPerWeek(1), .timesPerWeek(7),
        .timesPerMonth(1), .timesPerMonth(31), .timesInDays(1, 1), .timesInDays(1, 365), .timesInDays(365, 365),
        .timesInDays(2, 3),
    ])
    func scheduleBoundsAreAccepted(schedule: Schedule) {
        expectValid(draft(schedule: schedule))
    }

    // MARK: Dates

    @Test func startAfterEndIsRefused() {
        expectError(.startAfterEnd) {
            _ = try HabitValidator.validated(draft(start: "2026-06-10", end: "2026-06-09"))
        }
    }

    @Test func startOnTheEndDayIsAccepted() {
        expectValid(draft(start: "2026-06-10", end: "2026-06-10"))
        expectValid(draft(start: "2026-06-10", end: nil))
    }

    // MARK: Other fields (docs/domain-rules.md §2)

    @Test(arguments: ["blue", "rose", "#1A2B3C", "#ffffff"])
    func colorIsAPaletteTokenOrHex(color: String) {
        var draft = draft()
        draft.color = color
        expectValid(draft)
    }

    @Test(arguments: ["", "navy", "#12345", "#1234567", "1A2B3C", "#GGGGGG"])
    func otherColorsAreRefused(color: String) {
        var draft = draft()
        draft.color = color
        expectError(.colorInvalid) { _ = try HabitValidator.validated(draft) }
    }

    @Test func paletteHasTwelveToSixteenColors() {
        #expect((12...16).contains(HabitColor.palette.count))
        #expect(Set(HabitColor.palette).count == HabitColor.palette.count)
    }

    @Test(arguments: [String?.none, "", "figure.run", "book.closed", "🏃", "💧"])
    func iconIsASymbolNameOrOneEmoji(icon: String?) throws {
        var draft = draft()
        draft.icon = icon
        let result = try HabitValidator.validated(draft)
        #expect(result.icon == ((icon ?? "").isEmpty ? nil : icon))
    }

    @Test(arguments: ["🏃💧", "figure run", "figure-run", "a_b", "x🏃"])
    func otherIconsAreRefused(icon: String) {
        var draft = draft()
        draft.icon = icon
        expectError(.iconInvalid) { _ = try HabitValidator.validated(draft) }
    }

    @Test func remindersAreUpTo24ValidTimesInOrder() throws {
        var draft = draft()
        draft.reminders = [Reminder(hour: 21, minute: 0), Reminder(hour: 7, minute: 30), Reminder(hour: 12, minute: 5)]
        let result = try HabitValidator.validated(draft)
        #expect(result.reminders.map(\.timeText) == ["07:30", "12:05", "21:00"])
        draft.reminders = (0..<HabitValidator.maximumReminders).map { Reminder(hour: $0, minute: 0) }
        #expect(try HabitValidator.validated(draft).reminders.count == 24)
        draft.reminders.append(Reminder(hour: 23, minute: 30))
        expectError(.reminderInvalid) { _ = try HabitValidator.validated(draft) }
    }

    @Test(arguments: [(24, 0), (-1, 0), (12, 60), (0, -1)])
    func reminderTimesOutsideTheClockAreRefused(hour: Int, minute: Int) {
        var draft = draft()
        draft.reminders = [Reminder(hour: hour, minute: minute)]
        expectError(.reminderInvalid) { _ = try HabitValidator.validated(draft) }
    }

    @Test func unknownPresetIsRefused() {
        var draft = draft()
        draft.presetID = "fitness.teleport"
        expectError(.presetUnknown) { _ = try HabitValidator.validated(draft) }
    }

    @Test func descriptionIsTrimmedAndLimited() throws {
        var draft = draft()
        draft.description = "  why I read  "
        #expect(try HabitValidator.validated(draft).description == "why I read")
        draft.description = String(repeating: "x", count: HabitValidator.maximumDescriptionLength + 1)
        expectError(.descriptionTooLong) { _ = try HabitValidator.validated(draft) }
    }

    @Test func errorsNameTheirFieldAndAreValidationErrors() {
        let error = #expect(throws: CadenceError.self) { _ = try HabitValidator.validated(draft(name: " ")) }
        #expect(error?.field == "name")
        #expect(error?.kind == .validation)
        #expect(error?.message.isEmpty == false)
    }
}
