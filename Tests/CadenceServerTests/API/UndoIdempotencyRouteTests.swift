import CadenceAPI
import CadenceHTTP
import Foundation
import Hummingbird
import Testing

/// docs/domain-rules.md §3 "Client ids" (undo): `DELETE /api/v1/habits/{id}/days/{date}/last` with
/// an `Idempotency-Key` (the web app's offline queue) removes one check-in per key; a repeat
/// answers 204 and removes nothing; a bad key or one used for another habit is refused and
/// changes nothing; without a key every undo removes one, as before.
@Suite struct UndoIdempotencyRouteTests {
    static func key(_ value: String) -> HTTPFields {
        var fields = HTTPFields()
        fields.set("Idempotency-Key", value)
        return fields
    }

    @Test func aRepeatedUndoRemovesNothing() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let floss = try await alice.createHabit(#"{"name": "Floss", "timesPerDay": 3}"#)
            #expect(try await alice.post("/api/v1/habits/\(floss)/checkins", #"{"amount": 3}"#).status == .created)
            let path = "/api/v1/habits/\(floss)/days/2026-06-15/last"
            let first = try await alice.send(.delete, path, headers: Self.key("undo-1"))
            #expect(first.status == .ok)
            #expect(first.json["date"]?.stringValue == "2026-06-15")
            for _ in 0..<2 {
                let again = try await alice.send(.delete, path, headers: Self.key("undo-1"))
                #expect(again.status == .noContent)
                #expect(again.body.isEmpty)
            }
            #expect(try await alice.get("/api/v1/habits/\(floss)/checkins").items.count == 2)
            // Another key undoes another; no key undoes each time.
            #expect(try await alice.send(.delete, path, headers: Self.key("undo-2")).status == .ok)
            #expect(try await alice.send(.delete, path).status == .ok)
            #expect(try await alice.get("/api/v1/habits/\(floss)/checkins").items.isEmpty)
            // Nothing left: a new key is told so; the used one still answers 204.
            #expect(try await alice.send(.delete, path, headers: Self.key("undo-3")).code == "nothingToUndo")
            #expect(try await alice.send(.delete, path, headers: Self.key("undo-1")).status == .noContent)
        }
    }

    @Test func badOrReusedKeysAreRefusedAndChangeNothing() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let read = try await alice.createHabit(#"{"name": "Read"}"#)
            let walk = try await alice.createHabit(#"{"name": "Walk"}"#)
            #expect(try await alice.post("/api/v1/habits/\(read)/checkins", #"{"clientId": "shared"}"#).status == .created)
            #expect(try await alice.post("/api/v1/habits/\(walk)/checkins", "{}").status == .created)
            let walkLast = "/api/v1/habits/\(walk)/days/2026-06-15/last"
            let reused = try await alice.send(.delete, walkLast, headers: Self.key("shared"))
            #expect(reused.status == .conflict && reused.code == "clientIdReused")
            for bad in ["has space", String(repeating: "x", count: 65)] {
                let refused = try await alice.send(.delete, walkLast, headers: Self.key(bad))
                #expect(refused.code == "clientIdInvalid", "\(bad)")
            }
            #expect(try await alice.get("/api/v1/habits/\(walk)/checkins").items.count == 1)
            // The check-in key's own habit: that undo counts as done already (the key is spent).
            let readLast = "/api/v1/habits/\(read)/days/2026-06-15/last"
            #expect(try await alice.send(.delete, readLast, headers: Self.key("shared")).status == .noContent)
            #expect(try await alice.get("/api/v1/habits/\(read)/checkins").items.count == 1)
        }
    }
}
