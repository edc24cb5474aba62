import CadenceCore
import Foundation
import Logging
import PostgresNIO

/// Rows of `notification_channel` and `reminder_delivery` (docs/domain-rules.md §9 "Delivery"),
/// as `NotificationRecord` reads them from SQLite.
enum PostgresNotificationRecord {
    /// The columns `delivery` reads, in order.
    static let deliveryColumns = """
        id, channel_id, reminder_id, habit_id, habit_name, day, local_time, fire_at, status, attempts, last_error,
        next_attempt_at, updated_at
        """

    /// The columns `channel` reads, in order.
    static let channelColumns = "id, kind, url, secret, created_at"

    /// A channel read as `channelColumns`; an unknown kind reads as a webhook, as SQLite does.
    static func channel(_ row: PostgresRow) throws -> NotificationChannel {
        let (id, kind, url, secret, createdAt) = try row.decode((Int64, String, String, String?, Int64).self)
        return NotificationChannel(
            id: id, kind: NotificationChannel.Kind(rawValue: kind) ?? .webhook, url: url, secret: secret,
            createdAt: PostgresValues.date(createdAt))
    }

    /// A delivery read as `deliveryColumns`; an unknown status reads as `failed`, as SQLite does.
    static func delivery(_ row: PostgresRow) throws -> ReminderDelivery {
        let (
            id, channelID, reminderID, habitID, habitName, day, localTime, fireAt, status, attempts, lastError,
            nextAttemptAt, updatedAt
        ) =
            try row.decode(
                (Int64, Int64, Int64, Int64, String, Int64, String, Int64, String, Int64, String?, Int64?, Int64).self)
        return try Self.makeDelivery(
            id: id, channelID: channelID, reminderID: reminderID, habitID: habitID, habitName: habitName, day: day,
            localTime: localTime, fireAt: fireAt, status: status, attempts: attempts, lastError: lastError,
            nextAttemptAt: nextAttemptAt, updatedAt: updatedAt)
    }

    /// A delivery read as `user_id, ` then `deliveryColumns`, with its user.
    static func userDelivery(_ row: PostgresRow) throws -> (user: UserID, delivery: ReminderDelivery) {
        let (
            user, id, channelID, reminderID, habitID, habitName, day, localTime, fireAt, status, attempts, lastError,
            nextAttemptAt, updatedAt
        ) =
            try row.decode(
                (Int64, Int64, Int64, Int64, Int64, String, Int64, String, Int64, String, Int64, String?, Int64?, Int64)
                    .self)
        let delivery = try Self.makeDelivery(
            id: id, channelID: channelID, reminderID: reminderID, habitID: habitID, habitName: habitName, day: day,
            localTime: localTime, fireAt: fireAt, status: status, attempts: attempts, lastError: lastError,
            nextAttemptAt: nextAttemptAt, updatedAt: updatedAt)
        return (user, delivery)
    }

    private static func makeDelivery(
        id: Int64, channelID: Int64, reminderID: Int64, habitID: Int64, habitName: String, day: Int64,
        localTime: String, fireAt: Int64, status: String, attempts: Int64, lastError: String?, nextAttemptAt: Int64?,
        updatedAt: Int64
    ) throws -> ReminderDelivery {
        let firing = ReminderFiring(
            habitID: habitID, habitName: habitName, reminderID: reminderID, day: try PostgresValues.day(day),
            at: PostgresValues.date(fireAt), localTime: localTime, isCancelled: false)
        return ReminderDelivery(
            id: id, channelID: channelID, firing: firing, status: ReminderDelivery.Status(rawValue: status) ?? .failed,
            attempts: try PostgresValues.int(attempts), lastError: lastError,
            nextAttemptAt: nextAttemptAt.map(PostgresValues.date), updatedAt: PostgresValues.date(updatedAt))
    }

    /// Inserts a delivery row for a channel of `user` unless (reminder, day, channel) already has
    /// one — the claim of docs/domain-rules.md §9 "Delivery", atomic across processes through the
    /// `reminder_delivery_once` key; answers the new row, `nil` when nothing was inserted.
    static func insert(
        _ connection: PostgresConnection, logger: Logger, firing: ReminderFiring, channel: Int64, user: UserID,
        status: ReminderDelivery.Status, now: Date, claimedUntil: Date
    ) async throws -> ReminderDelivery? {
        let row = try await connection.first(
            """
            INSERT INTO reminder_delivery (user_id, channel_id, reminder_id, habit_id, habit_name, day, local_time, fire_at,
                status, attempts, claimed_until, updated_at)
            SELECT \(user), \(channel), \(firing.reminderID), \(firing.habitID), \(firing.habitName),
                \(PostgresValues.ordinal(firing.day)), \(firing.localTime), \(PostgresValues.milliseconds(firing.at)),
                \(status.rawValue), 0, \(PostgresValues.milliseconds(claimedUntil)), \(PostgresValues.milliseconds(now))
            WHERE EXISTS (SELECT 1 FROM notification_channel WHERE id = \(channel) AND user_id = \(user))
            ON CONFLICT (reminder_id, day, channel_id) DO NOTHING
            RETURNING id
            """, logger: logger)
        guard let id = try row?.decode(Int64.self) else { return nil }
        return ReminderDelivery(
            id: id, channelID: channel, firing: firing, status: status, attempts: 0, lastError: nil,
            nextAttemptAt: nil, updatedAt: now)
    }
}
