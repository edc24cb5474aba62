import CadenceCore
import Foundation
import Testing

@testable import CadenceWeb

/// Home's quick actions (docs/web.md "Home", "Taps for the common actions"): a cup of water in
/// one tap, and the expense, to-do and note forms opened with their first field focused —
/// each asserted on the store or on the page it opens.
@Suite struct WebQuickActionsTests {
    @Test func homeLogsACupOfWaterInOneTap() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            _ = try await alice.api.post("/api/v1/habits", #"{"name": "Read"}"#)
            let home = try await alice.get("/")
            #expect(home.text.contains("id=\"quick-actions\""))
            #expect(home.text.contains("id=\"quick-water\" name=\"value\" value=\"250\""))
            let logged = try await alice.post("/health/entries", [("type", "water"), ("unit", "mL"), ("value", "250")])
            #expect(logged.status == .seeOther)
            let water = try await server.store.healthEntries(of: alice.user, type: .water, from: nil, through: nil)
            #expect(water.map(\.value) == [250])
        }
    }

    @Test func anExpenseGoesToTheOnlyAccountElseToMoney() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            #expect(try await alice.get("/money/record").location == "/money", "no account: choose or open one")
            _ = try await alice.post("/money/accounts", [("name", "Wallet"), ("currency", "EUR"), ("type", "cash"), ("opening", "0")])
            let wallet = try #require(try await server.store.moneyAccounts(of: alice.user).first)
            let shortcut = try await alice.get("/money/record")
            #expect(shortcut.location == "/money/accounts/\(wallet.id)?record=1")
            let form = try await alice.get("/money/accounts/\(wallet.id)?record=1")
            #expect(form.text.contains("required autofocus></label>"), "the amount takes the focus")
            #expect(!(try await alice.get("/money/accounts/\(wallet.id)")).text.contains("autofocus"), "only when asked")
            _ = try await alice.post("/money/accounts", [("name", "Bank"), ("currency", "EUR"), ("type", "checking"), ("opening", "0")])
            #expect(try await server.store.moneyAccounts(of: alice.user).count == 2)
            #expect(try await alice.get("/money/record").location == "/money", "two accounts: the person picks one")
        }
    }

    @Test func theToDoAndNoteFormsOpenFocused() async throws {
        try await TestServer().run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            #expect(try await alice.get("/todos?add=1").text.contains("required autofocus></label>"))
            #expect(!(try await alice.get("/todos")).text.contains("autofocus"))
            #expect(try await alice.get("/notes/new").text.contains("required autofocus></label>"))
        }
    }
}
