import CadenceCore
import CadenceStorage
import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL implementation of `AccountStore`'s accounts and server settings (docs/schema.md
/// "v3-accounts"), translated from `SQLiteStore+Accounts.swift`: accounts and settings live in
/// the same database as the habit data, so every server process shares them. Sessions and API
/// tokens are in `PostgresStore+Sessions.swift`.
///
/// What SQLite's single writer gave for free is explicit here: creating and deleting accounts
/// hold `accountLockKey` (docs/schema.md "Concurrency"), so "the first account becomes the
/// owner", "adopt the oldest unclaimed user" and "the owner goes last" are decided by one
/// process at a time (docs/domain-rules.md §8).
extension PostgresStore {
    /// The key of the transaction-scoped advisory lock that account creation and deletion hold
    /// (any fixed 64-bit number, distinct from `PostgresMigrator.lockKey`: "account" in ASCII).
    static let accountLockKey: Int64 = 0x61_63_63_6F_75_6E_74

    // MARK: Accounts

    /// Creates the account and its user (or adopts an unclaimed user) in one write transaction
    /// (docs/domain-rules.md §8): under `accountLockKey`, the first account of an empty table is
    /// the owner and may adopt the oldest user without an account; later ones are members and,
    /// when `requiresOpenSignUps`, need open sign-ups. A username taken in any case is
    /// `usernameTaken` and leaves nothing behind.
    public func createAccount(_ request: NewAccount, at instant: Date) async throws -> Account {
        try await database.write { connection in
            try await connection.run("SELECT pg_advisory_xact_lock(\(Self.accountLockKey))", logger: logger)
            let accounts = try await Self.countAccounts(connection, logger: logger)
            if accounts > 0, request.requiresOpenSignUps, try await !Self.readSignUpsOpen(connection, logger: logger) {
                throw AccountError(.signUpsClosed, "sign-ups are closed on this server; ask its owner for an account")
            }
            let role: AccountRole = accounts == 0 ? .owner : .member
            let createdAt = PostgresValues.milliseconds(instant)
            var user: UserID?
            if accounts == 0, request.adoptsUnclaimedUser {
                user = try await connection.first(
                    """
                    SELECT id FROM "user" WHERE id NOT IN (SELECT user_id FROM account) ORDER BY id LIMIT 1
                    """, logger: logger
                )?.decode(Int64.self)
            }
            let owner: UserID
            if let user {
                owner = user
            } else {
                owner = try await PostgresStore.insertUser(
                    connection, logger: logger, name: request.username, settings: request.settings, createdAt: createdAt)
            }
            let usernameKey = AccountValidator.usernameKey(request.username)
            do {
                try await connection.run(
                    """
                    INSERT INTO account (user_id, username, username_key, password_hash, role, created_at)
                    VALUES (\(owner), \(request.username), \(usernameKey), \(request.passwordHash), \(role.rawValue), \(createdAt))
                    """, logger: logger)
            } catch let error where Self.isUsernameTaken(error) {
                throw AccountError(
                    .usernameTaken, field: "username", "the username '\(request.username)' is taken; choose another")
            }
            if var identity = request.identity {
                identity.user = owner
                try await Self.insertOIDCIdentity(connection, identity, logger: logger)
            }
            return Account(id: owner, username: request.username, role: role, createdAt: PostgresValues.date(createdAt))
        }
    }

    /// The account of a user, or `nil`.
    public func account(_ user: UserID) async throws -> Account? {
        try await database.read { connection in
            try await connection.first(
                "SELECT user_id, username, role, created_at FROM account WHERE user_id = \(user)", logger: logger
            ).map(Self.decodeAccount)
        }
    }

    /// The account and password hash for a username, compared case-insensitively.
    public func credentials(forUsername username: String) async throws -> AccountCredentials? {
        try await database.read { connection in
            guard
                let row = try await connection.first(
                    """
                    SELECT user_id, username, role, created_at, password_hash FROM account
                    WHERE username_key = \(AccountValidator.usernameKey(username))
                    """, logger: logger)
            else { return nil }
            let (id, name, role, createdAt, passwordHash) = try row.decode((Int64, String, String, Int64, String).self)
            return AccountCredentials(
                account: try Self.makeAccount(id: id, username: name, role: role, createdAt: createdAt),
                passwordHash: passwordHash)
        }
    }

