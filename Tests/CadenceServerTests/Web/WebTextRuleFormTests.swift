import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// Issue 32 item 4 through the web forms (with their CSRF token): a NUL or a control character
/// typed into a to-do, note, money or habit form comes back as the form with its message (422),
/// never a 500, and nothing is stored (docs/domain-rules.md §7 "Text").
@Suite struct WebTextRuleFormTests {
    static let forms: [(path: String, fields: [(String, String)])] = [
        ("/todos", [("title", "\u{0}")]),
        ("/todos", [("title", "Call\u{1B}[2J")]),
        ("/todos", [("title", "Call"), ("notes", "a\u{0}b")]),
        ("/notes/new", [("title", "\u{0}"), ("content", "x")]),
        ("/notes/new", [("title", "Ideas"), ("content", "bell\u{7}")]),
        ("/money/accounts", [("name", "Cash\u{0}"), ("currency", "EUR")]),
        ("/habits/new", [("name", "Re\u{85}ad")]),
    ]

    @Test(arguments: 0..<forms.count)
    func aControlCharacterInANewFormIsRefused(index: Int) async throws {
        let form = Self.forms[index]
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let refused = try await alice.post(form.path, form.fields)
            #expect(refused.status == .unprocessableContent, "\(form.path) \(form.fields): \(refused.status)")
            #expect(refused.text.contains("cannot hold"), "the form says why")
            #expect(try await server.store.todos(of: alice.user).isEmpty)
            #expect(try await server.store.notes(of: alice.user).isEmpty)
            #expect(try await server.store.moneyAccounts(of: alice.user).isEmpty)
            #expect(try await server.store.habits(of: alice.user, includeArchived: true).isEmpty)
        }
    }

    @Test func editingAToDoOrANoteWithANulChangesNothing() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            #expect(try await alice.post("/todos", [("title", "Call")]).status == .seeOther)
            #expect(try await alice.post("/notes/new", [("title", "Ideas"), ("content", "one\ntwo")]).status == .seeOther)
            let todo = try #require(try await server.store.todos(of: alice.user).first)
            let note = try #require(try await server.store.notes(of: alice.user).first)
            let todoEdit = try await alice.post("/todos/\(todo.id)/edit", [("title", "Call\u{0}"), ("priority", "medium")])
            #expect(todoEdit.status == .unprocessableContent)
            let noteEdit = try await alice.post("/notes/\(note.id)/edit", [("title", "\u{0}"), ("content", "x")])
            #expect(noteEdit.status == .unprocessableContent)
            #expect(try await server.store.todos(of: alice.user).map(\.title) == ["Call"])
            #expect(try await server.store.notes(of: alice.user).map(\.content) == ["one\ntwo"])
            #expect(try await alice.post("/todos", [("title", "x")], csrf: .missing).status == .forbidden)
        }
    }
}
