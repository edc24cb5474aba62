import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - Notification channels and deliveries (docs/domain-rules.md §9 "Delivery")

extension SQLiteStore {
    public func notificationChannels(of user: UserID) async throws -> [NotificationChannel] {
        try await databaseWriter.read { db in
            try Row.fetchAll(
                db, sql: "SELECT id, kind, url, secret, created_at FROM notification_channel WHERE user_id = ? AND kind <> 'push' ORDER BY id",
                arguments: [user]
            ).map(NotificationRecord.channel)
        }
    }

    public func insertNotificationChannel(_ channel: NotificationChannel, for user: UserID) async throws -> NotificationChannel {
        try await databaseWriter.write { db in
            let count =
                try Int.fetchOne(db, sql: "SELECT count(*) FROM notification_channel WHERE user_id = ? AND kind <> 'push'", arguments: [user]) ?? 0
            guard count < NotificationChannel.maximumCount else {
                throw CadenceError(.channelInvalid, field: "url", "a user has at most \(NotificationChannel.maximumCount) channels")
            }
            let exists = try Int.fetchOne(
                db, sql: "SELECT 1 FROM notification_channel WHERE user_id = ? AND kind = ? AND url = ?",
                arguments: [user, channel.kind.rawValue, channel.url])
            guard exists == nil else {
                throw CadenceError(.nameDuplicate, field: "url", "there is already a \(channel.kind.rawValue) channel to that URL")
            }
            try db.execute(
                sql: "INSERT INTO notification_channel (user_id, kind, url, secret, created_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [user, channel.kind.rawValue, channel.url, channel.secret, StoredInstant.milliseconds(channel.createdAt)])
            var stored = channel
            stored.id = db.lastInsertedRowID
            return stored
        }
    }

    public func deleteNotificationChannel(_ id: Int64, of user: UserID) async throws -> Bool {
        try await databaseWriter.write { db in
            try db.execute(sql: "DELETE FROM notification_channel WHERE id = ? AND user_id = ? AND kind <> 'push'", arguments: [id, user])
            return db.changesCount > 0
        }
    }

    public func usersWithNotificationChannels() async throws -> [UserID] {
        try await databaseWriter.read { db in
            try Int64.fetchAll(db, sql: "SELECT DISTINCT user_id FROM notification_channel ORDER BY user_id")
        }
    }

    public func claimDelivery(of firing: ReminderFiring, to channel: Int64, for user: UserID, at now: Date) async throws -> ReminderDelivery? {
        try await databaseWriter.write { db in
            try NotificationRecord.insert(
                db, firing: firing, channel: channel, user: user, status: .sending, now: now,
                claimedUntil: now.addingTimeInterval(DeliveryPolicy.lease))
        }
    }

    public func logDroppedDelivery(of firing: ReminderFiring, to channel: Int64, for user: UserID, at now: Date) async throws {
        _ = try await databaseWriter.write { db in
            try NotificationRecord.insert(db, firing: firing, channel: channel, user: user, status: .dropped, now: now, claimedUntil: now)
        }
    }

    public func finishDelivery(
        _ id: Int64, status: ReminderDelivery.Status, attempts: Int, error: String?, nextAttemptAt: Date?, at now: Date
    ) async throws {
        try await databaseWriter.write { db in
            try db.execute(
                sql: """
                    UPDATE reminder_delivery SET status = ?, attempts = ?, last_error = ?, next_attempt_at = ?,
                    claimed_until = 0, updated_at = ? WHERE id = ?
                    """,
                arguments: [
                    status.rawValue, attempts, error.map { String($0.prefix(500)) }, nextAttemptAt.map(StoredInstant.milliseconds),
                    StoredInstant.milliseconds(now), id,
                ])
        }
    }

    public func claimRetries(at now: Date, limit: Int) async throws -> [(user: UserID, delivery: ReminderDelivery)] {
        let stamp = StoredInstant.milliseconds(now)
        let lease = StoredInstant.milliseconds(now.addingTimeInterval(DeliveryPolicy.lease))
        return try await databaseWriter.write { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    UPDATE reminder_delivery SET status = 'sending', claimed_until = ?1, updated_at = ?2
                    WHERE id IN (
                        SELECT id FROM reminder_delivery
                        WHERE (status = 'retrying' AND next_attempt_at <= ?2) OR (status = 'sending' AND claimed_until < ?2)
                        ORDER BY fire_at LIMIT ?3)
                    RETURNING user_id, \(NotificationRecord.deliveryColumns)
                    """, arguments: [lease, stamp, limit])
            return try rows.map { (try $0.decode(Int64.self, atIndex: 0), try NotificationRecord.delivery($0, offset: 1)) }
        }
    }

    public func deliveries(of user: UserID, limit: Int) async throws -> [ReminderDelivery] {
        try await databaseWriter.read { db in
            try Row.fetchAll(
                db,
                sql: "SELECT \(NotificationRecord.deliveryColumns) FROM reminder_delivery WHERE user_id = ? ORDER BY fire_at DESC, id DESC LIMIT ?",
                arguments: [user, limit]
            ).map { try NotificationRecord.delivery($0, offset: 0) }
        }
    }

    public func deliveryWatermark() async throws -> Date? {
        try await databaseWriter.read { db in
            try Int64.fetchOne(db, sql: "SELECT watermark FROM delivery_state WHERE id = 1").map(StoredInstant.date)
        }
    }

    public func advanceDeliveryWatermark(to instant: Date) async throws {
        try await databaseWriter.write { db in
            try db.execute(
                sql: """
                    INSERT INTO delivery_state (id, watermark) VALUES (1, ?1)
                    ON CONFLICT (id) DO UPDATE SET watermark = max(watermark, excluded.watermark)
                    """, arguments: [StoredInstant.milliseconds(instant)])
        }
    }
}
