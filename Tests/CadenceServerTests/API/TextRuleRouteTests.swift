import CadenceAPI
import CadenceCore
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// Issue 32 item 4: a NUL or a control character in any text field of any area is refused by
/// the one text rule (`TextRule`, docs/domain-rules.md §7 "Text") with 422, a stable code and
/// the field — never a 500 from a database CHECK — and nothing is stored.
@Suite struct TextRuleRouteTests {
    /// Characters a one-line field refuses: NUL, BEL, ESC, DEL, NEL (C1), a line break, a tab.
    /// (Whitespace at either end — NEL included — is trimmed, as always, so they sit inside.)
    static let lineRefusals = [#"\u0000"#, #"a\u0000b"#, #"\u0007"#, #"x\u001b[31m"#, #"x\u007f"#, #"a\u0085b"#, #"a\nb"#, #"a\tb"#]
    /// Characters a body refuses (line breaks and tabs are allowed there).
    static let bodyRefusals = [#"\u0000"#, #"a\u0000b"#, #"\u0007"#, #"x\u001b[31m"#, #"a\u0085b"#]

    /// One request that carries `text` in one field, with its expected field and codes.
    struct Case: Sendable, CustomStringConvertible {
        let area: String
        let field: String
        let isLine: Bool
        /// The request: method, path and body, given the ids made by `prepare`.
        let request: @Sendable (Ids, String) -> (HTTPRequest.Method, String, String)
        var description: String { "\(area) \(field)" }
    }

    struct Ids: Sendable {
        var habit: Int64
        var todo: Int64
        var note: Int64
        var account: Int64
        var category: Int64
    }

    static let cases: [Case] = [
        Case(area: "habit", field: "name", isLine: true) { _, t in (.post, "/api/v1/habits", #"{"name": "\#(t)"}"#) },
        Case(area: "habit edit", field: "name", isLine: true) { i, t in (.patch, "/api/v1/habits/\(i.habit)", #"{"name": "\#(t)"}"#) },
        Case(area: "habit", field: "description", isLine: false) { i, t in
            (.patch, "/api/v1/habits/\(i.habit)", #"{"description": "\#(t)"}"#)
        },
        Case(area: "category", field: "name", isLine: true) { _, t in (.post, "/api/v1/categories", #"{"name": "\#(t)"}"#) },
        Case(area: "category edit", field: "name", isLine: true) { i, t in
            (.patch, "/api/v1/categories/\(i.category)", #"{"name": "\#(t)"}"#)
        },
        Case(area: "check-in", field: "note", isLine: false) { i, t in
            (.post, "/api/v1/habits/\(i.habit)/checkins", #"{"amount": 1, "note": "\#(t)"}"#)
        },
        Case(area: "day", field: "note", isLine: false) { i, t in
            (.put, "/api/v1/habits/\(i.habit)/days/2026-06-15", #"{"note": "\#(t)"}"#)
        },
        Case(area: "to-do", field: "title", isLine: true) { _, t in (.post, "/api/v1/todos", #"{"title": "\#(t)"}"#) },
        Case(area: "to-do edit", field: "title", isLine: true) { i, t in (.patch, "/api/v1/todos/\(i.todo)", #"{"title": "\#(t)"}"#) },
        Case(area: "to-do", field: "notes", isLine: false) { _, t in (.post, "/api/v1/todos", #"{"title": "ok", "notes": "\#(t)"}"#) },
        Case(area: "to-do edit", field: "notes", isLine: false) { i, t in (.patch, "/api/v1/todos/\(i.todo)", #"{"notes": "\#(t)"}"#) },
        Case(area: "note", field: "title", isLine: true) { _, t in (.post, "/api/v1/notes", #"{"title": "\#(t)"}"#) },
        Case(area: "note edit", field: "title", isLine: true) { i, t in (.patch, "/api/v1/notes/\(i.note)", #"{"title": "\#(t)"}"#) },
        Case(area: "note", field: "content", isLine: false) { _, t in (.post, "/api/v1/notes", #"{"title": "ok", "content": "\#(t)"}"#) },
        Case(area: "note edit", field: "content", isLine: false) { i, t in (.patch, "/api/v1/notes/\(i.note)", #"{"content": "\#(t)"}"#) },
        Case(area: "health", field: "note", isLine: false) { _, t in
            (.post, "/api/v1/health", #"{"type": "mood", "value": 3, "note": "\#(t)"}"#)
        },
        Case(area: "money account", field: "name", isLine: true) { _, t in
            (.post, "/api/v1/accounts", #"{"name": "\#(t)", "currency": "EUR"}"#)
        },
        Case(area: "money account edit", field: "name", isLine: true) { i, t in
            (.patch, "/api/v1/accounts/\(i.account)", #"{"name": "\#(t)"}"#)
        },
        Case(area: "transaction", field: "note", isLine: false) { i, t in
            (.post, "/api/v1/accounts/\(i.account)/transactions", #"{"amount": "1", "note": "\#(t)"}"#)
        },
        Case(area: "transaction", field: "category", isLine: true) { i, t in
            (.post, "/api/v1/accounts/\(i.account)/transactions", #"{"amount": "1", "category": "\#(t)"}"#)
        },
    ]

    static func prepare(_ alice: APIClient) async throws -> Ids {
        Ids(
            habit: try await alice.createHabit(#"{"name": "Read"}"#),
            todo: try (await alice.post("/api/v1/todos", #"{"title": "Call"}"#)).int("id"),
            note: try (await alice.post("/api/v1/notes", #"{"title": "Ideas"}"#)).int("id"),
            account: try (await alice.post("/api/v1/accounts", #"{"name": "Cash", "currency": "EUR"}"#)).int("id"),
            category: try (await alice.post("/api/v1/categories", #"{"name": "Mind"}"#)).int("id"))
    }

    /// What every area holds, to compare before and after a refusal.
    static func snapshot(_ alice: APIClient, _ ids: Ids) async throws -> [String] {
        let paths = [
            "/api/v1/habits", "/api/v1/categories", "/api/v1/todos?filter=all", "/api/v1/notes", "/api/v1/health",
            "/api/v1/accounts", "/api/v1/accounts/\(ids.account)/transactions", "/api/v1/habits/\(ids.habit)/days",
        ]
        var texts: [String] = []
        for path in paths { texts.append(try await alice.get(path).text) }
        return texts
    }

    @Test(arguments: cases)
    func aControlCharacterIsRefusedWithItsField(_ item: Case) async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let ids = try await Self.prepare(alice)
            let before = try await Self.snapshot(alice, ids)
            for text in item.isLine ? Self.lineRefusals : Self.bodyRefusals {
                let (method, path, body) = item.request(ids, text)
                let response = try await alice.send(method, path, json: body)
                #expect(response.status == .unprocessableContent, "\(item) \(text): \(response.status) \(response.text)")
                let expected = item.field == "name" && item.area != "transaction" ? ["nameInvalid"] : ["textInvalid"]
                #expect(expected.contains(response.code ?? ""), "\(item) \(text): \(response.text)")
                #expect(response.json["errors"]?.arrayValue?.first?["field"]?.stringValue == item.field, "\(response.text)")
            }
            #expect(try await Self.snapshot(alice, ids) == before, "a refusal stores nothing")
        }
    }

    /// A body keeps its line breaks and tabs; a line is only refused what it cannot hold.
    @Test func aBodyKeepsLineBreaksAndTabs() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let todo = try await alice.post("/api/v1/todos", #"{"title": "Pack", "notes": "socks\n\tshoes\r\nhat"}"#)
            #expect(todo.status == .created)
            #expect(todo.json["notes"]?.stringValue == "socks\n\tshoes\r\nhat")
            let note = try await alice.post("/api/v1/notes", ##"{"title": "Plan ✈️ Zürich", "content": "# A\n\n\t- b"}"##)
            #expect(note.status == .created)
            #expect(note.json["title"]?.stringValue == "Plan ✈️ Zürich")
        }
    }
}
