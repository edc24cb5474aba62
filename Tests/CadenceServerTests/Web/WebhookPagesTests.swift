import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// Settings ▸ Webhooks (docs/web.md "Webhooks"; docs/domain-rules.md "§21 Outgoing
/// events (webhooks)"): an endpoint added with its events (the secret shown once), an unknown
/// event or a bad URL refused with nothing added, a test queued and shown among the deliveries,
/// the endpoint deleted; another person's endpoint is not found.
@Suite struct WebhookPagesTests {
    @Test func endpointsAreAddedTestedAndDeleted() async throws {
        let server = try TestServer(configuration: NotifyRouteTests.configuration)
        try await server.run { api in
            let (alice, bob) = try await PageVisitor.twoUsers(on: api.client)
            #expect(try await alice.get("/settings").text.contains("id=\"settings-webhooks-link\""))
            let empty = try await alice.get("/settings/webhooks")
            for needle in ["id=\"webhook-form\"", "id=\"webhook-url\"", "id=\"webhook-events\"", "id=\"add-webhook\"", "id=\"no-webhooks\""] {
                #expect(empty.text.contains(needle), "no \(needle) on /settings/webhooks")
            }
            let added = try await alice.post(
                "/settings/webhooks", [("url", "http://127.0.0.1:9/in"), ("events", "checkin.created"), ("events", "day.perfect")])
            #expect(added.status == .created && added.text.contains("id=\"new-webhook-secret\""), "\(added.status)")
            let secret = try #require(added.between("id=\"new-webhook-secret\" class=\"secret\">", and: "</code>"))
            #expect(secret.hasPrefix("whsec_"))
            let listed = try await alice.get("/settings/webhooks")
            #expect(!listed.text.contains(secret) && !listed.text.contains("new-webhook-secret"), "the secret is shown once")
            let endpoints = try await server.store.webhookEndpoints(of: alice.user)
            #expect(endpoints.map { $0.events.map(\.rawValue) } == [["checkin.created", "day.perfect"]])
            let id = try #require(endpoints.first?.id)
            #expect(listed.text.contains("id=\"webhook-\(id)\"") && listed.text.contains("id=\"test-webhook-\(id)\""))

            let unknown = try await alice.post("/settings/webhooks", [("url", "http://127.0.0.1:9/in"), ("events", "checkin.made")])
            #expect(unknown.status == .unprocessableContent && unknown.text.contains("checkin.made"))
            let none = try await alice.post("/settings/webhooks", [("url", "http://127.0.0.1:9/in")])
            #expect(none.status == .unprocessableContent)
            let bad = try await alice.post("/settings/webhooks", [("url", "ftp://x"), ("events", "level.up")])
            #expect(bad.status == .unprocessableContent)
            #expect(try await server.store.webhookEndpoints(of: alice.user).count == 1, "refusals add nothing")

            #expect(try await alice.post("/settings/webhooks/\(id)/test").status == .seeOther)
            let tested = try await alice.get("/settings/webhooks")
            #expect(tested.text.contains("id=\"webhook-deliveries-\(id)\"") && tested.text.contains("webhook.test"))

            #expect(try await bob.post("/settings/webhooks/\(id)/delete").status == .notFound)
            #expect(try await alice.post("/settings/webhooks/\(id)/delete").status == .seeOther)
            #expect(try await server.store.webhookEndpoints(of: alice.user).isEmpty)
        }
    }
}
