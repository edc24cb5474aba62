import CadenceCore
import MCP
import Testing

/// docs/domain-rules.md §2 "Schedules as input": `create_habit` reads its schedule options through
/// the schedule reader the command line and the web share — the same codes as `habit add`.
@Suite struct ScheduleArgumentTests {
    @Test func contradictorySchedulesAreScheduleInvalid() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let cases: [([String: Value], String)] = [
            (["name": "Gym", "weekly": 3, "on": "mon"], "scheduleInvalid"),
            (["name": "Gym", "times": 3], "scheduleInvalid"),
            (["name": "Gym", "on": "funday"], "weekdayOutOfRange"),
        ]
        for (arguments, code) in cases {
            let result = try await client.call("create_habit", arguments)
            #expect(result.errorCode == code, "\(arguments): \(result.summary)")
        }
        #expect(try await fixture.service.habits(of: fixture.alice, includeArchived: true).isEmpty)
        await fixture.stop()
    }

    /// docs/domain-rules.md §16 Schedules by the month and by the fortnight: the
    /// tools' `daysOfMonth`, `nthWeekday` and `everyWeeks` with `on`, and their bounds.
    @Test func schedulesByTheMonthAndByTheFortnight() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let bills = try await client.call("create_habit", ["name": "Bills", "daysOfMonth": "1,15,last"])
        #expect(bills["schedule"]?.objectValue?["days"] == .array([1, 15, -1]), "\(bills.summary)")
        let meeting = try await client.call("create_habit", ["name": "Meeting", "nthWeekday": "2tue"])
        #expect(meeting["schedule"]?.objectValue?["weekday"] == "tue", "\(meeting.summary)")
        let run = try await client.call("create_habit", ["name": "Run", "everyWeeks": 2, "on": "mon,thu"])
        #expect(run["schedule"]?.objectValue?["weekdays"] == .array(["mon", "thu"]), "\(run.summary)")
        let edited = try await client.call("edit_habit", ["habit": "Run", "everyWeeks": 3, "on": "sun"])
        #expect(edited["schedule"]?.objectValue?["weeks"] == 3, "\(edited.summary)")
        let cases: [([String: Value], String)] = [
            (["name": "Gym", "daysOfMonth": "32"], "daysOfMonthOutOfRange"),
            (["name": "Gym", "daysOfMonth": "1,x"], "daysOfMonthOutOfRange"),
            (["name": "Gym", "nthWeekday": "6tue"], "nthWeekdayOutOfRange"),
            (["name": "Gym", "nthWeekday": "tue"], "nthWeekdayOutOfRange"),
            (["name": "Gym", "everyWeeks": 2], "scheduleInvalid"),
            (["name": "Gym", "everyWeeks": 60, "on": "mon"], "everyNWeeksOutOfRange"),
        ]
        for (arguments, code) in cases {
            let result = try await client.call("create_habit", arguments)
            #expect(result.errorCode == code, "\(arguments): \(result.summary)")
        }
        #expect(try await fixture.service.habits(of: fixture.alice, includeArchived: true).count == 3)
        await fixture.stop()
    }
}
