import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// `list_routines` (docs/domain-rules.md "§19 Routines"): the routines with their
/// habits in order, streaks and rates; `check_in` on its habits makes it done for the day.
@Suite struct RoutineToolTests {
    @Test func listRoutinesAnswersTheRoutinesAndTheirDay() async throws {
        let fixture = try await MCPFixture()
        let water = try await fixture.service.createHabit(HabitDraft(name: "Water"), for: fixture.alice)
        let stretch = try await fixture.service.createHabit(HabitDraft(name: "Stretch"), for: fixture.alice)
        _ = try await fixture.service.createRoutine(name: "Morning", habits: [stretch.id, water.id], time: "07:00", for: fixture.alice)
        let client = try await fixture.client()
        let before = try await client.call("list_routines")
        #expect(before.summary == "1 routine: Morning (Stretch, Water).", "\(before.summary)")
        let routine = try #require(before["routines"]?.arrayValue?.first?.objectValue)
        #expect(routine["time"] == "07:00" && routine["doneToday"] == false)
        _ = try await client.call("check_in", ["habit": "Water"])
        _ = try await client.call("check_in", ["habit": "Stretch"])
        let after = try await client.call("list_routines")
        #expect(after["routines"]?.arrayValue?.first?.objectValue?["doneToday"] == true)
        await fixture.stop()
    }
}
