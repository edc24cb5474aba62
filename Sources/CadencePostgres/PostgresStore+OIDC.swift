import CadenceCore
import CadenceStorage
import Foundation
import Logging
import PostgresNIO

/// OpenID Connect identities and pending sign-ins on PostgreSQL (`OIDCStore`, translated from
/// `SQLiteStore+OIDC.swift`; docs/domain-rules.md "§24 OpenID Connect sign-in"). Taking
/// a state is one `DELETE … RETURNING`: of two processes given the same state, one gets it.
extension PostgresStore {
    public func saveOIDCState(_ pending: OIDCPendingSignIn) async throws {
        let expiresAt = PostgresValues.milliseconds(pending.expiresAt)
        try await database.write { connection in
            try await connection.run(
                """
                INSERT INTO oidc_state (state_hash, nonce, code_verifier, purpose, user_id, expires_at)
                VALUES (\(pending.stateHash), \(pending.nonce), \(pending.codeVerifier), \(pending.purpose.rawValue),
                    \(pending.user), \(expiresAt))
                """, logger: logger)
        }
    }

    public func takeOIDCState(stateHash: String, at instant: Date) async throws -> OIDCPendingSignIn? {
        let now = PostgresValues.milliseconds(instant)
        return try await database.write { connection in
            let row = try await connection.first(
                """
                DELETE FROM oidc_state WHERE state_hash = \(stateHash)
                RETURNING nonce, code_verifier, purpose, user_id, expires_at
                """, logger: logger)
            try await connection.run("DELETE FROM oidc_state WHERE expires_at <= \(now)", logger: logger)
            guard let row else { return nil }
            let (nonce, verifier, purposeName, user, expiresAt) = try row.decode((String, String, String, Int64?, Int64).self)
            guard let purpose = OIDCPendingSignIn.Purpose(rawValue: purposeName), expiresAt > now else { return nil }
            return OIDCPendingSignIn(
                stateHash: stateHash, nonce: nonce, codeVerifier: verifier, purpose: purpose, user: user,
                expiresAt: PostgresValues.date(expiresAt))
        }
    }

    public func oidcIdentity(issuer: String, subject: String) async throws -> OIDCIdentity? {
        try await database.read { connection in
            try await connection.first(
                """
                SELECT issuer, subject, user_id, linked_at FROM oidc_identity WHERE issuer = \(issuer) AND subject = \(subject)
                """, logger: logger
            ).map(Self.decodeOIDCIdentity)
        }
    }

    public func oidcIdentities(of user: UserID) async throws -> [OIDCIdentity] {
        try await database.read { connection in
            try await connection.rows(
                "SELECT issuer, subject, user_id, linked_at FROM oidc_identity WHERE user_id = \(user) ORDER BY id", logger: logger
            ).map(Self.decodeOIDCIdentity)
        }
    }

    public func linkOIDCIdentity(_ identity: OIDCIdentity) async throws {
        try await database.write { connection in
            let linked = try await connection.first(
                "SELECT user_id FROM oidc_identity WHERE issuer = \(identity.issuer) AND subject = \(identity.subject)",
                logger: logger)?.decode(Int64.self)
            if linked == identity.user { return }
            guard try await connection.first("SELECT user_id FROM account WHERE user_id = \(identity.user)", logger: logger) != nil
            else { throw AccountError(.notFound, "no such account") }
            try await Self.insertOIDCIdentity(connection, identity, logger: logger)
        }
    }

    public func unlinkOIDCIdentity(issuer: String, of user: UserID) async throws {
        try await database.write { connection in
            let removed = try await connection.rows(
                "DELETE FROM oidc_identity WHERE issuer = \(issuer) AND user_id = \(user) RETURNING id", logger: logger)
            if removed.isEmpty { throw AccountError(.notFound, "this account has no link at that provider") }
        }
    }

    /// Inserts a link; a taken person or issuer is `AccountError.identityTaken`.
    static func insertOIDCIdentity(_ connection: PostgresConnection, _ identity: OIDCIdentity, logger: Logger) async throws {
        do {
            try await connection.run(
                """
                INSERT INTO oidc_identity (user_id, issuer, subject, linked_at)
                VALUES (\(identity.user), \(identity.issuer), \(identity.subject), \(PostgresValues.milliseconds(identity.linkedAt)))
                """, logger: logger)
        } catch let error where PostgresErrorMapping.sqlState(of: error) == PostgresErrorMapping.uniqueViolation {
            throw OIDCIdentityTaken.error
        }
    }

    private static func decodeOIDCIdentity(_ row: PostgresRow) throws -> OIDCIdentity {
        let (issuer, subject, user, linkedAt) = try row.decode((String, String, Int64, Int64).self)
        return OIDCIdentity(issuer: issuer, subject: subject, user: user, linkedAt: PostgresValues.date(linkedAt))
    }
}
