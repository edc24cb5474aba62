import CadenceCore
import CadenceStorage
import Foundation
import PostgresNIO

/// The PostgreSQL implementation of `AccountStore`'s browser sessions and personal API tokens
/// (docs/schema.md "v3-accounts"), translated from `SQLiteStore+Accounts.swift`: stored in the
/// database as the digests of their tokens, so every server process shares them. A credential
/// is read with its user's data revision in one statement (`Authenticated`).
extension PostgresStore {
    // MARK: Sessions

    /// Stores a new session.
    public func createSession(_ session: Session) async throws {
        try await database.write(for: session.user) { connection, _ in
            try await connection.run(
                """
                INSERT INTO session (token_hash, user_id, created_at, expires_at)
                VALUES (\(session.tokenHash), \(session.user), \(PostgresValues.milliseconds(session.createdAt)),
                    \(PostgresValues.milliseconds(session.expiresAt)))
                """, logger: logger)
        }
    }

    /// The unexpired session with this token digest, and its user's data revision (one read).
    public func session(tokenHash: String, at instant: Date) async throws -> Authenticated<Session>? {
        try await database.read { connection in
            guard
                let row = try await connection.first(
                    """
                    SELECT s.user_id, s.created_at, s.expires_at, COALESCE(r.revision, 0)
                    FROM session s LEFT JOIN user_revision r ON r.user_id = s.user_id
                    WHERE s.token_hash = \(tokenHash) AND s.expires_at > \(PostgresValues.milliseconds(instant))
                    """, logger: logger)
            else { return nil }
            let (user, createdAt, expiresAt, revision) = try row.decode((Int64, Int64, Int64, Int64).self)
            let session = Session(
                tokenHash: tokenHash, user: user, createdAt: PostgresValues.date(createdAt),
                expiresAt: PostgresValues.date(expiresAt))
            return Authenticated(session, dataRevision: revision)
        }
    }

    /// Deletes a session; an unknown one is no error.
    public func deleteSession(tokenHash: String) async throws {
        try await database.write { connection in
            try await connection.run("DELETE FROM session WHERE token_hash = \(tokenHash)", logger: logger)
        }
    }

    /// Deletes the sessions expired at or before `instant`; answers how many.
    @discardableResult
    public func deleteExpiredSessions(at instant: Date) async throws -> Int {
        try await database.write { connection in
            let count = try await connection.first(
                """
                WITH deleted AS (
                    DELETE FROM session WHERE expires_at <= \(PostgresValues.milliseconds(instant)) RETURNING token_hash)
                SELECT COUNT(*) FROM deleted
                """, logger: logger)?.decode(Int64.self)
            return try PostgresValues.int(count ?? 0)
        }
    }

    // MARK: API tokens

    /// Stores a new token for an existing account; answers it with its id.
    public func createAPIToken(named name: String, tokenHash: String, for user: UserID, at instant: Date) async throws
        -> APIToken
    {
        try await database.write(for: user) { connection, _ in
            guard try await connection.first("SELECT user_id FROM account WHERE user_id = \(user)", logger: logger) != nil
            else {
                throw AccountError(.notFound, "no account \(user)")
            }
            let createdAt = PostgresValues.milliseconds(instant)
            guard
                let id = try await connection.first(
                    """
                    INSERT INTO api_token (user_id, name, token_hash, created_at)
                    VALUES (\(user), \(name), \(tokenHash), \(createdAt)) RETURNING id
                    """, logger: logger
                )?.decode(Int64.self)
            else {
                throw AccountError(.notFound, "no account \(user)")
            }
            return APIToken(id: id, user: user, name: name, createdAt: PostgresValues.date(createdAt))
        }
    }

    /// The user's tokens, revoked ones included, newest first.
    public func apiTokens(of user: UserID) async throws -> [APIToken] {
        try await database.read { connection in
            try await connection.rows(
                "SELECT \(unescaped: Self.apiTokenColumns) FROM api_token WHERE user_id = \(user) ORDER BY id DESC",
                logger: logger
            ).map(Self.decodeAPIToken)
        }
    }

    /// The unrevoked token with this digest, and its user's data revision (one read).
    public func activeAPIToken(tokenHash: String) async throws -> Authenticated<APIToken>? {
        try await database.read { connection in
            guard
                let row = try await connection.first(
                    """
                    SELECT t.id, t.user_id, t.name, t.created_at, t.last_used_at, t.revoked_at, COALESCE(r.revision, 0)
                    FROM api_token t LEFT JOIN user_revision r ON r.user_id = t.user_id
                    WHERE t.token_hash = \(tokenHash) AND t.revoked_at IS NULL
                    """, logger: logger)
            else { return nil }
            let (id, user, name, createdAt, lastUsedAt, revokedAt, revision) =
                try row.decode((Int64, Int64, String, Int64, Int64?, Int64?, Int64).self)
            let token = APIToken(
                id: id, user: user, name: name, createdAt: PostgresValues.date(createdAt),
                lastUsedAt: lastUsedAt.map(PostgresValues.date), revokedAt: revokedAt.map(PostgresValues.date))
            return Authenticated(token, dataRevision: revision)
        }
    }

    /// Revokes one of the user's tokens, keeping the first revocation instant; `notFound` when
    /// the user has no token with that id (another user's included, docs/domain-rules.md §8).
    @discardableResult
    public func revokeAPIToken(_ id: APIToken.ID, of user: UserID, at instant: Date) async throws -> APIToken {
        try await database.write(for: user) { connection, _ in
            try await connection.run(
                """
                UPDATE api_token SET revoked_at = \(PostgresValues.milliseconds(instant))
                WHERE id = \(id) AND user_id = \(user) AND revoked_at IS NULL
                """, logger: logger)
            guard
                let row = try await connection.first(
                    "SELECT \(unescaped: Self.apiTokenColumns) FROM api_token WHERE id = \(id) AND user_id = \(user)",
                    logger: logger)
            else {
                throw AccountError(.notFound, field: "token", "no API token with id \(id)")
            }
            return try Self.decodeAPIToken(row)
        }
    }

    /// Records a token's use.
    public func markAPITokenUsed(_ id: APIToken.ID, at instant: Date) async throws {
        try await database.write { connection in
            try await connection.run(
                "UPDATE api_token SET last_used_at = \(PostgresValues.milliseconds(instant)) WHERE id = \(id)",
                logger: logger)
        }
    }
}

// MARK: - Rows

extension PostgresStore {
    private static let apiTokenColumns = "id, user_id, name, created_at, last_used_at, revoked_at"

    /// An `api_token` row read as `apiTokenColumns`.
    private static func decodeAPIToken(_ row: PostgresRow) throws -> APIToken {
        let (id, user, name, createdAt, lastUsedAt, revokedAt) =
            try row.decode((Int64, Int64, String, Int64, Int64?, Int64?).self)
        return APIToken(
            id: id, user: user, name: name, createdAt: PostgresValues.date(createdAt),
            lastUsedAt: lastUsedAt.map(PostgresValues.date), revokedAt: revokedAt.map(PostgresValues.date))
    }
}
