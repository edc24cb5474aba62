import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// `/api/v1/notify` (docs/domain-rules.md §9 "Delivery"): channels with a secret shown once,
/// URL checks, private destinations refused unless the operator allows them, the operator's
/// host list, a rate-limited test send answering fixed reasons, and the log. The test server
/// allows 127.0.0.1 only (named in its host list), so nothing leaves the machine.
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
            #expect(
                try await alice.post("/api/v1/notify/channels", #"{"kind": "ntfy", "url": "https://ntfy.sh/topic"}"#).status == .unprocessableContent)
            #expect(try await alice.post("/api/v1/notify/channels", #"{"kind": "ntfy", "url": "ftp://127.0.0.1/x"}"#).status == .unprocessableContent)
            #expect(try await alice.post("/api/v1/notify/channels", #"{"kind": "sms", "url": "http://127.0.0.1/x"}"#).status == .badRequest)
            let tested = try await alice.post("/api/v1/notify/test")
            #expect(tested.status == .ok && tested.items.first?["ok"] == .bool(false), "nothing listens on port 9")
            #expect(tested.items.first?["detail"]?.stringValue == "could not connect", "a fixed reason: \(tested.text)")
            #expect(try await alice.get("/api/v1/notify/log").items.isEmpty)
            #expect(try await alice.get("/api/v1/notify/log?limit=0").status == .badRequest)
            #expect(try await bob.get("/api/v1/notify/channels").items.isEmpty)
            #expect(try await bob.post("/api/v1/notify/test").status == .notFound)
            #expect(try await bob.delete("/api/v1/notify/channels/\(try hook.int("id"))").status == .notFound)
            #expect(try await alice.delete("/api/v1/notify/channels/\(try hook.int("id"))").status == .noContent)
        }
    }

    @Test func privateDestinationsAreRefusedByDefault() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let urls = [
                "http://127.0.0.1:9/hook", "http://[::1]/hook", "http://localhost:8080/", "http://127.1/", "http://0x7f000001/",
                "http://2130706433/", "http://0.0.0.0/", "http://[::ffff:127.0.0.1]/", "http://10.1.2.3/", "http://172.16.0.1/",
                "http://192.168.0.10/", "http://169.254.169.254/latest", "http://100.64.0.1/", "http://[fd00::1]/",
                "http://[fe80::1]/", "http://224.0.0.1/", "http://0177.0.0.1/",
            ]
            for url in urls {
                let refused = try await alice.post("/api/v1/notify/channels", #"{"kind": "webhook", "url": "\#(url)"}"#)
                #expect(refused.status == .unprocessableContent, "\(url): \(refused.status)")
                let field = refused.json["errors"]?.arrayValue?.first?["field"]?.stringValue
                #expect(refused.code == "channelInvalid" && field == "url", "\(url): \(refused.text)")
            }
            #expect(try await alice.get("/api/v1/notify/channels").items.isEmpty, "nothing was added")
            let named = try await alice.post("/api/v1/notify/channels", #"{"kind": "ntfy", "url": "https://ntfy.example.org/topic"}"#)
            #expect(named.status == .created, "a name that resolves to no private address is accepted: \(named.text)")
        }
        var opted = TestServer.configuration
        opted.notificationPrivateNetworks = true
        try await TestServer(configuration: opted).run { client in
            let alice = try await client.signUp("alice")
            let home = try await alice.post("/api/v1/notify/channels", #"{"kind": "ntfy", "url": "http://192.168.1.20/cadence"}"#)
            #expect(home.status == .created, "the operator allows private networks: \(home.text)")
        }
    }

    @Test func testSendsAreRateLimitedPerUser() async throws {
        #expect(ServerConfiguration().notifyTestLimit == .init(attempts: 5, window: 60), "5 a minute by default")
        var configuration = Self.configuration
        configuration.notifyTestLimit = .init(attempts: 2, window: 60)  // each send to port 9 takes the 5 s connect timeout
        try await TestServer(configuration: configuration).run { client in
            let (alice, bob) = try await client.twoUsers()
            for user in [alice, bob] {
                let added = try await user.post("/api/v1/notify/channels", #"{"kind": "ntfy", "url": "http://127.0.0.1:9/topic"}"#)
                #expect(added.status == .created)
            }
            for _ in 0..<2 { #expect(try await alice.post("/api/v1/notify/test").status == .ok) }
            let limited = try await alice.post("/api/v1/notify/test")
            #expect(limited.status == .tooManyRequests && limited.code == "rateLimited", "\(limited.text)")
            #expect(limited.headers[.retryAfter] != nil)
            #expect(try await bob.post("/api/v1/notify/test").status == .ok, "the limit is per user")
        }
    }
}
