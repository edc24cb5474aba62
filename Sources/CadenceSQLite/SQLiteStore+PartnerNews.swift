import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - Partner news (docs/domain-rules.md "§27 Nudges and partner news")

extension SQLiteStore {
    static let partnerNewsColumns = "id, user_id, kind, from_name, habit_id, habit_name, day, created_at"

    public func partnerNewsSettings(of user: UserID) async throws -> PartnerNewsSettings {
        try await databaseWriter.read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: "SELECT nudges, partner_completed, overtaken, quiet_start, quiet_end FROM partner_news_settings WHERE user_id = ?",
                    arguments: [user])
            else { return PartnerNewsSettings() }
            let flags: [Int64] = [row[0], row[1], row[2]]
            return PartnerNewsSettings(
                nudges: flags[0] != 0, partnerCompleted: flags[1] != 0, overtaken: flags[2] != 0, quietStart: row[3], quietEnd: row[4])
        }
    }

    public func setPartnerNewsSettings(_ settings: PartnerNewsSettings, for user: UserID) async throws {
        try await databaseWriter.write { db in
            try db.execute(
                sql: """
                    INSERT INTO partner_news_settings (user_id, nudges, partner_completed, overtaken, quiet_start, quiet_end)
                    VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (user_id) DO UPDATE SET nudges = excluded.nudges, partner_completed = excluded.partner_completed,
                        overtaken = excluded.overtaken, quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end
                    """,
                arguments: [
                    user, settings.nudges ? 1 : 0, settings.partnerCompleted ? 1 : 0, settings.overtaken ? 1 : 0, settings.quietStart,
                    settings.quietEnd,
                ])
        }
    }

    public func insertNudge(_ news: PartnerNews, from nudger: UserID) async throws -> Bool {
        let stamp = StoredInstant.milliseconds(news.createdAt)
        return try await databaseWriter.write { db in
            try db.execute(
                sql: """
                    INSERT INTO partner_news (user_id, kind, from_user, from_name, habit_id, habit_name, day, created_at, due_at)
                    VALUES (?, 'nudge', ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
                    """,
                arguments: [news.receiver, nudger, news.fromName, news.habitID, news.habitName, news.day.ordinal, stamp, stamp])
            return db.changesCount > 0
        }
    }

    public func claimPartnerNews(at now: Date, limit: Int) async throws -> [PartnerNews] {
        let stamp = StoredInstant.milliseconds(now)
        return try await databaseWriter.write { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.partnerNewsColumns) FROM partner_news
                    WHERE status = 'pending' AND due_at <= ? AND (lease_until IS NULL OR lease_until <= ?) ORDER BY due_at, id LIMIT ?
                    """, arguments: [stamp, stamp, limit])
            var claimed: [PartnerNews] = []
            for row in rows {
                let id: Int64 = row[0]
                try db.execute(sql: "UPDATE partner_news SET lease_until = ? WHERE id = ?", arguments: [stamp + 60_000, id])
                let kind: String = row[2]
                claimed.append(
                    PartnerNews(
                        id: id, receiver: row[1], kind: PartnerNews.Kind(rawValue: kind) ?? .nudge, fromName: row[3], habitID: row[4],
                        habitName: row[5], day: Day(ordinal: row[6]), createdAt: StoredInstant.date(row[7])))
            }
            return claimed
        }
    }

    public func finishPartnerNews(_ id: Int64, retryAt: Date?, at now: Date) async throws {
        try await databaseWriter.write { db in
            if let retryAt {
                try db.execute(
                    sql: "UPDATE partner_news SET due_at = ?, lease_until = NULL WHERE id = ?",
                    arguments: [StoredInstant.milliseconds(retryAt), id])
            } else {
                try db.execute(
                    sql: "UPDATE partner_news SET status = 'sent', sent_at = ?, lease_until = NULL WHERE id = ?",
                    arguments: [StoredInstant.milliseconds(now), id])
            }
        }
    }
}
