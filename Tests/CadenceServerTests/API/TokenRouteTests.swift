import CadenceAPI
import CadenceHTTP
import CadenceServer
import Foundation
import Testing

/// Personal API tokens: created with a secret shown once, stored hashed, listed, revoked.
@Suite struct TokenRouteTests {
    @Test func aTokenAuthenticatesUntilRevoked() async throws {
        let server = try TestServer()
        try await server.run { client in
            let alice = try await client.signUp("alice")
            let created = try await alice.post("/api/v1/tokens", #"{"name": "  backup script  "}"#)
            #expect(created.status == .created)
            #expect(created.json["token"]?["name"]?.stringValue == "backup script")
            let secret = try #require(created.json["secret"]?.stringValue)
            let id = try #require(created.json["token"]?["id"]?.numberValue)
            let script = client.with(.bearer(secret))
            #expect(try await script.get("/api/v1/today").status == .ok)

            let listed = try await alice.get("/api/v1/tokens")
            #expect(listed.items.count == 1)
            #expect(listed.items.first?["lastUsedAt"]?.stringValue != nil)
            #expect(!listed.text.contains(secret))

            server.clock.advance(by: 5)
            let revoked = try await alice.delete("/api/v1/tokens/\(Int(id))")
            #expect(revoked.status == .ok)
            #expect(revoked.json["revokedAt"]?.stringValue != nil)
            let refused = try await script.get("/api/v1/today")
            #expect(refused.status == .unauthorized)
            #expect(refused.code == "notSignedIn")
        }
    }

    @Test func theStoreKeepsOnlyTheDigest() async throws {
        let server = try TestServer()
        try await server.run { client in
            let alice = try await client.signUp("alice")
            let secret = try #require(try await alice.post("/api/v1/tokens", #"{"name": "x"}"#).json["secret"]?.stringValue)
            let user = try await alice.get("/api/v1/account").int("id")
            let stored = try await server.store.apiTokens(of: user)
            #expect(stored.count == 1)
            #expect(try await server.store.activeAPIToken(tokenHash: secret) == nil)
        }
    }

    @Test func tokenNamesAreValidated() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let blank = try await alice.post("/api/v1/tokens", #"{"name": "   "}"#)
            #expect(blank.status == .unprocessableContent)
            #expect(blank.code == "tokenNameInvalid")
        }
    }

    @Test func malformedOrUnknownBearerTokensAreRefused() async throws {
        try await TestServer().run { client in
            _ = try await client.signUp("alice")
            #expect(try await client.with(.bearer("cad_nope")).get("/api/v1/today").status == .unauthorized)
            let basic = try await client.send(.get, "/api/v1/today", headers: [.authorization: "Basic YTpi"])
            #expect(basic.status == .unauthorized)
        }
    }
}
