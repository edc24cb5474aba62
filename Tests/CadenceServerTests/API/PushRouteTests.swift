import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/push` (docs/domain-rules.md "§15 Web Push"): one key pair per server, the
/// browser's `PushSubscription.toJSON()` kept per user with its endpoint and keys checked, the
/// answer's shape, renewal of one endpoint, isolation, deletion, and a test answering a fixed
/// reason. Every answer is checked against openapi.yaml by the client.
@Suite struct PushRouteTests {
    /// RFC 8291 Appendix A's browser key (a point on P-256) and auth secret.
    static let p256dh = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
    static let auth = "BTBZMqHH6r4Tts7J_aSIgg"

    static func body(_ endpoint: String, p256dh: String = p256dh, auth: String = auth) -> String {
        #"{"endpoint": "\#(endpoint)", "expirationTime": null, "keys": {"p256dh": "\#(p256dh)", "auth": "\#(auth)"}}"#
    }

    @Test func subscriptionsAreKeptPerUser() async throws {
        var configuration = TestServer.configuration
        configuration.notificationHosts = ["127.0.0.1", "push.example.net"]
        try await TestServer(configuration: configuration).run { client in
            let (alice, bob) = try await client.twoUsers()
            let key = try await alice.get("/api/v1/push/key")
            let publicKey = try #require(key.json["publicKey"]?.stringValue)
            #expect(key.status == .ok && publicKey.count == 87, "65 bytes in base64url")
            #expect(try await bob.get("/api/v1/push/key").json["publicKey"]?.stringValue == publicKey, "one key per server")

            let made = try await alice.post("/api/v1/push/subscriptions", Self.body("https://push.example.net/wpush/abc"))
            #expect(made.status == .created, "\(made.text)")
            #expect(Set((made.json.objectValue ?? [:]).keys) == ["id", "endpoint", "createdAt", "device"])
            #expect(made.json["endpoint"]?.stringValue == "https://push.example.net/wpush/abc")
            let id = try made.int("id")
            let again = try await alice.post(
                "/api/v1/push/subscriptions", Self.body("https://push.example.net/wpush/abc", auth: "AAAAAAAAAAAAAAAAAAAAAA"))
            #expect(again.status == .created)
            #expect(try again.int("id") == id, "the same endpoint renews its keys")
            #expect(try await alice.get("/api/v1/push/subscriptions").items.count == 1)
            #expect(try await alice.get("/api/v1/notify/channels").items.isEmpty, "a subscription is not a channel")
            #expect(try await bob.get("/api/v1/push/subscriptions").items.isEmpty)
            #expect(try await bob.delete("/api/v1/push/subscriptions/\(id)").status == .notFound)
            #expect(try await bob.post("/api/v1/push/subscriptions/\(id)/test").status == .notFound)

            let port9 = try await alice.post("/api/v1/push/subscriptions", Self.body("http://127.0.0.1:9/push"))
            #expect(port9.status == .created, "http to a host the operator listed: \(port9.text)")
            let tested = try await alice.post("/api/v1/push/subscriptions/\(try port9.int("id"))/test")
            #expect(tested.status == .ok && tested.json["delivered"] == .bool(false))
            #expect(tested.json["reason"]?.stringValue == "could not connect", "a fixed reason: \(tested.text)")

            #expect(try await alice.delete("/api/v1/push/subscriptions/\(id)").status == .noContent)
            #expect(try await alice.delete("/api/v1/push/subscriptions/\(id)").status == .notFound)
            #expect(try await alice.get("/api/v1/push/subscriptions").items.count == 1)
        }
    }

    @Test func badSubscriptionsAreRefusedNamingTheField() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let offCurve = "BAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQE"
            let cases: [(String, String)] = [
                (Self.body("http://push.example.net/x"), "endpoint"), (Self.body("https://127.0.0.1/x"), "endpoint"),
                (Self.body("https://[::1]/x"), "endpoint"), (Self.body("not a url"), "endpoint"),
                (Self.body("https://push.example.net/x", p256dh: "BAAA"), "keys.p256dh"),
                (Self.body("https://push.example.net/x", p256dh: offCurve), "keys.p256dh"),
                (Self.body("https://push.example.net/x", auth: "AAAA"), "keys.auth"),
                (Self.body("https://push.example.net/x", auth: "%%%%"), "keys.auth"),
            ]
            for (body, field) in cases {
                let refused = try await alice.post("/api/v1/push/subscriptions", body)
                #expect(refused.status == .unprocessableContent && refused.code == "channelInvalid", "\(body): \(refused.text)")
                #expect(refused.json["errors"]?.arrayValue?.first?["field"]?.stringValue == field, "\(body): \(refused.text)")
            }
            for junk in [
                "{}", "[]", "null", #"{"endpoint": 3, "keys": {}}"#, #"{"endpoint": "https://a.example/x"}"#,
                #"{"endpoint": "https://a.example/x", "keys": {"p256dh": "x", "auth": "y"}, "extra": 1}"#,
            ] {
                #expect(try await alice.post("/api/v1/push/subscriptions", junk).status == .badRequest, "\(junk)")
            }
            #expect(try await alice.get("/api/v1/push/subscriptions").items.isEmpty, "nothing was kept")
            #expect(try await alice.post("/api/v1/push/subscriptions/99/test").status == .notFound)
            #expect(try await alice.delete("/api/v1/push/subscriptions/abc").status != .internalServerError)
        }
    }
}
