import CadenceCore
import CadenceStorage
import Foundation

/// The OpenID Connect use cases (docs/domain-rules.md "§24 OpenID Connect sign-in"):
/// pending sign-ins kept in the store (any server process finishes what another started), and
/// the links between accounts and a provider's people, by (issuer, subject) only.
extension AccountService {
    /// Keeps a pending sign-in (its state as a digest) until it is taken or expires.
    public func saveOIDCState(_ pending: OIDCPendingSignIn) async throws {
        try await store.saveOIDCState(pending)
    }

    /// Takes a pending sign-in once: `nil` when unknown, taken already or expired.
    public func takeOIDCState(stateHash: String, at instant: Date) async throws -> OIDCPendingSignIn? {
        try await store.takeOIDCState(stateHash: stateHash, at: instant)
    }

    /// The account linked to the provider's person, or `nil`.
    public func oidcIdentity(issuer: String, subject: String) async throws -> OIDCIdentity? {
        try await store.oidcIdentity(issuer: issuer, subject: subject)
    }

    /// The user's links, oldest first.
    public func oidcIdentities(of user: UserID) async throws -> [OIDCIdentity] {
        try await store.oidcIdentities(of: user)
    }

    /// Links the provider's person to the user's account (`AccountError.identityTaken` when taken).
    public func linkOIDCIdentity(_ identity: OIDCIdentity) async throws {
        try await store.linkOIDCIdentity(identity)
    }

    /// Removes the user's link at `issuer`. Refused (`AccountError.lastSignInMethod`) when the
    /// account has no password and no other link: it could never sign in again.
    public func unlinkOIDCIdentity(issuer: String, of user: UserID) async throws {
        guard let account = try await store.account(user) else { throw AccountError(.notFound, "no such account") }
        let hash = try await store.credentials(forUsername: account.username)?.passwordHash
        let links = try await store.oidcIdentities(of: user)
        if hash == NewAccount.noPassword, links.filter({ $0.issuer != issuer }).isEmpty, links.contains(where: { $0.issuer == issuer }) {
            throw AccountError(
                .lastSignInMethod, "this account has no password; unlinking would leave no way to sign in")
        }
        try await store.unlinkOIDCIdentity(issuer: issuer, of: user)
    }
}
