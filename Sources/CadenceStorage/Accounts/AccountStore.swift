import CadenceCore
import Foundation

/// The storage contract of the server's accounts: sign-in names and password hashes, browser
/// sessions, personal API tokens and the server-wide sign-up setting.
///
/// Kept apart from `CadenceStore` (which holds the habit data every interface shares) so that
/// a backend can be used without accounts, as the command line does. An account *is* a store
/// user: its id is the user's `UserID`, so every habit operation made for a signed-in account
/// is scoped to that user (docs/domain-rules.md §8).
///
/// Secrets never reach the store: sessions and API tokens are stored as the SHA-256 digests of
/// their random tokens, passwords as bcrypt hashes. Lookups take the digest.
///
/// Every backend runs `AccountStoreConformance` (in `CadenceStoreConformance`).
public protocol AccountStore: AttemptStore, OIDCStore, Sendable {
    // MARK: Accounts

    /// Creates an account in one transaction: its store user (`CadenceStore.createUser`,
    /// preset categories included) and the account row — or none of them.
    ///
    /// The first account of an empty account table becomes the `owner`, whatever
    /// `request.requiresOpenSignUps` says; later ones are `member`s and, when
    /// `request.requiresOpenSignUps` is true, are refused with `AccountError.signUpsClosed`
    /// unless the sign-up setting is open. When `request.adoptsUnclaimedUser` is true and this
    /// is the first account, it takes over the store's oldest user that has no account (the
    /// command line's local user, with its habits) instead of creating one. Usernames are
    /// unique case-insensitively (`AccountError.usernameTaken`).
    func createAccount(_ request: NewAccount, at instant: Date) async throws -> Account

    /// The account of a user, or `nil`.
    func account(_ user: UserID) async throws -> Account?

    /// The account and password hash for a username (case-insensitive), or `nil`.
    func credentials(forUsername username: String) async throws -> AccountCredentials?

    /// How many accounts exist.
    func accountCount() async throws -> Int

    // MARK: Server settings

    /// Whether people other than the owner may create accounts (default: `false`).
    func signUpsOpen() async throws -> Bool

    /// Opens or closes sign-ups.
    func setSignUpsOpen(_ open: Bool) async throws

    /// The server's secret called `name` (docs/domain-rules.md §8 "Device cookies"): the first
    /// call stores `candidate` and answers it; every later call — from any process on this store —
    /// answers the stored one. Kept in the store, never logged or answered by any route.
    func serverSecret(named name: String, candidate: String) async throws -> String

    // MARK: Sessions

    /// Stores a new browser session.
    func createSession(_ session: Session) async throws

    /// The session with this token digest, when it exists and has not expired at `instant`,
    /// with its user's data revision (one read).
    func session(tokenHash: String, at instant: Date) async throws -> Authenticated<Session>?

    /// Replaces the account's password hash and ends every session of it but the one whose
    /// digest is `keepingSession` (the browser that changed it) and, unless
    /// `revokingTokensAt` is `nil`, revokes every active API token of the user at that instant
    /// (docs/domain-rules.md §8), in one transaction; answers how many tokens it revoked.
    /// `AccountError.notFound` for an unknown account.
    @discardableResult
    func changePassword(
        of user: UserID, toHash passwordHash: String, keepingSession: String?, revokingTokensAt: Date?
    ) async throws -> Int
    /// Deletes an account with its user and everything they stored (sessions, tokens, habits,
    /// check-ins, progress, life areas, reminders, imports), in one transaction; the owner only
    /// when no other account exists (`AccountError.ownerHasMembers`). `AccountError.notFound`
    /// for an unknown account.
    func deleteAccount(_ user: UserID) async throws
    /// Deletes a session (signing out); deleting an unknown session does nothing.
    func deleteSession(tokenHash: String) async throws

    /// Deletes the sessions that expired at or before `instant`; returns how many.
    @discardableResult
    func deleteExpiredSessions(at instant: Date) async throws -> Int

    // MARK: API tokens

    /// Stores a new personal API token for `user`; returns it with its assigned id.
    func createAPIToken(named name: String, tokenHash: String, for user: UserID, at instant: Date) async throws -> APIToken

    /// The user's API tokens, revoked ones included, newest first.
    func apiTokens(of user: UserID) async throws -> [APIToken]

    /// The token with this digest when it exists and is not revoked, with its user's data
    /// revision (one read).
    func activeAPIToken(tokenHash: String) async throws -> Authenticated<APIToken>?

    /// Revokes one of the user's tokens; `AccountError.notFound` when the user has no token
    /// with that id (another user's token included). Revoking twice keeps the first instant.
    @discardableResult
    func revokeAPIToken(_ id: APIToken.ID, of user: UserID, at instant: Date) async throws -> APIToken

    /// Records that a token was used at `instant`.
    func markAPITokenUsed(_ id: APIToken.ID, at instant: Date) async throws

    // MARK: Caching

    /// A number that grows whenever any stored fact of the user changes — habits, reminders,
    /// categories, check-ins, day records, settings, progress — whoever writes it (another
    /// server process, the command line, an importer). Derived answers (today's list,
    /// statistics) computed at revision r stay valid while it reads r (and the day is the
    /// same). 0 for an unknown user.
    func dataRevision(of user: UserID) async throws -> Int64
}

extension AccountStore {
    /// Changes the password and ends the other sessions, keeping the API tokens.
    public func changePassword(of user: UserID, toHash passwordHash: String, keepingSession: String?) async throws {
        try await changePassword(of: user, toHash: passwordHash, keepingSession: keepingSession, revokingTokensAt: nil)
    }
}
