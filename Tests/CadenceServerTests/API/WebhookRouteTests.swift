import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/webhooks` (docs/domain-rules.md "§21 Outgoing events (webhooks)"): the
/// secret answered once, unknown events and bad URLs refused with their codes, private
/// destinations refused unless the operator allows them, the per-person cap, another person's
/// endpoint not found, a test queued, and a check-in's events queued with the write. Every
/// answer is checked against openapi.yaml by the test server.
@Suite struct WebhookRouteTests {
    static var configuration: ServerConfiguration {
        var configuration = TestServer.configuration
        configuration.notificationHosts = ["127.0.0.1"]
        return configuration
    }

    @Test func endpointsAreAddedListedTestedAndDeleted() async throws {
        try await TestServer(configuration: Self.configuration).run { client in
            let (alice, bob) = try await client.twoUsers()
            let added = try await alice.post("/api/v1/webhooks", #"{"url": "http://127.0.0.1:9/in", "events": ["checkin.created", "day.perfect"]}"#)
            #expect(added.status == .created, "\(added.text)")
            #expect(added.json["secret"]?.stringValue?.hasPrefix("whsec_") == true)
            #expect(added.json["events"]?.arrayValue?.compactMap(\.stringValue) == ["checkin.created", "day.perfect"])
            let id = try added.int("id")
            let listed = try await alice.get("/api/v1/webhooks")
            #expect(listed.items.count == 1 && listed.items.first?["secret"] == nil, "the secret is answered once: \(listed.text)")
            #expect(listed.items.first?["enabled"] == .bool(true))
            #expect(!listed.text.contains(try #require(added.json["secret"]?.stringValue)))

            let unknown = try await alice.post("/api/v1/webhooks", #"{"url": "http://127.0.0.1:9/in", "events": ["checkin.made"]}"#)
            #expect(unknown.status == .unprocessableContent && unknown.code == "webhookEventUnknown", "\(unknown.text)")
            #expect(unknown.text.contains("checkin.made") && unknown.text.contains("day.perfect"), "names the known events")
            let none = try await alice.post("/api/v1/webhooks", #"{"url": "http://127.0.0.1:9/in", "events": []}"#)
            #expect(none.status == .unprocessableContent && none.code == "webhookEventUnknown")
            for url in ["ftp://127.0.0.1/x", "http://user:pw@127.0.0.1/x", "http://127.0.0.1/" + String(repeating: "a", count: 1_990)] {
                let bad = try await alice.post("/api/v1/webhooks", #"{"url": "\#(url)", "events": ["level.up"]}"#)
                // Past 2,000 characters the body's schema refuses it (400 invalidBody) before the rules do.
                #expect(bad.status == .unprocessableContent || bad.code == "invalidBody", "\(url): \(bad.text)")
            }
            let notListed = try await alice.post("/api/v1/webhooks", #"{"url": "https://example.org/x", "events": ["level.up"]}"#)
            #expect(notListed.code == "webhookUrlInvalid", "the operator's host list: \(notListed.text)")

            #expect(try await bob.get("/api/v1/webhooks").items.isEmpty)
            #expect(try await bob.delete("/api/v1/webhooks/\(id)").status == .notFound)
            #expect(try await bob.post("/api/v1/webhooks/\(id)/test").status == .notFound)
            #expect(try await bob.get("/api/v1/webhooks/\(id)/deliveries").status == .notFound)

            let test = try await alice.post("/api/v1/webhooks/\(id)/test")
            #expect(test.status == .accepted && test.json["type"]?.stringValue == "webhook.test", "\(test.text)")
            #expect(test.json["id"]?.stringValue?.hasPrefix("msg_") == true && test.json["status"]?.stringValue == "pending")
            let habit = try await alice.createHabit(#"{"name": "Read"}"#)
            let checkIn = try await alice.post("/api/v1/habits/\(habit)/checkins")
            #expect(checkIn.status == .created || checkIn.status == .ok, "\(checkIn.text)")
            let log = try await alice.get("/api/v1/webhooks/\(id)/deliveries")
            #expect(log.status == .ok)
            let types = log.items.compactMap { $0["type"]?.stringValue }
            #expect(types.contains("checkin.created") && types.last == "webhook.test", "queued with the check-in: \(log.text)")
            #expect(types.contains("day.perfect"), "the only habit done: a perfect day: \(log.text)")
            #expect(try await alice.get("/api/v1/webhooks/\(id)/deliveries?limit=0").status == .badRequest)
            #expect(try await alice.delete("/api/v1/webhooks/\(id)").status == .noContent)
            #expect(try await alice.get("/api/v1/webhooks/\(id)/deliveries").status == .notFound)
        }
    }

    @Test func aPersonHasAtMostTenEndpoints() async throws {
        try await TestServer(configuration: Self.configuration).run { client in
            let (alice, bob) = try await client.twoUsers()
            for index in 1...10 {
                let added = try await alice.post("/api/v1/webhooks", #"{"url": "http://127.0.0.1:9/\#(index)", "events": ["level.up"]}"#)
                #expect(added.status == .created)
            }
            let eleventh = try await alice.post("/api/v1/webhooks", #"{"url": "http://127.0.0.1:9/11", "events": ["level.up"]}"#)
            #expect(eleventh.status == .unprocessableContent && eleventh.code == "webhookLimitReached", "\(eleventh.text)")
            #expect(try await alice.get("/api/v1/webhooks").items.count == 10)
            let bobs = try await bob.post("/api/v1/webhooks", #"{"url": "http://127.0.0.1:9/b", "events": ["level.up"]}"#)
            #expect(bobs.status == .created, "the cap is per person")
        }
    }

    @Test func privateDestinationsNeedTheOperatorsOptIn() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            for url in ["http://127.0.0.1:9/in", "http://localhost/in", "http://[::1]/in", "http://10.0.0.1/in", "http://169.254.169.254/"] {
                let refused = try await alice.post("/api/v1/webhooks", #"{"url": "\#(url)", "events": ["day.perfect"]}"#)
                #expect(refused.code == "webhookUrlInvalid", "\(url): \(refused.text)")
            }
            #expect(try await alice.get("/api/v1/webhooks").items.isEmpty)
        }
        var opted = TestServer.configuration
        opted.notificationPrivateNetworks = true
        try await TestServer(configuration: opted).run { client in
            let alice = try await client.signUp("alice")
            let home = try await alice.post("/api/v1/webhooks", #"{"url": "http://127.0.0.1:9/in", "events": ["day.perfect"]}"#)
            #expect(home.status == .created, "the operator allows private networks: \(home.text)")
        }
    }
}
