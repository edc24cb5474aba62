import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/partners` and `/api/v1/habits/{id}/sharing` (docs/domain-rules.md
/// "§25 Partners and shared habits"): invites made, accepted once, refused with
/// their codes and nothing changed; partners listed on both sides and ended by either; the daily
/// limit; the server's switch. Every answer is checked against openapi.yaml by the test server.
@Suite struct PartnerRouteTests {
    /// Alice invites, Bob accepts: both clients and the partnership's id.
    static func partners(_ client: APIClient) async throws -> (alice: APIClient, bob: APIClient, id: Int64) {
        let (alice, bob) = try await client.twoUsers()
        let invite = try await alice.post("/api/v1/partners/invites")
        #expect(invite.status == .created, "\(invite.text)")
        let code = try #require(invite.json["code"]?.stringValue)
        let accepted = try await bob.post("/api/v1/partners/accept", #"{"code": "\#(code)"}"#)
        #expect(accepted.status == .created, "\(accepted.text)")
        return (alice, bob, try accepted.int("id"))
    }

    @Test func anInviteMakesTwoAccountsPartnersOnce() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, bob) = try await client.twoUsers()
            let carol = try await client.signUp("carol").withNewToken()
            let invite = try await alice.post("/api/v1/partners/invites")
            #expect(invite.status == .created)
            let code = try #require(invite.json["code"]?.stringValue)
            #expect(code.count == 26)
            #expect(invite.json["url"]?.stringValue?.hasSuffix("/partners/accept?code=\(code)") == true, "\(invite.text)")
            #expect(invite.json["expiresAt"]?.stringValue == "2026-06-22T10:00:00Z", "seven days: \(invite.text)")

            let own = try await alice.post("/api/v1/partners/accept", #"{"code": "\#(code)"}"#)
            #expect(own.status == .unprocessableContent && own.code == "partnerInviteOwn", "\(own.text)")
            let unknown = try await bob.post("/api/v1/partners/accept", #"{"code": "0000-0000"}"#)
            #expect(unknown.status == .notFound && unknown.code == "partnerInviteUnknown", "\(unknown.text)")
            #expect(try await alice.get("/api/v1/partners").items.isEmpty, "nothing changed")

            // Typed in lower case with dashes, it is the same code.
            let typed = code.lowercased().enumerated().map { $0.offset == 4 ? "-\($0.element)" : "\($0.element)" }.joined()
            let accepted = try await bob.post("/api/v1/partners/accept", #"{"code": "\#(typed)"}"#)
            #expect(accepted.status == .created && accepted.json["name"]?.stringValue == "alice", "\(accepted.text)")
            let id = try accepted.int("id")
            let used = try await carol.post("/api/v1/partners/accept", #"{"code": "\#(code)"}"#)
            #expect(used.status == .conflict && used.code == "partnerInviteUsed", "\(used.text)")
            let second = try #require(try await bob.post("/api/v1/partners/invites").json["code"]?.stringValue)
            let again = try await alice.post("/api/v1/partners/accept", #"{"code": "\#(second)"}"#)
            #expect(again.status == .conflict && again.code == "alreadyPartners", "\(again.text)")

            let fromAlice = try await alice.get("/api/v1/partners")
            #expect(fromAlice.items.count == 1 && fromAlice.items.first?["name"]?.stringValue == "bob")
            #expect(fromAlice.items.first?["id"]?.numberValue == Double(id), "one id for both sides")
            #expect(try await carol.get("/api/v1/partners").items.isEmpty)
            #expect(try await carol.delete("/api/v1/partners/\(id)").status == .notFound, "a third person cannot end it")
            #expect(try await alice.delete("/api/v1/partners/\(id)").status == .noContent)
            #expect(try await bob.get("/api/v1/partners").items.isEmpty, "ended for both")
            #expect(try await bob.delete("/api/v1/partners/\(id)").status == .notFound)
        }
    }

    @Test func anInviteExpiresAfterSevenDays() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, bob) = try await client.twoUsers()
            let code = try #require(try await alice.post("/api/v1/partners/invites").json["code"]?.stringValue)
            server.clock.advance(by: 7 * 86_400)
            let late = try await bob.post("/api/v1/partners/accept", #"{"code": "\#(code)"}"#)
            #expect(late.status == .conflict && late.code == "partnerInviteExpired", "\(late.text)")
            #expect(try await bob.get("/api/v1/partners").items.isEmpty)
        }
    }

    @Test func invitesAreLimitedToTenADay() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, _) = try await client.twoUsers()
            for _ in 0..<10 { #expect(try await alice.post("/api/v1/partners/invites").status == .created) }
            let refused = try await alice.post("/api/v1/partners/invites")
            #expect(refused.status == .tooManyRequests && refused.code == "partnerInviteLimitReached", "\(refused.text)")
            server.clock.advance(by: 86_400)
            #expect(try await alice.post("/api/v1/partners/invites").status == .created, "the window slides")
        }
    }

    @Test func theServersOwnerCanTurnPartnersOff() async throws {
        var configuration = TestServer.configuration
        configuration.partnersEnabled = false
        try await TestServer(configuration: configuration).run { client in
            let (alice, _) = try await client.twoUsers()
            let habit = try await alice.createHabit(#"{"name": "Run"}"#)
            for response in [
                try await alice.post("/api/v1/partners/invites"), try await alice.get("/api/v1/partners"),
                try await alice.post("/api/v1/partners/accept", #"{"code": "0000"}"#), try await alice.get("/api/v1/partners/1/habits"),
                try await alice.put("/api/v1/habits/\(habit)/sharing", #"{"with": "all"}"#),
            ] {
                #expect(response.status == .forbidden && response.code == "partnersOff", "\(response.text)")
            }
        }
    }
}
