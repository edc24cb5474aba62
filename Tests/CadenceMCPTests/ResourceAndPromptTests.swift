import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// Resources (`cadence://today`, `cadence://habits`, `cadence://habits/{id}`) and the
/// `weekly_review` prompt (docs/domain-rules.md §11).
@Suite struct ResourceAndPromptTests {
    @Test func listsAndReadsTheResources() async throws {
        let fixture = try await MCPFixture()
        let run = try await fixture.service.createHabit(HabitDraft(name: "Run"), for: fixture.alice)
        let client = try await fixture.client()
        let (resources, _) = try await client.listResources()
        #expect(resources.map(\.uri) == ["cadence://today", "cadence://habits"])
        let (templates, _) = try await client.listResourceTemplates()
        #expect(templates.map(\.uriTemplate) == ["cadence://habits/{id}"])

        let today = try await client.readResource(uri: "cadence://today")
        let list = try await fixture.service.todayList(for: fixture.alice)
        #expect(today.first?.text == ToolOutput.compact(try ToolOutput.value(of: TodayJSON(list))))
        #expect(today.first?.mimeType == "application/json")

        let habits = try await client.readResource(uri: "cadence://habits")
        #expect(habits.first?.text?.contains("\"name\":\"Run\"") == true)

        let stats = try await client.readResource(uri: "cadence://habits/\(run.id)")
        let statistics = try await fixture.service.statistics(of: run.id, for: fixture.alice)
        #expect(stats.first?.text == ToolOutput.compact(try ToolOutput.value(of: StatsJSON(habit: run, statistics: statistics))))

        for uri in ["cadence://habits/999", "cadence://habits/abc", "cadence://nothing", "file:///etc/passwd"] {
            await #expect(throws: MCPError.self, "\(uri)") { _ = try await client.readResource(uri: uri) }
        }
        await fixture.stop()
    }

    @Test func weeklyReviewCarriesTheWeek() async throws {
        let fixture = try await MCPFixture()
        var draft = HabitDraft(name: "Run")
        draft.startDay = Day("2026-03-01")!
        let run = try await fixture.service.createHabit(draft, for: fixture.alice)
        try await fixture.service.addCheckIn(to: run.id, for: fixture.alice, on: Day("2026-03-17"))
        let client = try await fixture.client()
        let (prompts, _) = try await client.listPrompts()
        #expect(prompts.map(\.name) == ["weekly_review"])
        let (_, messages) = try await client.getPrompt(name: "weekly_review")
        #expect(messages.count == 1)
        guard case .text(let text)? = messages.first?.content else {
            Issue.record("the prompt is one text message")
            return
        }
        #expect(text.contains("last 7 days (2026-03-12 to 2026-03-18)"))
        #expect(text.contains("- Run: 2026-03-12: 0, "))
        #expect(text.contains("2026-03-17: 1 ✓"))
        #expect(text.contains("\"level\""))
        await #expect(throws: MCPError.self) { _ = try await client.getPrompt(name: "daily_roast") }
        await fixture.stop()
    }
}
