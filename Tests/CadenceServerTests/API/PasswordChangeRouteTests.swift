import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Hummingbird
import Testing

/// Issue 32 item 8b (docs/domain-rules.md §8): a password change revokes the account's API
/// tokens — at once, in this process too, whatever the token cache holds — unless the person
/// keeps them; other sessions end.
@Suite struct PasswordChangeRouteTests {
    @Test func aChangeRevokesEveryTokenAtOnce() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let other = try await client.signIn("alice", password: "correct horse")
            let first = try await alice.withNewToken(named: "phone")
            let second = try await alice.withNewToken(named: "script")
            #expect(try await first.get("/api/v1/account").status == .ok, "the token is in the cache now")
            let changed = try await alice.post(
                "/api/v1/account/password", #"{"currentPassword": "correct horse", "newPassword": "battery staple 9"}"#)
            #expect(changed.status == .ok, "\(changed.text)")
            #expect(changed.json["revokedTokens"]?.numberValue == 2)
            #expect(try await first.get("/api/v1/account").status == .unauthorized, "revoked at once, cache or not")
            #expect(try await second.get("/api/v1/account").status == .unauthorized)
            #expect(try await other.get("/api/v1/account").status == .unauthorized, "other sessions end")
            #expect(try await alice.get("/api/v1/account").status == .ok, "the session that changed it stays")
            #expect(try await alice.get("/api/v1/tokens").items.allSatisfy { $0["revokedAt"] != nil && $0["revokedAt"] != .null })
        }
    }

    @Test func keepTokensKeepsThem() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let token = try await alice.withNewToken()
            let changed = try await token.post(
                "/api/v1/account/password",
                #"{"currentPassword": "correct horse", "newPassword": "battery staple 9", "keepTokens": true}"#)
            #expect(changed.status == .ok)
            #expect(changed.json["revokedTokens"]?.numberValue == 0)
            #expect(try await token.get("/api/v1/account").status == .ok)
        }
    }

    @Test func aWrongCurrentPasswordChangesNothing() async throws {
        let server = try TestServer()
        try await server.run { client in
            let alice = try await client.signUp("alice")
            let token = try await alice.withNewToken()
            let wrong = try await alice.post(
                "/api/v1/account/password", #"{"currentPassword": "nope", "newPassword": "battery staple 9"}"#)
            #expect(wrong.status == .unauthorized)
            let short = try await alice.post("/api/v1/account/password", #"{"currentPassword": "correct horse", "newPassword": "x"}"#)
            #expect(short.status == .unprocessableContent)
            #expect(try await token.get("/api/v1/account").status == .ok)
            #expect(try await client.signIn("alice", password: "correct horse").get("/api/v1/account").status == .ok)
        }
    }
}
