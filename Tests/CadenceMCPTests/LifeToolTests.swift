import CadenceCore
import CadenceStore
import MCP
import Testing

@testable import CadenceMCP

/// `log_health` and `health_summary`: the health rules and JSON of `cadence health`
/// (docs/domain-rules.md §11, §12).
@Suite struct LifeToolTests {
    @Test func logHealthRecordsWithTheCommandLinesRules() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let water = try await client.call("log_health", ["type": "water", "value": 2, "unit": "cups"])
        #expect(water.summary == "Recorded water 500 mL today.")
        #expect(water["value"] == 500 && water["unit"] == "mL" && water["date"] == "2026-03-18")
        _ = try await client.call("log_health", ["type": "sleep", "value": 20, "date": "yesterday"])
        let cases: [([String: Value], String)] = [
            (["type": "sleep", "value": 5, "date": "yesterday"], "amountInvalid"),
            (["type": "mood", "value": 6], "amountInvalid"),
            (["type": "water", "value": 1, "unit": "kg"], "unitIncompatible"),
            (["type": "steps", "value": 10, "date": "tomorrow"], "checkInInFuture"),
            (["type": "blood", "value": 1], "usage"),
            (["type": "water"], "usage"),
        ]
        for (arguments, code) in cases {
            #expect(try await client.call("log_health", arguments).errorCode == code, "\(arguments)")
        }
        let stored = try await fixture.service.healthEntries(of: fixture.alice)
        #expect(stored.map(\.type) == [.sleep, .water])
        let summary = try await client.call("health_summary", ["days": 7])
        let rows = summary["types"]?.arrayValue ?? []
        #expect(rows.first { $0.objectValue?["type"] == "water" }?.objectValue?["mean"] == 500)
        #expect(summary.summary.contains("sleep 20 h/day"))
        #expect(try await fixture.client(for: fixture.bob).call("health_summary")["types"]?.arrayValue?
            .allSatisfy { $0.objectValue?["daysWithEntries"] == 0 } == true)
        await fixture.stop()
    }
}
