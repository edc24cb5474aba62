import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// docs/domain-rules.md §28 "Tool texts": `dashboard`, `list_presets` and the `weekly_review`
/// prompt speak the account's language; their JSON and the prompt's data never change.
@Suite struct ToolLanguageMoreTests {
    @Test func dashboardAndPresetsSpeakTheAccountsLanguage() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        _ = try await client.call("create_habit", ["name": "Lesen"])
        let english = try await client.call("dashboard")
        #expect(english.summary.hasPrefix("Habits: "), "\(english.summary)")
        let englishPresets = try await client.call("list_presets", ["category": "Health"])
        #expect(englishPresets.summary.contains("health.meditate (Meditate)"), "\(englishPresets.summary)")
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "de" }
        let german = try await client.call("dashboard")
        let lines = german.summary.split(separator: "\n").map(String.init)
        #expect(lines.first == "Gewohnheiten: 0/1 Gewohnheiten heute", "\(german.summary)")
        #expect(lines.contains("Gesundheit: Heute nichts eingetragen"), "\(german.summary)")
        #expect(lines.contains("Aufgaben: Nichts offen"), "\(german.summary)")
        #expect(german.structuredContent == english.structuredContent)
        let presets = try await client.call("list_presets", ["category": "Health"])
        #expect(presets.summary.contains(" Vorlagen: health.meditate (Meditieren)"), "\(presets.summary)")
        #expect(presets.structuredContent == englishPresets.structuredContent)
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "ar" }
        let arabic = try await client.call("list_presets", ["category": "Health"])
        #expect(arabic.summary.contains(" قالبًا: ") || arabic.summary.contains(" قوالب: "), "\(arabic.summary)")
        await fixture.stop()
    }

    @Test func weeklyReviewAsksInTheAccountsLanguage() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        let (_, empty) = try await client.getPrompt(name: "weekly_review")
        guard case .text(let english)? = empty.first?.content else {
            Issue.record("the prompt is one text message")
            return
        }
        #expect(english.contains("Be encouraging and concrete; do not change anything unless I ask."))
        #expect(english.contains("(no habits)"))
        var draft = HabitDraft(name: "Run")
        draft.startDay = Day("2026-03-01")!
        _ = try await fixture.service.createHabit(draft, for: fixture.alice)
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "de" }
        let (description, messages) = try await client.getPrompt(name: "weekly_review")
        guard case .text(let text)? = messages.first?.content else {
            Issue.record("the prompt is one text message")
            return
        }
        #expect(description?.hasPrefix("Rückblick auf die letzten 7 Tage") == true, "\(description ?? "")")
        #expect(text.hasPrefix("Bitte schau dir meine Gewohnheiten der letzten 7 Tage an (12. März 2026 bis 18. März 2026)."), "\(text)")
        #expect(text.contains("- Run: 2026-03-12: 0, "), "the habits' lines keep their dates and totals")
        #expect(text.contains("Überblick (Serien") && text.contains("\"level\""))
        #expect(!text.contains("Please review"))
        await fixture.stop()
    }
}
