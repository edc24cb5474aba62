import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// A session reaches its own user's data only: another user's habit, by id or by name, is not
/// found, and nothing of it changes (docs/domain-rules.md §8, §11).
@Suite struct IsolationTests {
    @Test func bobCannotReachAlicesHabits() async throws {
        let fixture = try await MCPFixture()
        let run = try await fixture.service.createHabit(HabitDraft(name: "Run"), for: fixture.alice)
        let bob = try await fixture.client(for: fixture.bob)
        #expect(try await bob.call("list_habits")["habits"] == [])
        for reference in ["Run", String(run.id)] {
            for (tool, extra) in [
                ("check_in", [String: Value]()), ("set_day_total", ["value": 3]), ("undo_check_in", [:]),
                ("skip_days", [:]), ("edit_habit", ["name": "Mine"]), ("archive_habit", [:]), ("habit_stats", [:]),
            ] {
                var arguments = extra
                arguments["habit"] = .string(reference)
                let result = try await bob.call(tool, arguments)
                #expect(result.errorCode == "notFound", "\(tool) \(reference): \(result.summary)")
            }
        }
        await #expect(throws: MCPError.self) { _ = try await bob.readResource(uri: "cadence://habits/\(run.id)") }
        let stored = try await fixture.service.habit(run.id, of: fixture.alice)
        #expect(stored.name == "Run" && !stored.isArchived)
        #expect(try await fixture.service.entries(of: run.id, for: fixture.alice).isEmpty)
        #expect(try await fixture.service.dayRecords(of: run.id, for: fixture.alice).isEmpty)
        await fixture.stop()
    }

    @Test func bobsTodayIsInTokyo() async throws {
        let fixture = try await MCPFixture()
        let bob = try await fixture.client(for: fixture.bob)
        // 2026-03-18 11:00 UTC is 20:00 in Tokyo, 12:00 in Paris: the same day, each in its own zone.
        #expect(try await bob.call("today")["date"] == "2026-03-18")
        _ = try await bob.call("create_habit", ["name": "Walk", "start": "-7"])
        let walk = try await bob.call("check_in", ["habit": "Walk", "time": "23:30", "date": "-1"])
        #expect(walk["entries"]?.arrayValue?.first?.objectValue?["at"] == "2026-03-17T14:30:00Z")
        await fixture.stop()
    }
}