    /// Replaces the password hash and ends every other session, in one transaction
    /// (docs/domain-rules.md §8 "issue 19"); `notFound` for an unknown account.
    @discardableResult
    public func changePassword(
        of user: UserID, toHash passwordHash: String, keepingSession: String?, revokingTokensAt instant: Date?
    ) async throws -> Int {
        try await database.write(for: user) { connection, _ in
            let updated = try await connection.rows(
                "UPDATE account SET password_hash = \(passwordHash) WHERE user_id = \(user) RETURNING user_id",
                logger: logger)
            guard !updated.isEmpty else { throw AccountError(.notFound, "no account \(user)") }
            if let keepingSession {
                try await connection.run(
                    "DELETE FROM session WHERE user_id = \(user) AND token_hash <> \(keepingSession)", logger: logger)
            } else {
                try await connection.run("DELETE FROM session WHERE user_id = \(user)", logger: logger)
            }
            guard let instant else { return 0 }
            let revoked = try await connection.rows(
                """
                UPDATE api_token SET revoked_at = \(PostgresValues.milliseconds(instant))
                WHERE user_id = \(user) AND revoked_at IS NULL RETURNING id
                """, logger: logger)
            return revoked.count
        }
    }

    /// Deletes the account with its user and everything they stored, in one transaction
    /// (docs/domain-rules.md §8 "issue 19"): the owner only when no other account remains
    /// (`ownerHasMembers`), decided under `accountLockKey`; `notFound` for an unknown account.
    public func deleteAccount(_ user: UserID) async throws {
        try await database.write(for: user) { connection, _ in
            try await connection.run("SELECT pg_advisory_xact_lock(\(Self.accountLockKey))", logger: logger)
            guard
                let role = try await connection.first(
                    "SELECT role FROM account WHERE user_id = \(user)", logger: logger)?.decode(String.self)
            else {
                throw AccountError(.notFound, "no account \(user)")
            }
            let others =
                try await connection.first(
                    "SELECT COUNT(*) FROM account WHERE user_id <> \(user)", logger: logger)?.decode(Int64.self) ?? 0
            if role == AccountRole.owner.rawValue, others > 0 {
                throw AccountError(
                    .ownerHasMembers,
                    "the owner's account is deleted last: \(others) other account\(others == 1 ? "" : "s") still use this server")
            }
            try await connection.run("DELETE FROM \"user\" WHERE id = \(user)", logger: logger)
        }
    }

    /// How many accounts exist.
    public func accountCount() async throws -> Int {
        try await database.read { connection in
            try PostgresValues.int(try await Self.countAccounts(connection, logger: logger))
        }
    }

    // MARK: Server settings

    /// Whether sign-ups are open (default: closed).
    public func signUpsOpen() async throws -> Bool {
        try await database.read { connection in try await Self.readSignUpsOpen(connection, logger: logger) }
    }

    /// Opens or closes sign-ups.
    public func setSignUpsOpen(_ open: Bool) async throws {
        try await database.write { connection in
            try await connection.run(
                """
                INSERT INTO server_setting (key, value) VALUES ('sign_ups_open', \(open ? "1" : "0"))
                ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
                """, logger: logger)
        }
    }

    /// The stored server secret `name`, storing `candidate` first when there is none (one
    /// statement: concurrent first calls from several processes all answer the same value).
    public func serverSecret(named name: String, candidate: String) async throws -> String {
        let key = "secret." + name
        return try await database.write { connection in
            try await connection.run(
                "INSERT INTO server_setting (key, value) VALUES (\(key), \(candidate)) ON CONFLICT (key) DO NOTHING",
                logger: logger)
            return try await connection.first(
                "SELECT value FROM server_setting WHERE key = \(key)", logger: logger)?.decode(String.self) ?? candidate
        }
    }
}

// MARK: - Rows

extension PostgresStore {
    /// An `account` row read as `user_id, username, role, created_at`.
    private static func decodeAccount(_ row: PostgresRow) throws -> Account {
        let (id, username, role, createdAt) = try row.decode((Int64, String, String, Int64).self)
        return try makeAccount(id: id, username: username, role: role, createdAt: createdAt)
    }

    private static func makeAccount(id: Int64, username: String, role: String, createdAt: Int64) throws -> Account {
        Account(
            id: id, username: username,
            role: try PostgresValues.storedEnum(AccountRole.self, role, column: "account.role"),
            createdAt: PostgresValues.date(createdAt))
    }

    private static func countAccounts(_ connection: PostgresConnection, logger: Logger) async throws -> Int64 {
        try await connection.first("SELECT COUNT(*) FROM account", logger: logger)?.decode(Int64.self) ?? 0
    }

    private static func readSignUpsOpen(_ connection: PostgresConnection, logger: Logger) async throws -> Bool {
        try await connection.first(
            "SELECT value FROM server_setting WHERE key = 'sign_ups_open'", logger: logger)?.decode(String.self) == "1"
    }

    /// Whether `error` is the unique violation of a username already taken in any case.
    private static func isUsernameTaken(_ error: any Error) -> Bool {
        PostgresErrorMapping.sqlState(of: error) == PostgresErrorMapping.uniqueViolation
            && (error as? PSQLError)?.serverInfo?[.constraintName] == "account_username_key"
    }
}
