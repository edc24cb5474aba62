import CadenceCore
import CadenceStorage
import Foundation
import GRDB

/// OpenID Connect identities and pending sign-ins on SQLite (`OIDCStore`, docs/schema.md
/// "v19-i39-oidc-identities", docs/domain-rules.md "§24 OpenID Connect sign-in").
extension SQLiteStore {
    public func saveOIDCState(_ pending: OIDCPendingSignIn) async throws {
        try await databaseWriter.write { db in
            try db.cachedStatement(
                sql: """
                    INSERT INTO oidc_state (state_hash, nonce, code_verifier, purpose, user_id, expires_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [
                pending.stateHash, pending.nonce, pending.codeVerifier, pending.purpose.rawValue, pending.user,
                StoredInstant.milliseconds(pending.expiresAt),
            ])
        }
    }

    public func takeOIDCState(stateHash: String, at instant: Date) async throws -> OIDCPendingSignIn? {
        let now = StoredInstant.milliseconds(instant)
        return try await databaseWriter.write { db in
            let row = try Row.fetchOne(
                db, sql: "SELECT nonce, code_verifier, purpose, user_id, expires_at FROM oidc_state WHERE state_hash = ?",
                arguments: [stateHash])
            try db.execute(sql: "DELETE FROM oidc_state WHERE state_hash = ? OR expires_at <= ?", arguments: [stateHash, now])
            guard let row, let purpose = OIDCPendingSignIn.Purpose(rawValue: row["purpose"]) else { return nil }
            let expiresAt: Int64 = row["expires_at"]
            guard expiresAt > now else { return nil }
            return OIDCPendingSignIn(
                stateHash: stateHash, nonce: row["nonce"], codeVerifier: row["code_verifier"], purpose: purpose,
                user: row["user_id"], expiresAt: StoredInstant.date(expiresAt))
        }
    }

    public func oidcIdentity(issuer: String, subject: String) async throws -> OIDCIdentity? {
        try await databaseWriter.read { db in
            try Row.fetchOne(
                db, sql: "SELECT issuer, subject, user_id, linked_at FROM oidc_identity WHERE issuer = ? AND subject = ?",
                arguments: [issuer, subject]
            ).map(Self.oidcIdentity)
        }
    }

    public func oidcIdentities(of user: UserID) async throws -> [OIDCIdentity] {
        try await databaseWriter.read { db in
            try Row.fetchAll(
                db, sql: "SELECT issuer, subject, user_id, linked_at FROM oidc_identity WHERE user_id = ? ORDER BY id",
                arguments: [user]
            ).map(Self.oidcIdentity)
        }
    }

    public func linkOIDCIdentity(_ identity: OIDCIdentity) async throws {
        try await databaseWriter.write { db in
            let linked = try Int64.fetchOne(
                db, sql: "SELECT user_id FROM oidc_identity WHERE issuer = ? AND subject = ?",
                arguments: [identity.issuer, identity.subject])
            if linked == identity.user { return }
            guard try Int64.fetchOne(db, sql: "SELECT user_id FROM account WHERE user_id = ?", arguments: [identity.user]) != nil
            else { throw AccountError(.notFound, "no such account") }
            try Self.insertOIDCIdentity(db, identity)
        }
    }

    public func unlinkOIDCIdentity(issuer: String, of user: UserID) async throws {
        try await databaseWriter.write { db in
            try db.execute(sql: "DELETE FROM oidc_identity WHERE issuer = ? AND user_id = ?", arguments: [issuer, user])
            if db.changesCount == 0 { throw AccountError(.notFound, "this account has no link at that provider") }
        }
    }

    /// Inserts a link; a taken person or issuer is `AccountError.identityTaken`.
    static func insertOIDCIdentity(_ db: Database, _ identity: OIDCIdentity) throws {
        do {
            try db.cachedStatement(
                sql: "INSERT INTO oidc_identity (user_id, issuer, subject, linked_at) VALUES (?, ?, ?, ?)"
            ).execute(arguments: [identity.user, identity.issuer, identity.subject, StoredInstant.milliseconds(identity.linkedAt)])
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw OIDCIdentityTaken.error
        }
    }

    private static func oidcIdentity(_ row: Row) -> OIDCIdentity {
        OIDCIdentity(
            issuer: row["issuer"], subject: row["subject"], user: row["user_id"],
            linkedAt: StoredInstant.date(row["linked_at"] as Int64))
    }
}
