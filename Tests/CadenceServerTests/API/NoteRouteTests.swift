import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/notes` (docs/api.md, docs/domain-rules.md §12 "Notes").
@Suite struct NoteRouteTests {
    @Test func addSearchEditAndDelete() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let trip = try await alice.post("/api/v1/notes", #"{"title": "Trip", "content": "Huts by the lake"}"#)
            #expect(trip.status == .created && trip.json["pinned"] == .bool(false))
            try await alice.post("/api/v1/notes", #"{"title": "Plan", "pinned": true}"#)
            #expect(try await alice.get("/api/v1/notes").items.map { $0["title"]?.stringValue } == ["Plan", "Trip"])
            let found = try await alice.get("/api/v1/notes/search?q=HUT")
            #expect(found.items.count == 1 && found.items.first?["snippet"]?.stringValue == "[Huts] by the lake")
            let id = try trip.int("id")
            try await alice.patch("/api/v1/notes/\(id)", #"{"content": "Cabins", "pinned": true}"#)
            #expect(try await alice.get("/api/v1/notes/search?q=hut").items.isEmpty)
            #expect(try await alice.get("/api/v1/notes/\(id)").json["content"]?.stringValue == "Cabins")
            #expect(try await alice.get("/api/v1/notes/search?q=%21%21").status == .unprocessableContent)
            #expect(try await alice.get("/api/v1/notes/search").status == .badRequest)
            #expect(try await alice.delete("/api/v1/notes/\(id)").status == .noContent)
            #expect(try await alice.get("/api/v1/notes/\(id)").status == .notFound)
        }
    }

    @Test func aMegabyteNoteFitsAndMoreIsRefused() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let big = String(repeating: "a", count: 1 << 20)
            #expect(try await alice.post("/api/v1/notes", #"{"title": "Big", "content": "\#(big)"}"#).status == .created)
            let over = try await alice.post("/api/v1/notes", #"{"title": "Bigger", "content": "\#(big)b"}"#)
            #expect(over.status == .unprocessableContent && over.code == "noteTooLong")
            #expect(try await alice.get("/api/v1/notes").items.count == 1)
        }
    }
}
