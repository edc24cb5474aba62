import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// docs/domain-rules.md "§24 OpenID Connect sign-in": what every backend does with
/// pending sign-ins (taken once, never after they expire, expired ones forgotten, one winner when
/// two take the same state at once) and with links (by issuer and subject, one per account and
/// issuer, made with the account in one transaction, gone with the account).
extension AccountStoreConformance {
    static func pending(_ state: String, expiresAt: Date, user: UserID? = nil) -> OIDCPendingSignIn {
        OIDCPendingSignIn(
            stateHash: state, nonce: "nonce-\(state)", codeVerifier: "verifier-\(state)", purpose: user == nil ? .signIn : .link,
            user: user, expiresAt: expiresAt)
    }

    public static func oidcStatesAreTakenOnceAndExpire(_ store: Store) async throws {
        let owner = try await store.createAccount(request("owner"), at: instant).id
        let expiry = instant.addingTimeInterval(600)
        try await store.saveOIDCState(pending("a", expiresAt: expiry, user: owner))
        let taken = try #require(try await store.takeOIDCState(stateHash: "a", at: instant))
        #expect(taken == pending("a", expiresAt: expiry, user: owner))
        #expect(try await store.takeOIDCState(stateHash: "a", at: instant) == nil, "a state is taken once")
        // At the edge: usable a millisecond before it expires, not at its expiry.
        try await store.saveOIDCState(pending("b", expiresAt: expiry))
        try await store.saveOIDCState(pending("c", expiresAt: expiry))
        #expect(try await store.takeOIDCState(stateHash: "b", at: expiry.addingTimeInterval(-0.001)) != nil)
        #expect(try await store.takeOIDCState(stateHash: "c", at: expiry) == nil)
        // Taking any state forgets the expired ones, even when asked later about an earlier instant.
        try await store.saveOIDCState(pending("d", expiresAt: expiry))
        #expect(try await store.takeOIDCState(stateHash: "unknown", at: expiry.addingTimeInterval(1)) == nil)
        #expect(try await store.takeOIDCState(stateHash: "d", at: instant) == nil)
        // Two takes of one state at once: exactly one gets it.
        try await store.saveOIDCState(pending("e", expiresAt: expiry))
        async let first = store.takeOIDCState(stateHash: "e", at: instant)
        async let second = store.takeOIDCState(stateHash: "e", at: instant)
        let winners = [try await first, try await second].compactMap { $0 }
        #expect(winners.count == 1)
    }

    public static func oidcIdentitiesLinkByIssuerAndSubject(_ store: Store) async throws {
        var made = request("dana")
        made.passwordHash = NewAccount.noPassword
        made.identity = OIDCIdentity(issuer: "https://id.example", subject: "p-1", user: 0, linkedAt: instant)
        let dana = try await store.createAccount(made, at: instant)
        let link = OIDCIdentity(issuer: "https://id.example", subject: "p-1", user: dana.id, linkedAt: instant)
        #expect(try await store.oidcIdentity(issuer: "https://id.example", subject: "p-1") == link)
        #expect(try await store.oidcIdentities(of: dana.id) == [link])
        #expect(try await store.oidcIdentity(issuer: "https://id.example/", subject: "p-1") == nil, "the issuer is compared exactly")
        // A taken person cannot make a second account: nothing is created.
        var again = request("dana2", open: false)
        again.identity = made.identity
        await expectAccountError(.identityTaken) { _ = try await store.createAccount(again, at: instant) }
        #expect(try await store.accountCount() == 1)
        #expect(try await store.credentials(forUsername: "dana2") == nil)
        let eve = try await store.createAccount(request("eve", open: false), at: instant).id
        // Another account cannot take the same person; the same link again changes nothing.
        await expectAccountError(.identityTaken) {
            try await store.linkOIDCIdentity(OIDCIdentity(issuer: "https://id.example", subject: "p-1", user: eve, linkedAt: instant))
        }
        try await store.linkOIDCIdentity(link)
        // One link per account and issuer; the same subject at another issuer is another person.
        await expectAccountError(.identityTaken) {
            try await store.linkOIDCIdentity(OIDCIdentity(issuer: "https://id.example", subject: "p-2", user: dana.id, linkedAt: instant))
        }
        let elsewhere = OIDCIdentity(issuer: "https://other.example", subject: "p-1", user: eve, linkedAt: instant)
        try await store.linkOIDCIdentity(elsewhere)
        #expect(try await store.oidcIdentities(of: eve) == [elsewhere])
        // Unlinking: another account's issuer is notFound; a second unlink too.
        await expectAccountError(.notFound) { try await store.unlinkOIDCIdentity(issuer: "https://id.example", of: eve) }
        try await store.unlinkOIDCIdentity(issuer: "https://other.example", of: eve)
        await expectAccountError(.notFound) { try await store.unlinkOIDCIdentity(issuer: "https://other.example", of: eve) }
        #expect(try await store.oidcIdentity(issuer: "https://other.example", subject: "p-1") == nil)
        // Deleting the account removes its links.
        try await store.deleteAccount(eve)
        try await store.linkOIDCIdentity(OIDCIdentity(issuer: "https://other.example", subject: "p-9", user: dana.id, linkedAt: instant))
        let member = try await store.createAccount(request("mia", open: false), at: instant).id
        try await store.linkOIDCIdentity(OIDCIdentity(issuer: "https://third.example", subject: "p-3", user: member, linkedAt: instant))
        try await store.deleteAccount(member)
        #expect(try await store.oidcIdentity(issuer: "https://third.example", subject: "p-3") == nil)
    }

    static func expectAccountError(_ code: AccountError.Code, _ body: () async throws -> Void) async {
        do {
            try await body()
            Issue.record("expected AccountError.\(code)")
        } catch let error as AccountError {
            #expect(error.code == code)
        } catch {
            Issue.record("expected AccountError.\(code), got \(error)")
        }
    }
}
