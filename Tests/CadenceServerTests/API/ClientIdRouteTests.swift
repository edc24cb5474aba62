import CadenceAPI
import CadenceHTTP
import Foundation
import Hummingbird
import Testing

/// docs/domain-rules.md §3 "Client ids": a check-in request with a client id (the body's
/// `clientId` or the `Idempotency-Key` header) is recorded once; a repeat answers 200 with the
/// first one's check-ins and changes nothing; a bad, reused or contradicting id is refused and
/// changes nothing.
@Suite struct ClientIdRouteTests {
    @Test func aRepeatRecordsNothingNew() async throws {
        let server = try TestServer()
        try await server.run { client in
            let alice = try await client.signUp("alice")
            let floss = try await alice.createHabit(#"{"name": "Floss", "timesPerDay": 3}"#)
            let first = try await alice.post("/api/v1/habits/\(floss)/checkins", #"{"amount": 2, "clientId": "9b2f-offline-1"}"#)
            #expect(first.status == .created)
            #expect(first.items.count == 2)
            let again = try await alice.post("/api/v1/habits/\(floss)/checkins", #"{"amount": 2, "clientId": "9b2f-offline-1"}"#)
            #expect(again.status == .ok)
            #expect(again.items.map { $0["id"]?.numberValue } == first.items.map { $0["id"]?.numberValue })
            #expect(try await alice.get("/api/v1/habits/\(floss)/checkins").items.count == 2)

            var header = HTTPFields()
            header.set("Idempotency-Key", "key:2")
            #expect(try await alice.send(.post, "/api/v1/habits/\(floss)/checkins", json: "{}", headers: header).status == .created)
            #expect(try await alice.send(.post, "/api/v1/habits/\(floss)/checkins", json: #"{"clientId": "key:2"}"#).status == .ok)
            #expect(try await alice.get("/api/v1/habits/\(floss)/checkins").items.count == 3)

            // Undone, then retried: an old retry does not bring it back.
            #expect(try await alice.send(.delete, "/api/v1/habits/\(floss)/days/2026-06-15/last").status == .ok)
            let retried = try await alice.send(.post, "/api/v1/habits/\(floss)/checkins", json: "{}", headers: header)
            #expect(retried.status == .ok && retried.items.isEmpty)
            #expect(try await alice.get("/api/v1/habits/\(floss)/checkins").items.count == 2)
        }
    }

    @Test func badReusedOrContradictingIdsAreRefusedAndChangeNothing() async throws {
        let server = try TestServer()
        try await server.run { client in
            let alice = try await client.signUp("alice")
            let read = try await alice.createHabit(#"{"name": "Read"}"#)
            let walk = try await alice.createHabit(#"{"name": "Walk"}"#)
            #expect(try await alice.post("/api/v1/habits/\(read)/checkins", #"{"clientId": "shared"}"#).status == .created)
            let reused = try await alice.post("/api/v1/habits/\(walk)/checkins", #"{"clientId": "shared"}"#)
            #expect(reused.status == .conflict && reused.code == "clientIdReused")
            for body in [#"{"clientId": ""}"#, #"{"clientId": "has space"}"#, "{\"clientId\": \"\(String(repeating: "x", count: 65))\"}"] {
                #expect(try await alice.post("/api/v1/habits/\(walk)/checkins", body).status == .badRequest, "\(body)")
            }
            var header = HTTPFields()
            header.set("Idempotency-Key", "one")
            let mismatch = try await alice.send(.post, "/api/v1/habits/\(walk)/checkins", json: #"{"clientId": "two"}"#, headers: header)
            #expect(mismatch.status.code >= 400 && mismatch.status.code < 500)
            #expect(try await alice.get("/api/v1/habits/\(walk)/checkins").items.isEmpty)

            // Another user's identical id is theirs alone.
            try await alice.patch("/api/v1/server/settings", #"{"signUpsOpen": true}"#)
            let bob = try await client.signUp("bob")
            let bobs = try await bob.createHabit(#"{"name": "Read"}"#)
            #expect(try await bob.post("/api/v1/habits/\(bobs)/checkins", #"{"clientId": "shared"}"#).status == .created)
        }
    }
}
