import CadenceCore
import CadenceStorage
import Foundation
import PostgresNIO

// MARK: - Partners (docs/domain-rules.md "§25 Partners and shared habits")

/// The PostgreSQL implementation of `PartnerStore`, translated from `SQLiteStore+Partners.swift`.
/// An invite is a write of its maker (their `user_revision` row is locked, so the daily limit
/// sees every earlier invite); accepting locks the invite's row (`FOR UPDATE`), so a code is
/// used once across processes, and a pair that races through two invites meets
/// `partnership_once` (answered as `alreadyPartners`).
extension PostgresStore {
    public func insertPartnerInvite(_ invite: PartnerInvite, for user: UserID) async throws {
        let since = PostgresValues.milliseconds(invite.createdAt.addingTimeInterval(-PartnerPolicy.inviteWindow))
        try await database.write(for: user) { connection, _ in
            let recent =
                try await connection.first(
                    "SELECT count(*) FROM partner_invite WHERE user_id = \(user) AND created_at > \(since)", logger: logger)?
                .decode(Int64.self) ?? 0
            guard recent < Int64(PartnerPolicy.maximumInvitesPerDay) else { throw PartnerRefusal.inviteLimit }  // integer-only
            try await connection.run(
                """
                INSERT INTO partner_invite (code, user_id, created_at, expires_at)
                VALUES (\(invite.code), \(user), \(PostgresValues.milliseconds(invite.createdAt)),
                    \(PostgresValues.milliseconds(invite.expiresAt)))
                """, logger: logger)
        }
    }

    public func acceptPartnerInvite(code: String, by user: UserID, at now: Date) async throws -> Partnership {
        let stamp = PostgresValues.milliseconds(now)
        do {
            return try await database.write { connection in
                guard
                    let row = try await connection.first(
                        "SELECT user_id, expires_at, used_at FROM partner_invite WHERE code = \(code) FOR UPDATE", logger: logger)
                else { throw PartnerRefusal.unknown }
                let (owner, expiresAt, usedAt) = try row.decode((Int64, Int64, Int64?).self)
                try PartnerRefusal.check(owner: owner, expiresAt: expiresAt, usedAt: usedAt, user: user, now: stamp)
                let (low, high) = (min(owner, user), max(owner, user))
                if try await connection.first(
                    "SELECT 1 FROM partnership WHERE user_low = \(low) AND user_high = \(high)", logger: logger) != nil
                {
                    throw PartnerRefusal.already
                }
                for side in [owner, user] {
                    let count =
                        try await connection.first(
                            "SELECT count(*) FROM partnership WHERE user_low = \(side) OR user_high = \(side)", logger: logger)?
                        .decode(Int64.self) ?? 0
                    guard count < Int64(PartnerPolicy.maximumPartners) else { throw PartnerRefusal.partnerLimit }  // integer-only
                }
                try await connection.run(
                    "UPDATE partner_invite SET used_at = \(stamp), used_by = \(user) WHERE code = \(code)", logger: logger)
                let id =
                    try await connection.first(
                        "INSERT INTO partnership (user_low, user_high, created_at) VALUES (\(low), \(high), \(stamp)) RETURNING id",
                        logger: logger)?
                    .decode(Int64.self) ?? 0
                guard let made = try await Self.partnerships(connection, of: user, logger: logger).first(where: { $0.id == id }) else {
                    throw PartnerRefusal.unknown
                }
                return made
            }
        } catch let error as PostgresStoreError {
            guard case .database(let text) = error, text.contains("partnership_once") else { throw error }
            throw PartnerRefusal.already
        }
    }

    public func partnerships(of user: UserID) async throws -> [Partnership] {
        try await database.read { connection in try await Self.partnerships(connection, of: user, logger: logger) }
    }

    static func partnerships(_ connection: PostgresConnection, of user: UserID, logger: Logger) async throws -> [Partnership] {
        try await connection.rows(
            """
            SELECT q.id, q.other, q.created_at, COALESCE(a.username, u.name, '') FROM (
                SELECT id, CASE WHEN user_low = \(user) THEN user_high ELSE user_low END AS other, created_at
                FROM partnership WHERE user_low = \(user) OR user_high = \(user)
            ) q LEFT JOIN account a ON a.user_id = q.other LEFT JOIN "user" u ON u.id = q.other ORDER BY q.id
            """, logger: logger
        ).map { row in
            let (id, other, createdAt, name) = try row.decode((Int64, Int64, Int64, String).self)
            return Partnership(id: id, partner: other, partnerName: name, since: PostgresValues.date(createdAt))
        }
    }

    public func deletePartnership(_ id: Int64, of user: UserID) async throws -> Bool {
        try await database.write { connection in
            let deleted = try await connection.rows(
                "DELETE FROM partnership WHERE id = \(id) AND (user_low = \(user) OR user_high = \(user)) RETURNING id", logger: logger)
            return !deleted.isEmpty
        }
    }

    public func habitSharings(of user: UserID) async throws -> [HabitSharing] {
        try await database.read { connection in
            try await connection.rows(
                "SELECT habit_id, audience, amounts FROM habit_share WHERE user_id = \(user) ORDER BY habit_id", logger: logger
            ).map { row in
                let (habit, audience, amounts) = try row.decode((Int64, String, Bool).self)
                return HabitSharing(habitID: habit, storedAudience: audience, amounts: amounts)
            }
        }
    }

    public func setHabitSharing(_ sharing: HabitSharing, of user: UserID) async throws -> Bool {
        try await database.write(for: user) { connection, _ in
            guard
                try await connection.first(
                    "SELECT 1 FROM habit WHERE id = \(sharing.habitID) AND user_id = \(user)", logger: logger) != nil
            else { return false }
            if sharing.isPrivate {
                try await connection.run("DELETE FROM habit_share WHERE habit_id = \(sharing.habitID)", logger: logger)
            } else {
                try await connection.run(
                    """
                    INSERT INTO habit_share (habit_id, user_id, audience, amounts)
                    VALUES (\(sharing.habitID), \(user), \(sharing.storedAudience), \(sharing.amounts))
                    ON CONFLICT (habit_id) DO UPDATE SET audience = excluded.audience, amounts = excluded.amounts
                    """, logger: logger)
            }
            return true
        }
    }
}
