import MCP
import Testing

@testable import CadenceMCP

/// `tools/list`: every tool the issue names, strict schemas, and honest hints
/// (docs/domain-rules.md §11).
@Suite struct ToolListTests {
    static let expected: Set<String> = [
        "list_habits", "today", "check_in", "set_day_total", "undo_check_in", "skip_days", "create_habit",
        "edit_habit", "archive_habit", "habit_stats", "overview", "progress", "list_presets", "log_health",
        "health_summary", "add_todo", "complete_todo", "list_todos", "add_note", "search_notes",
        "account_balances", "dashboard", "list_reminders", "pause", "list_routines", "list_partners", "partner_progress",
        "challenge_standings",
    ]

    @Test func listsEveryToolWithAStrictSchema() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let (tools, _) = try await client.listTools()
        #expect(Set(tools.map(\.name)) == Self.expected)
        for tool in tools {
            let schema = try #require(tool.inputSchema.objectValue)
            #expect(schema["type"] == "object", "\(tool.name)")
            #expect(schema["additionalProperties"] == false, "\(tool.name) must refuse unknown arguments")
            let properties = try #require(schema["properties"]?.objectValue, "\(tool.name)")
            for name in schema["required"]?.arrayValue ?? [] {
                #expect(properties[try #require(name.stringValue)] != nil, "\(tool.name) requires an undeclared \(name)")
            }
            #expect(!(tool.description ?? "").isEmpty)
        }
        #expect(!tools.contains { $0.name.contains("delete") })
        await fixture.stop()
    }

    @Test func readOnlyToolsSaySoAndChangesSayWhatTheyChange() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let tools = Dictionary(uniqueKeysWithValues: try await client.listTools().tools.map { ($0.name, $0) })
        for name in [
            "list_habits", "today", "habit_stats", "overview", "progress", "list_presets", "health_summary",
            "list_todos", "search_notes", "account_balances", "dashboard", "list_reminders", "list_routines",
            "list_partners", "partner_progress", "challenge_standings",
        ] {
            #expect(tools[name]?.annotations.readOnlyHint == true, "\(name)")
        }
        for name in [
            "check_in", "set_day_total", "undo_check_in", "skip_days", "create_habit", "edit_habit", "archive_habit",
            "log_health", "add_todo", "complete_todo", "add_note", "pause",
        ] {
            #expect(tools[name]?.annotations.readOnlyHint == false, "\(name)")
            #expect(tools[name]?.annotations.openWorldHint == false, "\(name)")
        }
        #expect(tools["archive_habit"]?.annotations.destructiveHint == true)
        #expect(tools["undo_check_in"]?.annotations.destructiveHint == true)
        #expect(tools["set_day_total"]?.annotations.destructiveHint == true)
        #expect(tools["set_day_total"]?.annotations.idempotentHint == true)
        #expect(tools["check_in"]?.annotations.idempotentHint == false)
        #expect(tools["check_in"]?.annotations.destructiveHint == false)
        #expect(tools["check_in"]?.description?.contains("twice") == true, "check_in warns that it is not idempotent")
        await fixture.stop()
    }

    @Test func anUnknownToolIsAProtocolError() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        await #expect(throws: MCPError.self) { _ = try await client.call("delete_habit", ["habit": "Run"]) }
        await fixture.stop()
    }
}
