import CadenceAPI
import CadenceHTTP
import Foundation
import Hummingbird
import Testing

/// docs/domain-rules.md §12 "Health", "Client ids": `POST /api/v1/health` with a client id (the
/// body's `clientId` or the `Idempotency-Key` header) records once; a repeat answers 200 with the
/// first entry and changes nothing; a malformed, reused or contradicting id is refused and
/// changes nothing.
@Suite struct HealthClientIdRouteTests {
    @Test func aRepeatedCupOfWaterIsRecordedOnce() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice", timeZone: "Europe/Paris")
            var header = HTTPFields()
            header.set("Idempotency-Key", "cup-7f3a")
            let cup = #"{"type": "water", "value": 1, "unit": "cups"}"#
            let first = try await alice.send(.post, "/api/v1/health", json: cup, headers: header)
            #expect(first.status == .created)
            let again = try await alice.send(.post, "/api/v1/health", json: cup, headers: header)
            #expect(again.status == .ok)
            let firstID = try first.int("id")
            #expect(try again.int("id") == firstID)
            #expect(again.json["value"]?.numberValue == 250)
            let inBody = try await alice.post("/api/v1/health", #"{"type": "water", "value": 1, "unit": "cups", "clientId": "cup-7f3a"}"#)
            #expect(inBody.status == .ok)
            #expect(try inBody.int("id") == firstID)
            #expect(try await alice.get("/api/v1/health?type=water").items.count == 1)

            let mood = #"{"type": "mood", "value": 4, "clientId": "mood:1"}"#
            #expect(try await alice.post("/api/v1/health", mood).status == .created)
            #expect(try await alice.post("/api/v1/health", mood).status == .ok)
            #expect(try await alice.get("/api/v1/health?type=mood").items.count == 1)
        }
    }

    @Test func badReusedOrContradictingIdsAreRefusedAndChangeNothing() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice", timeZone: "Europe/Paris")
            #expect(try await alice.post("/api/v1/health", #"{"type": "water", "value": 250, "clientId": "shared"}"#).status == .created)
            let reused = try await alice.post("/api/v1/health", #"{"type": "mood", "value": 3, "clientId": "shared"}"#)
            #expect(reused.status == .conflict && reused.code == "clientIdReused")
            var junk = HTTPFields()
            junk.set("Idempotency-Key", "has space")
            let refused = try await alice.send(.post, "/api/v1/health", json: #"{"type": "water", "value": 250}"#, headers: junk)
            #expect(refused.status == .unprocessableContent && refused.code == "clientIdInvalid")
            #expect(refused.json["errors"]?.arrayValue?.first?["field"]?.stringValue == "clientId")
            for body in [#"{"type": "water", "value": 250, "clientId": ""}"#, #"{"type": "water", "value": 250, "clientId": "a/b"}"#] {
                let answer = try await alice.post("/api/v1/health", body)
                #expect(answer.status.code >= 400 && answer.status.code < 500, "\(body)")
                #expect(answer.json["errors"]?.arrayValue?.first?["field"]?.stringValue?.contains("clientId") == true, "\(body)")
            }
            var one = HTTPFields()
            one.set("Idempotency-Key", "one")
            let mismatch = try await alice.send(.post, "/api/v1/health", json: #"{"type": "water", "value": 250, "clientId": "two"}"#, headers: one)
            #expect(mismatch.status.code >= 400 && mismatch.status.code < 500)
            #expect(try await alice.get("/api/v1/health?type=water").items.count == 1)
            #expect(try await alice.get("/api/v1/health?type=mood").items.isEmpty)
        }
    }
}
