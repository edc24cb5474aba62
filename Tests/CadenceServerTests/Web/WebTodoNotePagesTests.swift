import CadenceCore
import Foundation
import Testing

@testable import CadenceWeb

/// The to-do and note pages (docs/web.md "To-dos", "Notes"): the list in the API's order,
/// completing with undo and the next occurrence of a repeat, filters, the Markdown editor's
/// preview (nothing saved), safe rendering, and search with highlighted words — each asserted on
/// the store.
@Suite struct WebTodoNotePagesTests {
    @Test func aRepeatingToDoIsCompletedThenUndone() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let today = try #require(try await alice.api.get("/api/v1/today").json["date"]?.stringValue)
            let added = try await alice.post("/todos", [("title", "Water plants"), ("due", today), ("priority", "high"), ("repeat", "daily")])
            #expect(added.location == "/todos?filter=open&added=1")
            _ = try await alice.post("/todos", [("title", "Later"), ("priority", "low")])
            let id = try #require(try await server.store.todos(of: alice.user).first { $0.title == "Water plants" }?.id)
            let list = try await alice.get("/todos")
            let first = try #require(list.text.range(of: "Water plants"))
            let second = try #require(list.text.range(of: "Later"))
            #expect(first.lowerBound < second.lowerBound, "due first, as the API orders")
            #expect(list.text.contains("aria-checked=\"false\" aria-label=\"Complete Water plants\""))

            let done = try await alice.post("/todos/\(id)/complete", [("filter", "open")])
            let location = try #require(done.location)
            #expect(location.hasPrefix("/todos?filter=open&completed=\(id)&next="))
            let next = try #require(try await server.store.todos(of: alice.user).first { $0.title == "Water plants" && $0.completedAt == nil })
            let after = try await alice.get(location)
            #expect(after.text.contains("id=\"todo-undo\""))
            #expect(after.text.contains("name=\"next\" value=\"\(next.id)\""))
            #expect(after.text.contains("data-todo-id=\"\(next.id)\""), "the next one is in the list")

            #expect(try await alice.post("/todos/\(id)/undo", [("next", "\(next.id)")]).status == .seeOther)
            let todos = try await server.store.todos(of: alice.user)
            #expect(todos.count == 2)
            #expect(todos.first { $0.id == id }?.completedAt == nil)

            _ = try await alice.post("/todos/\(id)/complete")
            #expect(try await alice.get("/todos?filter=done").text.contains("aria-checked=\"true\" aria-label=\"Done: Water plants. Reopen\""))
            #expect(try await alice.get("/todos?filter=today").status == .ok)
        }
    }

    @Test func aRefusedToDoKeepsWhatWasTyped() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let long = String(repeating: "x", count: 201)
            let refused = try await alice.post("/todos", [("title", long), ("priority", "low"), ("due", "2026-07-01")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("id=\"todo-form-error\""))
            #expect(refused.text.contains("value=\"2026-07-01\"") && refused.text.contains("<option value=\"low\" selected>"))
            for fields in [
                [("title", "x"), ("due", "tomorrow")], [("title", "x"), ("repeat", "every 400 days")], [("title", "x"), ("priority", "urgent")],
            ] {
                #expect(try await alice.post("/todos", fields).status == .unprocessableContent, "\(fields)")
            }
            #expect(try await alice.post("/todos", [("title", "x")], csrf: .missing).status == .forbidden)
            #expect(try await server.store.todos(of: alice.user).isEmpty)
        }
    }

    @Test func aNoteIsPreviewedSavedRenderedSafelyAndFound() async throws {
        let server = try TestServer()
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            let content = "# Hike\n\nPack **boots**.\n\n<script>alert(1)</script>\n\n[map](javascript:alert(1))"
            let preview = try await alice.post("/notes/new", [("title", "<b>Trip</b>"), ("content", content), ("intent", "preview")])
            #expect(preview.status == .ok)
            #expect(preview.text.contains("id=\"note-preview\""))
            #expect(preview.text.contains("<strong>boots</strong>"))
            #expect(preview.text.contains("value=\"&lt;b&gt;Trip&lt;/b&gt;\""), "the title is kept, escaped")
            #expect(try await server.store.notes(of: alice.user).isEmpty, "a preview saves nothing")

            let saved = try await alice.post("/notes/new", [("title", "<b>Trip</b>"), ("content", content), ("pinned", "true")])
            let path = try #require(saved.location?.split(separator: "?").first.map(String.init))
            let note = try await alice.get(path)
            #expect(note.text.contains("<h1>Hike</h1>"))
            #expect(!note.text.contains("<script>alert"))
            #expect(note.text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(note.text.contains("<a href=\"#\">map</a>"))
            #expect(note.text.contains("<h1 id=\"note-title\">&lt;b&gt;Trip&lt;/b&gt;</h1>"))
            #expect(try await bob.get(path).status == .notFound)
            #expect(try await server.store.notes(of: alice.user).first?.content == content, "stored exactly as typed")

            let found = try await alice.get("/notes?q=boots")
            #expect(found.text.contains("<mark>boots</mark>"))
            #expect(found.text.contains("1 note matches"))
            #expect(try await bob.get("/notes?q=boots").text.contains("0 notes match"))

            let refused = try await alice.post("\(path)/edit", [("title", ""), ("content", "kept text")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("kept text"))
            #expect(try await server.store.notes(of: alice.user).first?.content == content)
            #expect(try await alice.post("\(path)/delete").status == .seeOther)
            #expect(try await server.store.notes(of: alice.user).isEmpty)
        }
    }
}
