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
}
