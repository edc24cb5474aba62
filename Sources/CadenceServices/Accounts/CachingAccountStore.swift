import CadenceCore
import CadenceStorage
import Foundation

/// The account store every front end of one server process uses (`ServerDependencies.accounts`):
/// the backend's, with the personal API tokens it answered kept for a moment in an
/// `APITokenCache` (docs/api.md "Accounts, sessions and tokens", docs/architecture.md).
///
/// A token found in the cache costs no token look-up, but the user's **data revision is still
/// read from the store for every request** (`dataRevision(of:)`): the store is the source of
/// truth for it, and other processes write too, so cached derived answers stay exact. Requests
/// of one user arriving together share reads that begin after they arrived
/// (`CoalescedRevisionReads`).
///
/// Every change through this process that may end a token's validity — revoking it, deleting
/// the account, changing the password — drops the cached tokens concerned right after the
/// store answered (whether it succeeded or not). Other processes' revocations are honoured once the entry expires
/// (`APITokenCache.lifetime`, 2 s). Everything else is passed to the backend unchanged.
package struct CachingAccountStore: AccountStore {
    /// The backend.
    package let base: any AccountStore
    /// The tokens recently read from `base`.
    package let tokens: APITokenCache
    /// The server's clock, for the entries' lifetime.
    package let environment: ServiceEnvironment
    /// Reads of data revisions shared by the requests that arrive together.
    private let revisions = CoalescedRevisionReads()

    package init(_ base: any AccountStore, tokens: APITokenCache = APITokenCache(), environment: ServiceEnvironment) {
        self.base = base
        self.tokens = tokens
        self.environment = environment
    }

    // MARK: API tokens (cached)

    /// The token from the cache while its entry is fresh, else from the store; the data
    /// revision always from the store.
    package func activeAPIToken(tokenHash: String) async throws -> Authenticated<APIToken>? {
        let now = environment.now()
        if let token = tokens.token(tokenHash: tokenHash, now: now) {
            return Authenticated(token, dataRevision: try await dataRevision(of: token.user))
        }
        let generation = tokens.generation
        guard let found = try await base.activeAPIToken(tokenHash: tokenHash) else { return nil }
        tokens.remember(found.credential, tokenHash: tokenHash, readAt: now, generation: generation)
        return found
    }

    @discardableResult
    package func revokeAPIToken(_ id: APIToken.ID, of user: UserID, at instant: Date) async throws -> APIToken {
        defer { tokens.forget(tokenID: id) }
        return try await base.revokeAPIToken(id, of: user, at: instant)
    }

    package func markAPITokenUsed(_ id: APIToken.ID, at instant: Date) async throws {
        try await base.markAPITokenUsed(id, at: instant)
        tokens.noteUse(of: id, at: instant)
    }

    package func createAPIToken(named name: String, tokenHash: String, for user: UserID, at instant: Date) async throws -> APIToken {
        try await base.createAPIToken(named: name, tokenHash: tokenHash, for: user, at: instant)
    }

    package func apiTokens(of user: UserID) async throws -> [APIToken] {
        try await base.apiTokens(of: user)
    }

    // MARK: Changes that end credentials

    @discardableResult
    package func changePassword(
        of user: UserID, toHash passwordHash: String, keepingSession: String?, revokingTokensAt instant: Date?
    ) async throws -> Int {
        defer { tokens.forget(user: user) }
        return try await base.changePassword(
            of: user, toHash: passwordHash, keepingSession: keepingSession, revokingTokensAt: instant)
    }

    package func deleteAccount(_ user: UserID) async throws {
        defer { tokens.forget(user: user) }
        try await base.deleteAccount(user)
    }

    /// Sessions are not cached (their look-up reads the data revision in the same query), so
    /// signing out has nothing to drop here.
    package func deleteSession(tokenHash: String) async throws {
        try await base.deleteSession(tokenHash: tokenHash)
    }

    // MARK: Passed through

    package func createAccount(_ request: NewAccount, at instant: Date) async throws -> Account {
        try await base.createAccount(request, at: instant)
    }

    package func account(_ user: UserID) async throws -> Account? {
        try await base.account(user)
    }

    package func credentials(forUsername username: String) async throws -> AccountCredentials? {
        try await base.credentials(forUsername: username)
    }

    package func accountCount() async throws -> Int {
        try await base.accountCount()
    }

    package func signUpsOpen() async throws -> Bool {
        try await base.signUpsOpen()
    }

    package func serverSecret(named name: String, candidate: String) async throws -> String {
        try await base.serverSecret(named: name, candidate: candidate)
    }

    package func setSignUpsOpen(_ open: Bool) async throws {
        try await base.setSignUpsOpen(open)
    }

    package func createSession(_ session: Session) async throws {
        try await base.createSession(session)
    }

    package func session(tokenHash: String, at instant: Date) async throws -> Authenticated<Session>? {
        try await base.session(tokenHash: tokenHash, at: instant)
    }

    @discardableResult
    package func deleteExpiredSessions(at instant: Date) async throws -> Int {
        try await base.deleteExpiredSessions(at: instant)
    }

    /// Read from the store after this call began (possibly shared with requests that began
    /// together, see `CoalescedRevisionReads`).
    package func dataRevision(of user: UserID) async throws -> Int64 {
        let base = base
        return try await revisions.revision(of: user) { try await base.dataRevision(of: $0) }
    }

    package func recordAttempt(scope: String, key: String, at instant: Date, window: TimeInterval) async throws {
        try await base.recordAttempt(scope: scope, key: key, at: instant, window: window)
    }

    package func attempts(scope: String, key: String, after since: Date) async throws -> [Date] {
        try await base.attempts(scope: scope, key: key, after: since)
    }

    package func resetAttempts(scope: String, key: String) async throws {
        try await base.resetAttempts(scope: scope, key: key)
    }

    // MARK: OpenID Connect (docs/domain-rules.md "§24 OpenID Connect sign-in")

    package func saveOIDCState(_ pending: OIDCPendingSignIn) async throws { try await base.saveOIDCState(pending) }

    package func takeOIDCState(stateHash: String, at instant: Date) async throws -> OIDCPendingSignIn? {
        try await base.takeOIDCState(stateHash: stateHash, at: instant)
    }

    package func oidcIdentity(issuer: String, subject: String) async throws -> OIDCIdentity? {
        try await base.oidcIdentity(issuer: issuer, subject: subject)
    }

    package func oidcIdentities(of user: UserID) async throws -> [OIDCIdentity] { try await base.oidcIdentities(of: user) }

    package func linkOIDCIdentity(_ identity: OIDCIdentity) async throws { try await base.linkOIDCIdentity(identity) }

    package func unlinkOIDCIdentity(issuer: String, of user: UserID) async throws {
        try await base.unlinkOIDCIdentity(issuer: issuer, of: user)
    }
}
