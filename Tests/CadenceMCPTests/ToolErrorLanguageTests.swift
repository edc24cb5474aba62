import CadenceCore
import CadenceStorage
import MCP
import Testing

@testable import CadenceMCP
@testable import CadenceServices

/// docs/domain-rules.md §NEW-i41-errors-1 Errors in the person's language: a refused tool call's
/// text is in the account's language; its structured content (`code`, `message`) never changes.
@Suite struct ToolErrorLanguageTests {
    @Test func aRefusalSpeaksTheAccountsLanguageAndItsJSONStays() async throws {
        let fixture = try await MCPFixture()
        let client = try await fixture.client()
        _ = try await client.call("create_habit", ["name": "Run"])
        let english = try await client.call("create_habit", ["name": "run"])
        #expect(english.isError == true && english.errorCode == "nameDuplicate")
        #expect(english.summary.hasPrefix("error: ") && !english.summary.contains("Fehler"), "\(english.summary)")
        try await fixture.service.updateSettings(of: fixture.alice) { $0.locale = "de" }
        let german = try await client.call("create_habit", ["name": "run"])
        #expect(german.isError == true && german.errorCode == "nameDuplicate")
        #expect(german.summary == "Fehler: Dieser Name ist schon vergeben.", "\(german.summary)")
        #expect(german.structuredContent == english.structuredContent)
        // Arguments refused before any service runs (`usage`) too, and an unknown habit.
        let usage = try await client.call("create_habit", [:])
        #expect(usage.errorCode == "usage" && usage.summary.hasPrefix("Fehler: So wird das nicht verwendet"), "\(usage.summary)")
        let missing = try await client.call("check_in", ["habit": "Nothing"])
        #expect(missing.errorCode == "notFound" && missing.summary == "Fehler: Dazu wurde nichts gefunden.", "\(missing.summary)")
        // Bob's account has no language: his tools stay English.
        let bob = try await fixture.client(for: fixture.bob)
        #expect(try await bob.call("check_in", ["habit": "Nothing"]).summary.hasPrefix("error: "))
        await fixture.stop()
    }
}
