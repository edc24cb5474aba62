import CadenceCore
import CadenceStorage
import Foundation
import GRDB

/// The SQLite implementation of `AccountStore` (schema version 3, docs/schema.md): accounts,
/// sessions, API tokens and server settings live in the same database file as the habit data,
/// so several server processes on one file share sessions and tokens.
extension SQLiteStore: AccountStore {
    // MARK: Accounts

    /// Creates the account and its user (or adopts an unclaimed user) in one write transaction.
    public func createAccount(_ request: NewAccount, at instant: Date) async throws -> Account {
        try await databaseWriter.write { db in
            let accounts = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM account") ?? 0
            if accounts > 0, request.requiresOpenSignUps, try !Self.signUpsOpen(db) {
                throw AccountError(.signUpsClosed, "sign-ups are closed on this server; ask its owner for an account")
            }
            let role: AccountRole = accounts == 0 ? .owner : .member
            let createdAt = StoredInstant.milliseconds(instant)
            var user: UserID?
            if accounts == 0, request.adoptsUnclaimedUser {
                user = try Int64.fetchOne(
                    db,
                    sql: """
                        SELECT id FROM "user" WHERE id NOT IN (SELECT user_id FROM account) ORDER BY id LIMIT 1
                        """)
            }
            let owner = try user ?? Self.insertUser(db, name: request.username, settings: request.settings, createdAt: createdAt)
            do {
                try db.cachedStatement(
                    sql: """
                        INSERT INTO account (user_id, username, username_key, password_hash, role, created_at)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """
                ).execute(arguments: [
                    owner, request.username, AccountValidator.usernameKey(request.username), request.passwordHash,
                    role.rawValue, createdAt,
                ])
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
                throw AccountError(
                    .usernameTaken, field: "username", "the username '\(request.username)' is taken; choose another")
            }
            if var identity = request.identity {
                identity.user = owner
                try Self.insertOIDCIdentity(db, identity)
            }
            return Account(id: owner, username: request.username, role: role, createdAt: StoredInstant.date(createdAt))
        }
    }

