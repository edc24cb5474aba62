import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// Issue #37 part 1 for assistants (docs/domain-rules.md "§18 Habits fed by health
/// data"): `create_habit` with `fromHealth`, `linkedHealth` in the habit's JSON, `log_health`
/// feeding the habit, `check_in` and `set_day_total` refused with `habitLinked`.
@Suite struct LinkedHealthToolTests {
    @Test func aHabitFedByWaterTakesTheDrinksAndNoCheckIns() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let created = try await client.call("create_habit", ["name": "Drink water", "fromHealth": "water", "target": 1500])
        #expect(created.isError == false, "\(created.summary)")
        #expect(created["linkedHealth"] == "water" && created["unit"] == "mL" && created["target"] == 1500)
        _ = try await client.call("log_health", ["type": "water", "value": 2, "unit": "cups"])
        _ = try await client.call("log_health", ["type": "water", "value": 1, "unit": "L"])
        let habit = try #require(try await fixture.service.habits(of: fixture.alice).first { $0.name == "Drink water" })
        #expect(try await fixture.service.entries(of: habit.id, for: fixture.alice).map(\.amount) == [1_500])
        let tap = try await client.call("check_in", ["habit": "Drink water"])
        #expect(tap.isError == true && tap.errorCode == "habitLinked", "\(tap.summary)")
        #expect(tap.summary.contains("log the water value on Health instead"), "\(tap.summary)")
        let set = try await client.call("set_day_total", ["habit": "Drink water", "value": 3])
        #expect(set.isError == true && set.errorCode == "habitLinked", "\(set.summary)")
        let listed = try await client.call("list_habits")
        let first = listed["habits"]?.arrayValue?.first?.objectValue
        #expect(first?["linkedHealth"] == "water")
        let unlinked = try await client.call("edit_habit", ["habit": "Drink water", "fromHealth": "none"])
        #expect(unlinked["linkedHealth"] == .null, "\(unlinked.summary)")
        await fixture.stop()
    }
}
