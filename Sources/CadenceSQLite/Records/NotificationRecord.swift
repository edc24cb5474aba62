import CadenceCore
import Foundation
import GRDB

/// Rows of `notification_channel` and `reminder_delivery` (docs/domain-rules.md §9 "Delivery").
enum NotificationRecord {
    static let deliveryColumns = """
        id, channel_id, reminder_id, habit_id, habit_name, day, local_time, fire_at, status, attempts, last_error,
        next_attempt_at, updated_at
        """

    static func channel(_ row: Row) throws -> NotificationChannel {
        let kind = try row.decode(String.self, atIndex: 1)
        return NotificationChannel(
            id: try row.decode(Int64.self, atIndex: 0), kind: NotificationChannel.Kind(rawValue: kind) ?? .webhook,
            url: try row.decode(String.self, atIndex: 2), secret: try row.decode(String?.self, atIndex: 3),
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 4)))
    }

    static func delivery(_ row: Row, offset: Int) throws -> ReminderDelivery {
        func at(_ index: Int) -> Int { offset + index }
        let firing = ReminderFiring(
            habitID: try row.decode(Int64.self, atIndex: at(3)), habitName: try row.decode(String.self, atIndex: at(4)),
            reminderID: try row.decode(Int64.self, atIndex: at(2)), day: Day(ordinal: try row.decode(Int.self, atIndex: at(5))),
            at: StoredInstant.date(try row.decode(Int64.self, atIndex: at(7))), localTime: try row.decode(String.self, atIndex: at(6)),
            isCancelled: false)
        return ReminderDelivery(
            id: try row.decode(Int64.self, atIndex: at(0)), channelID: try row.decode(Int64.self, atIndex: at(1)), firing: firing,
            status: ReminderDelivery.Status(rawValue: try row.decode(String.self, atIndex: at(8))) ?? .failed,
            attempts: try row.decode(Int.self, atIndex: at(9)), lastError: try row.decode(String?.self, atIndex: at(10)),
            nextAttemptAt: try row.decode(Int64?.self, atIndex: at(11)).map(StoredInstant.date),
            updatedAt: StoredInstant.date(try row.decode(Int64.self, atIndex: at(12))))
    }

    /// Inserts a delivery row unless (reminder, day, channel) already has one; answers the new row.
    static func insert(
        _ db: Database, firing: ReminderFiring, channel: Int64, user: UserID, status: ReminderDelivery.Status, now: Date,
        claimedUntil: Date
    ) throws -> ReminderDelivery? {
        try db.execute(
            sql: """
                INSERT INTO reminder_delivery (user_id, channel_id, reminder_id, habit_id, habit_name, day, local_time, fire_at,
                    status, attempts, claimed_until, updated_at)
                SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?
                WHERE EXISTS (SELECT 1 FROM notification_channel WHERE id = ? AND user_id = ?)
                ON CONFLICT (reminder_id, day, channel_id) DO NOTHING
                """,
            arguments: [
                user, channel, firing.reminderID, firing.habitID, firing.habitName, firing.day.ordinal, firing.localTime,
                StoredInstant.milliseconds(firing.at), status.rawValue, StoredInstant.milliseconds(claimedUntil),
                StoredInstant.milliseconds(now), channel, user,
            ])
        guard db.changesCount > 0 else { return nil }
        return ReminderDelivery(
            id: db.lastInsertedRowID, channelID: channel, firing: firing, status: status, attempts: 0, lastError: nil,
            nextAttemptAt: nil, updatedAt: now)
    }
}
