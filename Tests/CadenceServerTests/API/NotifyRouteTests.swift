import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/notify` (docs/domain-rules.md §9 "Delivery"): channels with a secret shown once,
/// URL checks and the operator's host list, a test send, and the log. The test server allows
/// loopback hosts only, so nothing leaves the machine.
@Suite struct NotifyRouteTests {
    static var configuration: ServerConfiguration {
        var configuration = TestServer.configuration
        configuration.notificationHosts = ["127.0.0.1"]
        return configuration
    }

    @Test func channelsTestAndLog() async throws {
        try await TestServer(configuration: Self.configuration).run { client in
            let (alice, bob) = try await client.twoUsers()
            let hook = try await alice.post("/api/v1/notify/channels", #"{"kind": "webhook", "url": "http://127.0.0.1:9/hook"}"#)
            #expect(hook.status == .created && hook.json["secret"]?.stringValue?.hasPrefix("whsec_") == true)
            #expect(try await alice.get("/api/v1/notify/channels").items.first?["secret"] == .null, "the secret is shown once")
            #expect(try await alice.post("/api/v1/notify/channels", #"{"kind": "webhook", "url": "http://127.0.0.1:9/hook"}"#).status == .conflict)
            #expect(try await alice.post("/api/v1/notify/channels", #"{"kind": "ntfy", "url": "https://ntfy.sh/topic"}"#).status == .unprocessableContent)
            #expect(try await alice.post("/api/v1/notify/channels", #"{"kind": "ntfy", "url": "ftp://127.0.0.1/x"}"#).status == .unprocessableContent)
            #expect(try await alice.post("/api/v1/notify/channels", #"{"kind": "sms", "url": "http://127.0.0.1/x"}"#).status == .badRequest)
            let tested = try await alice.post("/api/v1/notify/test")
            #expect(tested.status == .ok && tested.items.first?["ok"] == .bool(false), "nothing listens on port 9")
            #expect(try await alice.get("/api/v1/notify/log").items.isEmpty)
            #expect(try await alice.get("/api/v1/notify/log?limit=0").status == .badRequest)
            #expect(try await bob.get("/api/v1/notify/channels").items.isEmpty)
            #expect(try await bob.post("/api/v1/notify/test").status == .notFound)
            #expect(try await bob.delete("/api/v1/notify/channels/\(try hook.int("id"))").status == .notFound)
            #expect(try await alice.delete("/api/v1/notify/channels/\(try hook.int("id"))").status == .noContent)
        }
    }
}
