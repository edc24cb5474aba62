import CadenceCore
import CadenceStorage
import CadenceTestSupport
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// Seeded hostile arguments for every tool (docs/domain-rules.md §7, §11): whatever an
/// assistant sends, a call answers a result — success or `isError` — never a crash or a
/// protocol failure; a refused call leaves the user's data revision where it was; and the
/// derived progress still equals its facts at the end.
@Suite struct ToolFuzzTests {
    /// Values chosen to hit every boundary a tool argument crosses.
    static let hostile: [Value] = [
        .null, true, false, 0, 1, 3, -1, 7, 100, 101, .int(Int.max), .int(Int.min), 0.5, -0.0, 2.999_999,
        .double(1e19), .double(-1e19), .double(1e308), .double(-1e308), .double(Double.leastNonzeroMagnitude),
        "", " ", "Run", "run", "R", "1", "999999", "today", "yesterday", "tomorrow", "-1", "+1", "-100001",
        "2026-02-30", "0000-01-01", "9999-12-31", "1900-01-01", "07:00", "24:00", "7:5", "mon,wed", "weekdays", "funday",
        "day", "week", "km", "m", "kg", "cups", "fitness.run", "Health", "💧", "#zzzzzz",
        .string(String(repeating: "x", count: 10_001)), .string(String(repeating: "é", count: 300)),
        "data:text/plain;base64,SGVsbG8=", "\u{0}", [], ["07:00"], ["07:00", "25:00"], [1, 2], ["a": 1],
    ]

    static let strangers = ["user", "userId", "id", "__proto__", "habitId", "force"]

    @Test(arguments: [11, 12])
    func everyToolSurvivesHostileArguments(seed: UInt64) async throws {
        let fixture = try await MCPFixture()
        var draft = HabitDraft(name: "Run")
        draft.startDay = Day("2026-01-01")!
        _ = try await fixture.service.createHabit(draft, for: fixture.alice)
        let client = try await fixture.client()
        var random = SplitMix64(seed: seed)
        var refused = 0
        var answered = 0
        for tool in ToolCatalog.all {
            for _ in 0..<60 {
                var arguments: [String: Value] = [:]
                for parameter in tool.schema.parameters where random.chance(0.6) {
                    arguments[parameter.name] = Self.hostile[random.integer(in: 0...(Self.hostile.count - 1))]
                }
                if tool.schema.parameters.contains(where: { $0.name == "habit" }), random.chance(0.5) {
                    arguments["habit"] = random.chance(0.7) ? "Run" : "1"
                }
                if random.chance(0.05) {
                    arguments[Self.strangers[random.integer(in: 0...(Self.strangers.count - 1))]] = 1
                }
                let before = try await fixture.store.dataRevision(of: fixture.alice)
                let result = try await client.call(tool.name, arguments)
                answered += 1
                if result.isError == true {
                    refused += 1
                    let after = try await fixture.store.dataRevision(of: fixture.alice)
                    #expect(after == before, "\(tool.name) \(arguments) was refused but wrote: \(result.summary)")
                    #expect(result.errorCode != nil, "\(tool.name) \(arguments): a refusal carries its code")
                } else {
                    #expect(result.structuredContent?.objectValue != nil, "\(tool.name) answers an object")
                }
            }
        }
        #expect(answered == ToolCatalog.all.count * 60)
        #expect(refused > 0 && refused < answered, "the generated inputs reach both refusals and successes")
        let check = try await fixture.service.progressCheck(for: fixture.alice)
        #expect(check.discrepancies.isEmpty, "XP, perfect days and achievements still equal their facts")
        await fixture.stop()
    }
}
