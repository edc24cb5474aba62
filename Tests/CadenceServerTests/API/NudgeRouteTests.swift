import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `POST /api/v1/partners/{id}/habits/{habitId}/nudge` and `/api/v1/settings/news`
/// (docs/domain-rules.md "§27 Nudges and partner news"): 201 once a day per habit, 409
/// `nudgeAlreadySent` the second time, 404 for a habit not shared with the caller exactly as for a
/// stranger, 403 with partners off; the switches and quiet hours read and changed, a bad time
/// refused with nothing changed. Every answer is checked against openapi.yaml by the test server.
@Suite struct NudgeRouteTests {
    @Test func aPartnerNudgesOnceADayPerSharedHabit() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, bob, id) = try await PartnerRouteTests.partners(client)
            let carol = try await client.signUp("carol").withNewToken()
            let run = try await alice.createHabit(#"{"name": "Run"}"#)
            let secret = try await alice.createHabit(#"{"name": "Secret"}"#)
            #expect(try await alice.put("/api/v1/habits/\(run)/sharing", #"{"with": "all"}"#).status == .ok)

            let first = try await bob.post("/api/v1/partners/\(id)/habits/\(run)/nudge")
            #expect(first.status == .created, "\(first.text)")
            #expect(first.json["habitId"]?.numberValue == Double(run) && first.json["partnerId"]?.numberValue == Double(id))
            let second = try await bob.post("/api/v1/partners/\(id)/habits/\(run)/nudge")
            #expect(second.status == .conflict && second.code == "nudgeAlreadySent", "\(second.text)")

            let unshared = try await bob.post("/api/v1/partners/\(id)/habits/\(secret)/nudge")
            let stranger = try await carol.post("/api/v1/partners/\(id)/habits/\(run)/nudge")
            let own = try await alice.post("/api/v1/partners/\(id)/habits/\(run)/nudge")
            for response in [unshared, stranger, own] {
                #expect(response.status == .notFound && response.code == "notFound", "\(response.text)")
            }
            server.clock.advance(by: 86_400)
            #expect(try await bob.post("/api/v1/partners/\(id)/habits/\(run)/nudge").status == .created, "the next day")
        }
    }

    @Test func theNewsSwitchesAndQuietHours() async throws {
        let server = try TestServer()
        try await server.run { client in
            let (alice, _) = try await client.twoUsers()
            let defaults = try await alice.get("/api/v1/settings/news")
            #expect(defaults.status == .ok, "\(defaults.text)")
            #expect(defaults.json["nudges"]?.boolValue == true && defaults.json["quietStart"]?.stringValue == "00:00")
            let changed = try await alice.patch(
                "/api/v1/settings/news", #"{"nudges": false, "overtaken": false, "quietStart": "22:00", "quietEnd": "07:30"}"#)
            #expect(changed.status == .ok, "\(changed.text)")
            #expect(changed.json["nudges"]?.boolValue == false && changed.json["partnerCompleted"]?.boolValue == true)
            #expect(changed.json["quietStart"]?.stringValue == "22:00" && changed.json["quietEnd"]?.stringValue == "07:30")
            let bad = try await alice.patch("/api/v1/settings/news", #"{"quietEnd": "24:00", "nudges": true}"#)
            #expect(bad.status == .unprocessableContent && bad.code == "newsSettingsInvalid", "\(bad.text)")
            let after = try await alice.get("/api/v1/settings/news")
            #expect(after.json["nudges"]?.boolValue == false && after.json["quietEnd"]?.stringValue == "07:30", "nothing changed")
        }
    }

    @Test func nudgingIsOffWithPartners() async throws {
        var configuration = TestServer.configuration
        configuration.partnersEnabled = false
        try await TestServer(configuration: configuration).run { client in
            let (alice, _) = try await client.twoUsers()
            let response = try await alice.post("/api/v1/partners/1/habits/1/nudge")
            #expect(response.status == .forbidden && response.code == "partnersOff", "\(response.text)")
        }
    }
}
