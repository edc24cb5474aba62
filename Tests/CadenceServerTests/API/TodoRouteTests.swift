import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/todos` (docs/api.md, docs/domain-rules.md §12 "To-dos"): the same rules and JSON as
/// `cadence todo`.
@Suite struct TodoRouteTests {
    @Test func addListCompleteRepeatReopenAndDelete() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let rent = try await alice.post(
                "/api/v1/todos", #"{"title": "Rent", "due": "2026-06-30", "priority": "high", "repeat": "monthly"}"#)
            #expect(rent.status == .created)
            #expect(rent.json["repeat"]?.stringValue == "monthly" && rent.json["completed"] == .bool(false))
            let late = try await alice.post("/api/v1/todos", #"{"title": "Late", "due": "2026-06-01"}"#)
            #expect(late.json["overdue"] == .bool(true))
            try await alice.post("/api/v1/todos", #"{"title": "Someday"}"#)
            let open = try await alice.get("/api/v1/todos")
            #expect(open.items.map { $0["title"]?.stringValue } == ["Late", "Rent", "Someday"])
            #expect(try await alice.get("/api/v1/todos?list=today").items.map { $0["title"]?.stringValue } == ["Late"])

            let id = try rent.int("id")
            let done = try await alice.post("/api/v1/todos/\(id)/complete")
            #expect(done.json["completed"] == .bool(true))
            #expect(done.json["next"]?["due"]?.stringValue == "2026-07-30")
            #expect(try await alice.post("/api/v1/todos/\(id)/complete").status == .conflict)
            #expect(try await alice.get("/api/v1/todos?list=done&days=1").items.count == 1)
            #expect(try await alice.post("/api/v1/todos/\(id)/reopen").json["completed"] == .bool(false))
            #expect(try await alice.post("/api/v1/todos/\(id)/reopen").status == .conflict)

            let patched = try await alice.patch("/api/v1/todos/\(id)", #"{"due": null, "repeat": "every 3 days", "notes": "n"}"#)
            #expect(patched.json["due"] == .null && patched.json["repeat"]?.stringValue == "every 3 days")
            #expect(try await alice.patch("/api/v1/todos/\(id)", #"{"repeat": null}"#).json["repeat"] == .null)
            #expect(try await alice.delete("/api/v1/todos/\(id)").status == .noContent)
            #expect(try await alice.get("/api/v1/todos/\(id)").status == .notFound)
        }
    }

    @Test func refusalsStoreNothing() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            for (body, status) in [
                (#"{"title": ""}"#, HTTPResponse.Status.badRequest),
                (#"{"title": "   "}"#, .unprocessableContent),
                (#"{"title": "x", "priority": "urgent"}"#, .badRequest),
                (#"{"title": "x", "repeat": "yearly"}"#, .badRequest),
                (#"{"title": "x", "repeat": "every 400 days"}"#, .unprocessableContent),
                (#"{"title": "x", "due": "2026-02-30"}"#, .badRequest),
                (#"{"due": "2026-06-30"}"#, .badRequest),
            ] {
                let response = try await alice.post("/api/v1/todos", body)
                #expect(response.status == status, "\(body): \(response.text)")
            }
            #expect(try await alice.get("/api/v1/todos?list=all").items.isEmpty)
            #expect(try await alice.get("/api/v1/todos?list=later").status == .badRequest)
        }
    }
}
