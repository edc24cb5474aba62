import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §2: which days a habit is due — fixed days (`daily`, `weekdays`, `everyNDays`
/// from the start date) or flexible periods — and nothing outside `[start, end]`.
@Suite struct ScheduleTests {
    private let start = Day("2026-03-02")!  // a Monday

    @Test func dailyIsDueEveryDay() {
        for day in start.through(start.adding(days: 30)) {
            #expect(Schedule.daily.isDue(on: day, start: start))
        }
    }

    /// docs/domain-rules.md §1: a Tuesday schedule is due on Tuesdays (never the off-by-one that maps 3 to Wednesday).
    @Test(arguments: ["2026-03-03", "2026-03-10", "2026-03-17", "2026-11-03", "2027-02-02"])
    func tuesdayScheduleIsDueOnTuesdays(text: String) {
        let tuesday = Day(text)!
        #expect(tuesday.weekday == .tuesday)
        let schedule = Schedule.weekdays([.tuesday])
        #expect(schedule.isDue(on: tuesday, start: start))
        #expect(!schedule.isDue(on: tuesday.adding(days: 1), start: start), "the Wednesday after \(tuesday)")
        #expect(!schedule.isDue(on: tuesday.adding(days: -1), start: start), "the Monday before \(tuesday)")
    }

    @Test func weekdayNumberSevenIsSundayNotSaturday() throws {
        let days = try HabitValidator.weekdays(fromNumbers: [7])
        let schedule = Schedule.weekdays(days)
        #expect(schedule.isDue(on: Day("2026-03-08")!, start: start))  // Sunday
        #expect(!schedule.isDue(on: Day("2026-03-07")!, start: start))  // Saturday
    }

    @Test func weekdaySetIsDueExactlyOnItsDays() throws {
        let schedule = Schedule.weekdays(try HabitValidator.weekdays(fromNumbers: [1, 3, 5]))
        let due = start.through(start.adding(days: 13)).filter { schedule.isDue(on: $0, start: start) }
        #expect(
            due.map(\.description) == [
                "2026-03-02", "2026-03-04", "2026-03-06", "2026-03-09", "2026-03-11", "2026-03-13",
            ])
    }

    @Test func weekdaysDecodedFromJSONUseISONumbers() throws {
        let schedule = try JSONDecoder().decode(Schedule.self, from: Data(#"{"type":"weekdays","days":[2,7]}"#.utf8))
        #expect(schedule == .weekdays([.tuesday, .sunday]))
        #expect(schedule.isDue(on: Day("2026-03-03")!, start: start))
        #expect(!schedule.isDue(on: Day("2026-03-04")!, start: start))
        #expect(!schedule.isDue(on: Day("2026-03-07")!, start: start))
    }

    @Test(arguments: [#"{"type":"weekdays","days":[0]}"#, #"{"type":"weekdays","days":[8]}"#])
    func weekdayNumbersOutsideOneToSevenDoNotDecode(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Schedule.self, from: Data(json.utf8)) }
    }

    /// docs/domain-rules.md §2: `everyNDays(n)` counted from the start date.
    @Test func everyNDaysCountsFromTheStartDate() {
        let wednesday = Day("2026-03-04")!
        let schedule = Schedule.everyNDays(3)
        let due = wednesday.adding(days: -3).through(wednesday.adding(days: 10))
            .filter { schedule.isDue(on: $0, start: wednesday) }
        #expect(due.map(\.description) == ["2026-03-04", "2026-03-07", "2026-03-10", "2026-03-13"])
    }

    @Test func everyNDaysShiftsWithTheStartDate() {
        let schedule = Schedule.everyNDays(2)
        #expect(schedule.isDue(on: Day("2026-03-10")!, start: Day("2026-03-02")!))
        #expect(!schedule.isDue(on: Day("2026-03-10")!, start: Day("2026-03-03")!))
    }

    @Test func everyOneDayIsDaily() {
        for day in start.through(start.adding(days: 10)) {
            #expect(Schedule.everyNDays(1).isDue(on: day, start: start))
        }
    }

    @Test func everyNDaysCrossesDaylightSavingWithoutDrift() {
        // Every 7 days from a Sunday stays on Sundays through both 2026 US DST changes.
        let sunday = Day("2026-01-04")!
        let schedule = Schedule.everyNDays(7)
        for day in sunday.through(Day("2026-12-31")!) where schedule.isDue(on: day, start: sunday) {
            #expect(day.weekday == .sunday)
        }
        #expect(schedule.isDue(on: Day("2026-03-08")!, start: sunday))
        #expect(schedule.isDue(on: Day("2026-11-01")!, start: sunday))
    }

    @Test(arguments: [
        (Schedule.daily, false), (.weekdays([.monday]), false), (.everyNDays(3), false),
        (.timesPerWeek(3), true), (.timesPerMonth(10), true), (.timesInDays(2, 5), true),
    ])
    func flexibilityOfEachSchedule(schedule: Schedule, isFlexible: Bool) {
        #expect(schedule.isFlexible == isFlexible)
    }

    @Test(arguments: [Schedule.timesPerWeek(3), .timesPerMonth(10), .timesInDays(2, 5)])
    func flexibleSchedulesLeaveEveryDayOpen(schedule: Schedule) {
        for day in start.through(start.adding(days: 10)) {
            #expect(schedule.isDue(on: day, start: start))
        }
    }

    /// docs/domain-rules.md §2: nothing is due outside `[start, end]`.
    @Test(arguments: [
        ("2026-03-01", false), ("2026-03-02", true), ("2026-03-15", true), ("2026-03-31", true), ("2026-04-01", false),
    ])
    func habitIsActiveOnlyFromStartThroughEnd(text: String, isActive: Bool) {
        let habit = makeHabit(start: "2026-03-02", end: "2026-03-31")
        #expect(habit.isActive(on: Day(text)!) == isActive)
        let units = SpanPlan(habit: habit).units(
            from: Day("2026-02-01")!, through: Day("2026-04-30")!, habit: habit, weekStart: .monday)
        #expect(units.contains { $0.first == Day(text)! } == isActive)
    }

    @Test func habitWithoutEndStaysActive() {
        let habit = makeHabit(start: "2026-03-02")
        #expect(habit.isActive(on: Day("2036-03-02")!))
        #expect(!habit.isActive(on: Day("2026-03-01")!))
    }

    @Test(arguments: [
        Schedule.daily, .weekdays([.tuesday, .sunday]), .everyNDays(3), .timesPerWeek(3), .timesPerMonth(31),
        .timesInDays(2, 5),
    ])
    func codableRoundTrip(schedule: Schedule) throws {
        let decoded = try JSONDecoder().decode(Schedule.self, from: JSONEncoder().encode(schedule))
        #expect(decoded == schedule)
    }
}
