import CadenceCore
import Foundation

/// The storage contract of OpenID Connect sign-in (docs/domain-rules.md "§24 OpenID
/// Connect sign-in"): the pending sign-ins (state, nonce and PKCE verifier, kept server-side so
/// that any server process on the store can finish a sign-in another one started) and the links
/// between accounts and a provider's people, by (issuer, subject) — never by email.
public protocol OIDCStore: Sendable {
    /// Keeps a pending sign-in until `takeOIDCState` takes it or it expires.
    func saveOIDCState(_ pending: OIDCPendingSignIn) async throws
    /// Takes the pending sign-in whose state digest is `stateHash`, in one transaction that also
    /// forgets every expired one: `nil` when there is none or it expired at or before `instant`.
    /// Taken once: a second call with the same digest answers `nil` (a replayed state).
    func takeOIDCState(stateHash: String, at instant: Date) async throws -> OIDCPendingSignIn?
    /// The link of the provider's person `subject` at `issuer`, or `nil`.
    func oidcIdentity(issuer: String, subject: String) async throws -> OIDCIdentity?
    /// The user's links, oldest first.
    func oidcIdentities(of user: UserID) async throws -> [OIDCIdentity]
    /// Links the provider's person to the user. `AccountError.identityTaken` when that person is
    /// linked to another account or the user already has a link at that issuer; linking the
    /// same person to the same user again changes nothing.
    func linkOIDCIdentity(_ identity: OIDCIdentity) async throws
    /// Removes the user's link at `issuer`; `AccountError.notFound` when there is none.
    func unlinkOIDCIdentity(issuer: String, of user: UserID) async throws
}

/// A provider's person linked to an account: the pair (issuer, subject) is unique.
public struct OIDCIdentity: Sendable, Hashable, Codable {
    public var issuer: String
    public var subject: String
    public var user: UserID
    public var linkedAt: Date

    public init(issuer: String, subject: String, user: UserID, linkedAt: Date) {
        self.issuer = issuer
        self.subject = subject
        self.user = user
        self.linkedAt = linkedAt
    }
}

/// A sign-in started and not finished: the SHA-256 digest of its `state` (the state itself is
/// never stored), the nonce the ID token must carry, the PKCE verifier, what it is for, and when
/// it stops being accepted.
public struct OIDCPendingSignIn: Sendable, Hashable {
    /// What finishing the sign-in does.
    public enum Purpose: String, Sendable, Hashable, CaseIterable {
        /// Sign in (or create an account where sign-ups are open).
        case signIn = "sign-in"
        /// Link the provider's person to `user`'s account (from Settings).
        case link
    }

    public var stateHash: String
    public var nonce: String
    public var codeVerifier: String
    public var purpose: Purpose
    /// The account being linked (`link` only).
    public var user: UserID?
    public var expiresAt: Date

    public init(stateHash: String, nonce: String, codeVerifier: String, purpose: Purpose, user: UserID?, expiresAt: Date) {
        self.stateHash = stateHash
        self.nonce = nonce
        self.codeVerifier = codeVerifier
        self.purpose = purpose
        self.user = user
        self.expiresAt = expiresAt
    }
}

/// The one refusal of a link that clashes (docs/domain-rules.md "§24 OpenID Connect
/// sign-in"), shared by every backend so that the wording is the same.
public enum OIDCIdentityTaken {
    public static let error = AccountError(
        .identityTaken, "that sign-in at the provider is linked to another account, or this account has a link there already")
}
