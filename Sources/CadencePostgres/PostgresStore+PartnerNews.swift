import CadenceCore
import CadenceStorage
import Foundation
import PostgresNIO

// MARK: - Partner news (docs/domain-rules.md "§27 Nudges and partner news")

/// The PostgreSQL implementation of `PartnerNewsStore`, translated from
/// `SQLiteStore+PartnerNews.swift`. A second nudge the same day meets `partner_news_nudge_once`
/// (`ON CONFLICT DO NOTHING`); claims skip rows another process has locked.
extension PostgresStore {
    public func partnerNewsSettings(of user: UserID) async throws -> PartnerNewsSettings {
        try await database.read { connection in
            guard
                let row = try await connection.first(
                    """
                    SELECT nudges, partner_completed, overtaken, quiet_start, quiet_end FROM partner_news_settings
                    WHERE user_id = \(user)
                    """, logger: logger)
            else { return PartnerNewsSettings() }
            let (nudges, completed, overtaken, start, end) = try row.decode((Bool, Bool, Bool, Int64, Int64).self)
            let (from, until) = (Int(start), Int(end))  // integer-only
            return PartnerNewsSettings(nudges: nudges, partnerCompleted: completed, overtaken: overtaken, quietStart: from, quietEnd: until)
        }
    }

    public func setPartnerNewsSettings(_ settings: PartnerNewsSettings, for user: UserID) async throws {
        let (start, end) = (Int64(settings.quietStart), Int64(settings.quietEnd))  // integer-only
        try await database.write { connection in
            try await connection.run(
                """
                INSERT INTO partner_news_settings (user_id, nudges, partner_completed, overtaken, quiet_start, quiet_end)
                VALUES (\(user), \(settings.nudges), \(settings.partnerCompleted), \(settings.overtaken), \(start), \(end))
                ON CONFLICT (user_id) DO UPDATE SET nudges = excluded.nudges, partner_completed = excluded.partner_completed,
                    overtaken = excluded.overtaken, quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end
                """, logger: logger)
        }
    }

    public func insertNudge(_ news: PartnerNews, from nudger: UserID) async throws -> Bool {
        let stamp = PostgresValues.milliseconds(news.createdAt)
        let day = Int64(news.day.ordinal)  // integer-only
        return try await database.write { connection in
            let rows = try await connection.rows(
                """
                INSERT INTO partner_news (user_id, kind, from_user, from_name, habit_id, habit_name, day, created_at, due_at)
                VALUES (\(news.receiver), 'nudge', \(nudger), \(news.fromName), \(news.habitID), \(news.habitName), \(day),
                    \(stamp), \(stamp))
                ON CONFLICT DO NOTHING RETURNING id
                """, logger: logger)
            return !rows.isEmpty
        }
    }

    public func claimPartnerNews(at now: Date, limit: Int) async throws -> [PartnerNews] {
        let stamp = PostgresValues.milliseconds(now)
        let count = Int64(limit)  // integer-only
        return try await database.write { connection in
            try await connection.rows(
                """
                UPDATE partner_news SET lease_until = \(stamp + 60_000) WHERE id IN (
                    SELECT id FROM partner_news
                    WHERE status = 'pending' AND due_at <= \(stamp) AND (lease_until IS NULL OR lease_until <= \(stamp))
                    ORDER BY due_at, id LIMIT \(count) FOR UPDATE SKIP LOCKED
                ) RETURNING id, user_id, kind, from_name, habit_id, habit_name, day, created_at
                """, logger: logger
            ).map { row in
                let (id, user, kind, name, habit, habitName, day, createdAt) =
                    try row.decode((Int64, Int64, String, String, Int64?, String, Int64, Int64).self)
                return PartnerNews(
                    id: id, receiver: user, kind: PartnerNews.Kind(rawValue: kind) ?? .nudge, fromName: name, habitID: habit,
                    habitName: habitName, day: Day(ordinal: Int(day)), createdAt: PostgresValues.date(createdAt))  // integer-only
            }.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
        }
    }

    public func finishPartnerNews(_ id: Int64, retryAt: Date?, at now: Date) async throws {
        try await database.write { connection in
            if let retryAt {
                try await connection.run(
                    "UPDATE partner_news SET due_at = \(PostgresValues.milliseconds(retryAt)), lease_until = NULL WHERE id = \(id)",
                    logger: logger)
            } else {
                try await connection.run(
                    """
                    UPDATE partner_news SET status = 'sent', sent_at = \(PostgresValues.milliseconds(now)), lease_until = NULL
                    WHERE id = \(id)
                    """, logger: logger)
            }
        }
    }
}
