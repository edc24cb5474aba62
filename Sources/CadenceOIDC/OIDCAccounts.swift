import CadenceCore
import CadenceServices
import Crypto
import Foundation

/// From a verified sign-in to an account (docs/domain-rules.md "§24 OpenID Connect
/// sign-in"): accounts are found by (issuer, subject) only — never by email or name.
public struct OIDCAccounts: Sendable {
    let accounts: AccountService

    public init(accounts: AccountService) {
        self.accounts = accounts
    }

    /// The account a sign-in proof names: the linked one; else a new account, linked in the same
    /// transaction, only while sign-ups are open (or for the first account of the server),
    /// named after `preferred_username` when that is a free, valid username, else `oidc-` and 8
    /// hex digits of the person's (issuer, subject).
    public func account(for proof: OIDCSignIn.Proof, settings: UserSettings, adoptsUnclaimedUser: Bool, now: Date) async throws -> Account {
        let claims = proof.claims
        if let linked = try await accounts.oidcIdentity(issuer: claims.iss, subject: claims.sub),
            let account = try await accounts.account(linked.user)
        {
            return account
        }
        let identity = OIDCIdentity(issuer: claims.iss, subject: claims.sub, user: 0, linkedAt: now)
        var names: [String] = []
        if let wanted = claims.preferredUsername, let valid = try? AccountValidator.validatedUsername(wanted) { names.append(valid) }
        names.append(Self.fallbackUsername(issuer: claims.iss, subject: claims.sub))
        var lastError: (any Error)?
        for name in names {
            var request = NewAccount(
                username: name, passwordHash: NewAccount.noPassword, settings: settings, requiresOpenSignUps: true,
                adoptsUnclaimedUser: adoptsUnclaimedUser)
            request.identity = identity
            do {
                return try await accounts.signUp(request, at: now)
            } catch let error as AccountError where error.code == .usernameTaken {
                lastError = error
            }
        }
        throw lastError ?? AccountError(.usernameTaken, "no username is free for this sign-in")
    }

    /// Links the proof's person to `user` — the account that started the link, which must be the
    /// one signed in now (`AccountError.notSignedIn` otherwise).
    public func link(_ proof: OIDCSignIn.Proof, to user: UserID, now: Date) async throws {
        guard proof.pending.purpose == .link, proof.pending.user == user else {
            throw AccountError(.notSignedIn, "finish linking in the browser that started it, signed in to the same account")
        }
        try await accounts.linkOIDCIdentity(OIDCIdentity(issuer: proof.claims.iss, subject: proof.claims.sub, user: user, linkedAt: now))
    }

    /// `oidc-` and the first 8 hex digits of SHA-256(issuer + " " + subject).
    static func fallbackUsername(issuer: String, subject: String) -> String {
        "oidc-" + SHA256.hash(data: Data((issuer + " " + subject).utf8)).prefix(4).map { String(format: "%02x", $0) }.joined()
    }
}