    /// The account of a user, or `nil`.
    public func account(_ user: UserID) async throws -> Account? {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT user_id, username, role, created_at FROM account WHERE user_id = ?")
            return try Row.fetchOne(statement, arguments: [user]).map(Self.account)
        }
    }

    /// The account and password hash for a username, compared case-insensitively.
    public func credentials(forUsername username: String) async throws -> AccountCredentials? {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT user_id, username, role, created_at, password_hash FROM account WHERE username_key = ?")
            guard let row = try Row.fetchOne(statement, arguments: [AccountValidator.usernameKey(username)]) else {
                return nil
            }
            return AccountCredentials(account: try Self.account(row), passwordHash: try row.decode(String.self, atIndex: 4))
        }
    }

    @discardableResult
    public func changePassword(
        of user: UserID, toHash passwordHash: String, keepingSession: String?, revokingTokensAt instant: Date?
    ) async throws -> Int {
        try await databaseWriter.write { db in
            try db.execute(sql: "UPDATE account SET password_hash = ? WHERE user_id = ?", arguments: [passwordHash, user])
            guard db.changesCount > 0 else { throw AccountError(.notFound, "no account \(user)") }
            try db.execute(
                sql: "DELETE FROM session WHERE user_id = ? AND (? IS NULL OR token_hash <> ?)",
                arguments: [user, keepingSession, keepingSession])
            guard let instant else { return 0 }
            try db.execute(
                sql: "UPDATE api_token SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL",
                arguments: [StoredInstant.milliseconds(instant), user])
            return db.changesCount
        }
    }

    public func deleteAccount(_ user: UserID) async throws {
        try await databaseWriter.write { db in
            guard let role = try String.fetchOne(db, sql: "SELECT role FROM account WHERE user_id = ?", arguments: [user]) else {
                throw AccountError(.notFound, "no account \(user)")
            }
            let others = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM account WHERE user_id <> ?", arguments: [user]) ?? 0
            if role == AccountRole.owner.rawValue, others > 0 {
                throw AccountError(
                    .ownerHasMembers, "the owner's account is deleted last: \(others) other account\(others == 1 ? "" : "s") still use this server")
            }
            try db.execute(sql: "DELETE FROM \"user\" WHERE id = ?", arguments: [user])
        }
    }

    /// How many accounts exist.
    public func accountCount() async throws -> Int {
        try await databaseWriter.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM account") ?? 0 }
    }

    // MARK: Server settings

    /// Whether sign-ups are open (default: closed).
    public func signUpsOpen() async throws -> Bool {
        try await databaseWriter.read { db in try Self.signUpsOpen(db) }
    }

    /// Opens or closes sign-ups.
    public func setSignUpsOpen(_ open: Bool) async throws {
        try await databaseWriter.write { db in
            try db.execute(
                sql: """
                    INSERT INTO server_setting (key, value) VALUES ('sign_ups_open', ?)
                    ON CONFLICT (key) DO UPDATE SET value = excluded.value
                    """,
                arguments: [open ? "1" : "0"])
        }
    }

    /// The stored server secret `name`, storing `candidate` first when there is none.
    public func serverSecret(named name: String, candidate: String) async throws -> String {
        try await databaseWriter.write { db in
            try db.execute(
                sql: "INSERT INTO server_setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING",
                arguments: ["secret." + name, candidate])
            return try String.fetchOne(db, sql: "SELECT value FROM server_setting WHERE key = ?", arguments: ["secret." + name])
                ?? candidate
        }
    }

    // MARK: Sessions

    /// Stores a new session.
    public func createSession(_ session: Session) async throws {
        try await databaseWriter.write { db in
            try db.cachedStatement(
                sql: "INSERT INTO session (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)"
            ).execute(arguments: [
                session.tokenHash, session.user, StoredInstant.milliseconds(session.createdAt),
                StoredInstant.milliseconds(session.expiresAt),
            ])
        }
    }

    /// The unexpired session with this token digest, and its user's data revision.
    public func session(tokenHash: String, at instant: Date) async throws -> Authenticated<Session>? {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT s.user_id, s.created_at, s.expires_at, COALESCE(r.revision, 0)
                    FROM session s LEFT JOIN user_revision r ON r.user_id = s.user_id
                    WHERE s.token_hash = ? AND s.expires_at > ?
                    """)
            guard let row = try Row.fetchOne(statement, arguments: [tokenHash, StoredInstant.milliseconds(instant)])
            else { return nil }
            let session = Session(
                tokenHash: tokenHash, user: try row.decode(Int64.self, atIndex: 0),
                createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 1)),
                expiresAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 2)))
            return Authenticated(session, dataRevision: try row.decode(Int64.self, atIndex: 3))
        }
    }

    /// Deletes a session.
    public func deleteSession(tokenHash: String) async throws {
        try await databaseWriter.write { db in
            try db.cachedStatement(sql: "DELETE FROM session WHERE token_hash = ?").execute(arguments: [tokenHash])
        }
    }

    /// Deletes expired sessions.
    @discardableResult
    public func deleteExpiredSessions(at instant: Date) async throws -> Int {
        try await databaseWriter.write { db in
            try db.execute(sql: "DELETE FROM session WHERE expires_at <= ?", arguments: [StoredInstant.milliseconds(instant)])
            return db.changesCount
        }
    }

    // MARK: API tokens

    /// Stores a new token.
    public func createAPIToken(named name: String, tokenHash: String, for user: UserID, at instant: Date) async throws
        -> APIToken
    {
        try await databaseWriter.write { db in
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM account WHERE user_id = ?", arguments: [user]) != nil else {
                throw AccountError(.notFound, "no account \(user)")
            }
            let createdAt = StoredInstant.milliseconds(instant)
            try db.cachedStatement(
                sql: "INSERT INTO api_token (user_id, name, token_hash, created_at) VALUES (?, ?, ?, ?)"
            ).execute(arguments: [user, name, tokenHash, createdAt])
            return APIToken(id: db.lastInsertedRowID, user: user, name: name, createdAt: StoredInstant.date(createdAt))
        }
    }

    /// The user's tokens, newest first.
    public func apiTokens(of user: UserID) async throws -> [APIToken] {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(Self.tokenColumns) FROM api_token WHERE user_id = ? ORDER BY id DESC")
            return try Row.fetchAll(statement, arguments: [user]).map(Self.token)
        }
    }

    /// The unrevoked token with this digest, and its user's data revision.
    public func activeAPIToken(tokenHash: String) async throws -> Authenticated<APIToken>? {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT t.id, t.user_id, t.name, t.created_at, t.last_used_at, t.revoked_at, COALESCE(r.revision, 0)
                    FROM api_token t LEFT JOIN user_revision r ON r.user_id = t.user_id
                    WHERE t.token_hash = ? AND t.revoked_at IS NULL
                    """)
            guard let row = try Row.fetchOne(statement, arguments: [tokenHash]) else { return nil }
            return Authenticated(try Self.token(row), dataRevision: try row.decode(Int64.self, atIndex: 6))
        }
    }

    /// Revokes one of the user's tokens.
    @discardableResult
    public func revokeAPIToken(_ id: APIToken.ID, of user: UserID, at instant: Date) async throws -> APIToken {
        try await databaseWriter.write { db in
            try db.cachedStatement(
                sql: "UPDATE api_token SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL"
            ).execute(arguments: [StoredInstant.milliseconds(instant), id, user])
            let statement = try db.cachedStatement(
                sql: "SELECT \(Self.tokenColumns) FROM api_token WHERE id = ? AND user_id = ?")
            guard let row = try Row.fetchOne(statement, arguments: [id, user]) else {
                throw AccountError(.notFound, field: "token", "no API token with id \(id)")
            }
            return try Self.token(row)
        }
    }

    /// Records a token's use.
    public func markAPITokenUsed(_ id: APIToken.ID, at instant: Date) async throws {
        try await databaseWriter.write { db in
            try db.cachedStatement(sql: "UPDATE api_token SET last_used_at = ? WHERE id = ?")
                .execute(arguments: [StoredInstant.milliseconds(instant), id])
        }
    }
}

