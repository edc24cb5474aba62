import CadenceCore
import CadenceStorage
import PostgresNIO

/// docs/domain-rules.md "§27 Nudges and partner news": news queued in the transaction of the
/// write that caused it, as SQLite's `ChangeWriter+PartnerNews.swift`.
extension PostgresChangeWriter {
    /// Queues `news` for its receiver, due at its `createdAt`; nothing unless the receiver is the
    /// writer's partner or a member of a challenge with them.
    func enqueuePartnerNews(_ news: PartnerNews) async throws {
        let stamp = PostgresValues.milliseconds(news.createdAt)
        let day = Int64(news.day.ordinal)  // integer-only
        let receiver = news.receiver
        try await connection.run(
            """
            INSERT INTO partner_news (user_id, kind, from_user, from_name, habit_id, habit_name, day, created_at, due_at)
            SELECT \(receiver), \(news.kind.rawValue), \(user), \(news.fromName), \(news.habitID), \(news.habitName), \(day),
                \(stamp), \(stamp)
            WHERE EXISTS (
                SELECT 1 FROM partnership WHERE (user_low = \(user) AND user_high = \(receiver))
                    OR (user_low = \(receiver) AND user_high = \(user))
            ) OR EXISTS (
                SELECT 1 FROM challenge_member a JOIN challenge_member b ON a.challenge_id = b.challenge_id
                WHERE a.user_id = \(user) AND b.user_id = \(receiver)
            )
            """, logger: logger)
    }
}
