import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// Issue 32 item 8b on the web (docs/web.md "settings"): changing the password revokes the API
/// tokens unless "Keep my API tokens" (`keep_tokens`) is ticked, and says how many went.
@Suite struct WebPasswordTokensTests {
    @Test func aChangeRevokesTheTokensUnlessKept() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let session = try await api.signIn("alice", password: "correct horse")
            let token = try await session.withNewToken(named: "phone")
            #expect(try await token.get("/api/v1/account").status == .ok)
            #expect(try await alice.get("/settings").text.contains("name=\"keep_tokens\""))

            let kept = try await alice.post(
                "/settings/password", [("currentPassword", "correct horse"), ("newPassword", "battery staple 9"), ("keep_tokens", "1")])
            #expect(kept.status == .seeOther)
            #expect(try await token.get("/api/v1/account").status == .ok, "kept on request")

            let changed = try await alice.post(
                "/settings/password", [("currentPassword", "battery staple 9"), ("newPassword", "correct horse 2")])
            #expect(changed.status == .seeOther)
            #expect(try await token.get("/api/v1/account").status == .unauthorized, "revoked at once")
            #expect(try await server.store.apiTokens(of: alice.user).allSatisfy { $0.revokedAt != nil })
        }
    }
}
