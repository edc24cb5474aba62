import CadenceCore
import CadenceStorage
import Foundation

/// The account use cases the servers call (docs/api.md "Accounts, sessions and tokens";
/// docs/domain-rules.md §8): sign-up, credentials, sessions, personal API tokens, the sign-up
/// setting, the server's secrets and the attempt log the sign-in limits count in.
///
/// Holds the account store behind a `CachingAccountStore` (API tokens kept for 2 s, dropped at
/// once when this process ends them); the store itself is not reachable from here
/// (docs/architecture.md "The one writer"). Secrets never reach it: callers pass digests and
/// bcrypt hashes.
public struct AccountService: Sendable {
    let store: CachingAccountStore

    /// The tokens this service keeps for a moment.
    package var apiTokens: APITokenCache { store.tokens }

    /// The account service of `store`, keeping API tokens in `apiTokens`.
    package init(_ store: any AccountStore, environment: ServiceEnvironment, apiTokens: APITokenCache = APITokenCache()) {
        self.store = CachingAccountStore(store, tokens: apiTokens, environment: environment)
    }

    // MARK: Accounts

    /// Creates an account (docs/domain-rules.md §8): the first one becomes the owner; when
    /// `request.requiresOpenSignUps`, a later one only while sign-ups are open
    /// (`AccountError.signUpsClosed`) — checked first, and again by the store in the account's
    /// own transaction.
    public func signUp(_ request: NewAccount, at instant: Date) async throws -> Account {
        if request.requiresOpenSignUps, try await store.accountCount() > 0, try await !store.signUpsOpen() {
            throw AccountError(.signUpsClosed, "sign-ups are closed on this server; ask its owner for an account")
        }
        return try await store.createAccount(request, at: instant)
    }

    /// The account of a user, or `nil`.
    public func account(_ user: UserID) async throws -> Account? {
        try await store.account(user)
    }

    /// The account and password hash for a username (case-insensitive), or `nil`.
    public func credentials(forUsername username: String) async throws -> AccountCredentials? {
        try await store.credentials(forUsername: username)
    }

    /// How many accounts exist.
    public func accountCount() async throws -> Int {
        try await store.accountCount()
    }

    /// Deletes an account with everything its user stored (`AccountStore.deleteAccount`).
    public func deleteAccount(_ user: UserID) async throws {
        try await store.deleteAccount(user)
    }

    /// Replaces the password hash, ends the other sessions and, with `revokingTokensAt`, revokes
    /// the API tokens, in one transaction; answers how many tokens it revoked.
    @discardableResult
    public func changePassword(
        of user: UserID, toHash passwordHash: String, keepingSession: String?, revokingTokensAt: Date?
    ) async throws -> Int {
        try await store.changePassword(
            of: user, toHash: passwordHash, keepingSession: keepingSession, revokingTokensAt: revokingTokensAt)
    }

    // MARK: Server settings

    /// Whether people other than the owner may create accounts.
    public func signUpsOpen() async throws -> Bool {
        try await store.signUpsOpen()
    }

    /// Opens or closes sign-ups.
    public func setSignUpsOpen(_ open: Bool) async throws {
        try await store.setSignUpsOpen(open)
    }

    /// The server's secret called `name`: the first call stores `candidate`, later ones answer it.
    public func serverSecret(named name: String, candidate: String) async throws -> String {
        try await store.serverSecret(named: name, candidate: candidate)
    }

    // MARK: Sessions

    /// Stores a new browser session.
    public func createSession(_ session: Session) async throws {
        try await store.createSession(session)
    }

    /// The unexpired session with this digest, with its user's data revision.
    public func session(tokenHash: String, at instant: Date) async throws -> Authenticated<Session>? {
        try await store.session(tokenHash: tokenHash, at: instant)
    }

    /// Deletes a session (signing out).
    public func deleteSession(tokenHash: String) async throws {
        try await store.deleteSession(tokenHash: tokenHash)
    }

    /// Deletes the sessions expired at `instant`; answers how many.
    @discardableResult
    public func deleteExpiredSessions(at instant: Date) async throws -> Int {
        try await store.deleteExpiredSessions(at: instant)
    }

    // MARK: API tokens

    /// Stores a new personal API token (its digest) for `user`.
    public func createAPIToken(named name: String, tokenHash: String, for user: UserID, at instant: Date) async throws -> APIToken {
        try await store.createAPIToken(named: name, tokenHash: tokenHash, for: user, at: instant)
    }

    /// The user's API tokens, revoked ones included, newest first.
    public func apiTokens(of user: UserID) async throws -> [APIToken] {
        try await store.apiTokens(of: user)
    }

    /// The active token with this digest, with its user's data revision.
    public func activeAPIToken(tokenHash: String) async throws -> Authenticated<APIToken>? {
        try await store.activeAPIToken(tokenHash: tokenHash)
    }

    /// Revokes one of the user's tokens (`AccountError.notFound` for another's).
    @discardableResult
    public func revokeAPIToken(_ id: APIToken.ID, of user: UserID, at instant: Date) async throws -> APIToken {
        try await store.revokeAPIToken(id, of: user, at: instant)
    }

    /// Records that a token was used at `instant`.
    public func markAPITokenUsed(_ id: APIToken.ID, at instant: Date) async throws {
        try await store.markAPITokenUsed(id, at: instant)
    }

    /// The user's data revision, read after this call began.
    public func dataRevision(of user: UserID) async throws -> Int64 {
        try await store.dataRevision(of: user)
    }

    // MARK: Attempt log (the sign-in limits)

    /// Records an attempt by `key` in `scope`, dropping the key's attempts older than `window`.
    public func recordAttempt(scope: String, key: String, at instant: Date, window: TimeInterval) async throws {
        try await store.recordAttempt(scope: scope, key: key, at: instant, window: window)
    }

    /// The instants of `key`'s attempts in `scope` after `since`, oldest first.
    public func attempts(scope: String, key: String, after since: Date) async throws -> [Date] {
        try await store.attempts(scope: scope, key: key, after: since)
    }

    /// Forgets `key`'s attempts in `scope`.
    public func resetAttempts(scope: String, key: String) async throws {
        try await store.resetAttempts(scope: scope, key: key)
    }
}