// MARK: - Caching

extension SQLiteStore {
    /// The user's data revision, kept by the triggers of schema version 3.
    public func dataRevision(of user: UserID) async throws -> Int64 {
        try await databaseWriter.read { db in try Self.dataRevision(db, user: user) }
    }

    /// The user's data revision inside the caller's transaction.
    static func dataRevision(_ db: Database, user: UserID) throws -> Int64 {
        let statement = try db.cachedStatement(sql: "SELECT revision FROM user_revision WHERE user_id = ?")
        return try Int64.fetchOne(statement, arguments: [user]) ?? 0
    }
}

// MARK: - Rows

extension SQLiteStore {
    private static let tokenColumns = "id, user_id, name, created_at, last_used_at, revoked_at"

    private static func account(_ row: Row) throws -> Account {
        Account(
            id: try row.decode(Int64.self, atIndex: 0), username: try row.decode(String.self, atIndex: 1),
            role: try storedEnum(AccountRole.self, try row.decode(String.self, atIndex: 2), column: "account.role"),
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 3)))
    }

    private static func token(_ row: Row) throws -> APIToken {
        APIToken(
            id: try row.decode(Int64.self, atIndex: 0), user: try row.decode(Int64.self, atIndex: 1),
            name: try row.decode(String.self, atIndex: 2),
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 3)),
            lastUsedAt: try row.decode(Int64?.self, atIndex: 4).map(StoredInstant.date),
            revokedAt: try row.decode(Int64?.self, atIndex: 5).map(StoredInstant.date))
    }

    private static func signUpsOpen(_ db: Database) throws -> Bool {
        try String.fetchOne(db, sql: "SELECT value FROM server_setting WHERE key = 'sign_ups_open'") == "1"
    }
}
