import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - Partners (docs/domain-rules.md "§25 Partners and shared habits")

extension SQLiteStore {
    /// The user's partnerships as `id, other, created_at, name`, oldest first (three `?`: the user).
    static let partnershipSQL = """
        SELECT q.id, q.other, q.created_at, COALESCE(a.username, u.name, '') FROM (
            SELECT id, CASE WHEN user_low = ? THEN user_high ELSE user_low END AS other, created_at
            FROM partnership WHERE user_low = ? OR user_high = ?
        ) q LEFT JOIN account a ON a.user_id = q.other LEFT JOIN "user" u ON u.id = q.other ORDER BY q.id
        """

    public func insertPartnerInvite(_ invite: PartnerInvite, for user: UserID) async throws {
        let since = StoredInstant.milliseconds(invite.createdAt.addingTimeInterval(-PartnerPolicy.inviteWindow))
        try await databaseWriter.write { db in
            let recent =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM partner_invite WHERE user_id = ? AND created_at > ?", arguments: [user, since]) ?? 0
            guard recent < PartnerPolicy.maximumInvitesPerDay else { throw PartnerRefusal.inviteLimit }
            try db.execute(
                sql: "INSERT INTO partner_invite (code, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                arguments: [
                    invite.code, user, StoredInstant.milliseconds(invite.createdAt), StoredInstant.milliseconds(invite.expiresAt),
                ])
        }
    }

    public func acceptPartnerInvite(code: String, by user: UserID, at now: Date) async throws -> Partnership {
        let stamp = StoredInstant.milliseconds(now)
        return try await databaseWriter.write { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT user_id, expires_at, used_at FROM partner_invite WHERE code = ?", arguments: [code])
            else { throw PartnerRefusal.unknown }
            let owner: Int64 = row[0]
            try PartnerRefusal.check(owner: owner, expiresAt: row[1], usedAt: row[2], user: user, now: stamp)
            let (low, high) = (min(owner, user), max(owner, user))
            let pair =
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM partnership WHERE user_low = ? AND user_high = ?", arguments: [low, high]) ?? 0
            guard pair == 0 else { throw PartnerRefusal.already }
            for side in [owner, user] {
                let count =
                    try Int.fetchOne(
                        db, sql: "SELECT count(*) FROM partnership WHERE user_low = ? OR user_high = ?", arguments: [side, side]) ?? 0
                guard count < PartnerPolicy.maximumPartners else { throw PartnerRefusal.partnerLimit }
            }
            try db.execute(sql: "UPDATE partner_invite SET used_at = ?, used_by = ? WHERE code = ?", arguments: [stamp, user, code])
            try db.execute(
                sql: "INSERT INTO partnership (user_low, user_high, created_at) VALUES (?, ?, ?)", arguments: [low, high, stamp])
            let id = db.lastInsertedRowID
            guard let made = try Self.partnerships(db, of: user).first(where: { $0.id == id }) else { throw PartnerRefusal.unknown }
            return made
        }
    }

    public func partnerships(of user: UserID) async throws -> [Partnership] {
        try await databaseWriter.read { db in try Self.partnerships(db, of: user) }
    }

    static func partnerships(_ db: Database, of user: UserID) throws -> [Partnership] {
        try Row.fetchAll(db, sql: partnershipSQL, arguments: [user, user, user]).map { row in
            Partnership(id: row[0], partner: row[1], partnerName: row[3], since: StoredInstant.date(row[2]))
        }
    }

    public func deletePartnership(_ id: Int64, of user: UserID) async throws -> Bool {
        try await databaseWriter.write { db in
            try db.execute(
                sql: "DELETE FROM partnership WHERE id = ? AND (user_low = ? OR user_high = ?)", arguments: [id, user, user])
            return db.changesCount > 0
        }
    }

    public func habitSharings(of user: UserID) async throws -> [HabitSharing] {
        try await databaseWriter.read { db in
            try Row.fetchAll(
                db, sql: "SELECT habit_id, audience, amounts FROM habit_share WHERE user_id = ? ORDER BY habit_id", arguments: [user]
            ).map { row in
                let amounts: Int64 = row[2]
                return HabitSharing(habitID: row[0], storedAudience: row[1], amounts: amounts != 0)
            }
        }
    }

    public func setHabitSharing(_ sharing: HabitSharing, of user: UserID) async throws -> Bool {
        try await databaseWriter.write { db in
            guard
                try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM habit WHERE id = ? AND user_id = ?", arguments: [sharing.habitID, user]) == 1
            else { return false }
            if sharing.isPrivate {
                try db.execute(sql: "DELETE FROM habit_share WHERE habit_id = ?", arguments: [sharing.habitID])
            } else {
                try db.execute(
                    sql: """
                        INSERT INTO habit_share (habit_id, user_id, audience, amounts) VALUES (?, ?, ?, ?)
                        ON CONFLICT (habit_id) DO UPDATE SET audience = excluded.audience, amounts = excluded.amounts
                        """, arguments: [sharing.habitID, user, sharing.storedAudience, sharing.amounts ? 1 : 0])
            }
            return true
        }
    }
}
