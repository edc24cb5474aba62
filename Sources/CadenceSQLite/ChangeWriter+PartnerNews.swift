import CadenceCore
import CadenceStorage
import GRDB

/// docs/domain-rules.md "§27 Nudges and partner news": news queued in the transaction of the
/// write that caused it.
extension ChangeWriter {
    /// Queues `news` for its receiver, due at its `createdAt`; nothing unless the receiver is the
    /// writer's partner or a member of a challenge with them.
    func enqueuePartnerNews(_ news: PartnerNews) throws {
        let stamp = StoredInstant.milliseconds(news.createdAt)
        try db.execute(
            sql: """
                INSERT INTO partner_news (user_id, kind, from_user, from_name, habit_id, habit_name, day, created_at, due_at)
                SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?
                WHERE EXISTS (SELECT 1 FROM partnership WHERE (user_low = ? AND user_high = ?) OR (user_low = ? AND user_high = ?))
                    OR EXISTS (SELECT 1 FROM challenge_member a JOIN challenge_member b ON a.challenge_id = b.challenge_id
                        WHERE a.user_id = ? AND b.user_id = ?)
                """,
            arguments: [
                news.receiver, news.kind.rawValue, user, news.fromName, news.habitID, news.habitName, news.day.ordinal, stamp, stamp,
                user, news.receiver, news.receiver, user, user, news.receiver,
            ])
    }
}
