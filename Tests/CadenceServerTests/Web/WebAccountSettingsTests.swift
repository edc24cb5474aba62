import CadenceCore
import CadenceHTTP
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices
@testable import CadenceWeb

/// The account's own settings (docs/web.md "settings", "categories"): changing the password
/// (checked, other sessions ended), deleting the account (password, the owner last), and
/// managing categories — each asserted on the store; refusals change nothing.
@Suite struct WebAccountSettingsTests {
    @Test func thePasswordChangesOnlyWithTheCurrentOne() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let other = try await api.signIn("alice", password: "correct horse")
            let before = try await server.store.credentials(forUsername: "alice")?.passwordHash
            let wrong = try await alice.post("/settings/password", [("currentPassword", "nope"), ("newPassword", "battery staple 9")])
            #expect(wrong.status == .unprocessableContent)
            #expect(!wrong.text.contains("battery staple 9"), "passwords are never shown back")
            let short = try await alice.post("/settings/password", [("currentPassword", "correct horse"), ("newPassword", "short")])
            #expect(short.status == .unprocessableContent)
            #expect(try await server.store.credentials(forUsername: "alice")?.passwordHash == before)
            let changed = try await alice.post("/settings/password", [("currentPassword", "correct horse"), ("newPassword", "battery staple 9")])
            #expect(changed.status == .seeOther)
            #expect(try await server.store.credentials(forUsername: "alice")?.passwordHash != before)
            #expect(try await alice.get("/settings").status == .ok, "this browser stays signed in")
            #expect(try await other.get("/api/v1/account").status == .unauthorized, "other sessions end")
            #expect(try await api.signIn("alice", password: "battery staple 9").get("/api/v1/account").status == .ok)
        }
    }

    @Test func anAccountIsDeletedWithItsDataAndTheOwnerLast() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            _ = try await WebTodayPageTests.createHabit(bob, [("name", "Read")])
            let confirm = try await bob.get("/settings/delete-account")
            #expect(confirm.text.contains("id=\"export-before-delete\" class=\"button\" href=\"/data/export.json\""))
            #expect(try await bob.post("/settings/delete-account", [("password", "wrong")]).status == .unprocessableContent)
            #expect(try await server.store.account(bob.user) != nil)
            let ownerRefused = try await alice.post("/settings/delete-account", [("password", "correct horse")])
            #expect(ownerRefused.status == .unprocessableContent)
            #expect(ownerRefused.text.contains("other account"))
            #expect(try await server.store.account(alice.user) != nil)
            let deleted = try await bob.post("/settings/delete-account", [("password", "correct horse")])
            #expect(deleted.location == "/sign-in")
            #expect(try await server.store.account(bob.user) == nil)
            #expect(try await server.store.habits(of: bob.user, includeArchived: true).isEmpty)
            #expect(try await bob.get("/settings").location == "/sign-in", "the session went with the account")
        }
    }

    @Test func categoriesAreAddedRenamedMovedAndDeleted() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            #expect(try await alice.post("/categories", [("name", "Mornings")]).location == "/categories")
            let mornings = try #require(try await server.store.categories(of: alice.user).first { $0.name == "Mornings" })
            let duplicate = try await alice.post("/categories", [("name", "mornings")])
            #expect(duplicate.status == .unprocessableContent)
            #expect(duplicate.text.contains("value=\"mornings\""), "the typed name is kept")
            #expect(try await alice.post("/categories/\(mornings.id)/rename", [("name", "Early")]).status == .seeOther)
            #expect(try await alice.post("/categories/\(mornings.id)/move", [("direction", "up")]).status == .seeOther)
            let ordered = try await server.store.categories(of: alice.user)
            #expect(ordered.firstIndex { $0.id == mornings.id } == ordered.count - 2)
            #expect(ordered.contains { $0.name == "Early" })
            let preset = try #require(ordered.first { $0.isPreset })
            #expect(try await alice.post("/categories/\(preset.id)/delete").status == .unprocessableContent)
            #expect(try await alice.post("/categories/\(mornings.id)/delete").status == .seeOther)
            #expect(try await server.store.categories(of: alice.user).count == ordered.count - 1)
            #expect(try await alice.get("/categories").text.contains("id=\"category-form\""))
        }
    }
}
