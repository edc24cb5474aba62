import CadenceCore
import CadenceStorage
import Foundation
import PostgresNIO

// MARK: - Notification channels and deliveries (docs/domain-rules.md §9 "Delivery")

/// The PostgreSQL implementation of `NotificationStore`, translated from
/// `SQLiteStore+Notifications.swift`. Channel changes are writes of their user (the user's
/// `user_revision` row is locked first, so the limit and duplicate checks see every earlier
/// channel). The delivery log is shared by every process's delivery loop: a claim is one
/// `INSERT … ON CONFLICT DO NOTHING` on the `reminder_delivery_once` key, and retries are claimed
/// with `FOR UPDATE SKIP LOCKED`, so no two processes ever claim the same delivery.
extension PostgresStore {
    /// The user's channels, by id.
    public func notificationChannels(of user: UserID) async throws -> [NotificationChannel] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresNotificationRecord.channelColumns) FROM notification_channel
                WHERE user_id = \(user) AND kind <> 'push' ORDER BY id
                """, logger: logger
            ).map(PostgresNotificationRecord.channel)
        }
    }

    /// docs/domain-rules.md §9 "Delivery": at most `NotificationChannel.maximumCount` channels
    /// per user (`channelInvalid`); the same kind and URL twice is `nameDuplicate`.
    public func insertNotificationChannel(_ channel: NotificationChannel, for user: UserID) async throws
        -> NotificationChannel
    {
        try await database.write(for: user) { connection, _ in
            let count =
                try await connection.first(
                    "SELECT count(*) FROM notification_channel WHERE user_id = \(user) AND kind <> 'push'", logger: logger
                )?.decode(Int64.self) ?? 0
            guard count < Int64(NotificationChannel.maximumCount) else {
                throw CadenceError(
                    .channelInvalid, field: "url", "a user has at most \(NotificationChannel.maximumCount) channels")
            }
            let existing = try await connection.first(
                """
                SELECT id FROM notification_channel
                WHERE user_id = \(user) AND kind = \(channel.kind.rawValue) AND url = \(channel.url)
                """, logger: logger)
            guard existing == nil else { throw Self.duplicateChannel(channel) }
            let row: PostgresRow?
            do {
                row = try await connection.first(
                    """
                    INSERT INTO notification_channel (user_id, kind, url, secret, created_at)
                    VALUES (\(user), \(channel.kind.rawValue), \(channel.url), \(channel.secret),
                        \(PostgresValues.milliseconds(channel.createdAt)))
                    RETURNING id
                    """, logger: logger)
            } catch let error where Self.isDuplicateChannel(error) {
                throw Self.duplicateChannel(channel)
            }
            guard let id = try row?.decode(Int64.self) else { throw Self.duplicateChannel(channel) }
            var stored = channel
            stored.id = id
            return stored
        }
    }

    /// Deletes a channel with its log; `false` when it is not the user's (docs/domain-rules.md §8).
    public func deleteNotificationChannel(_ id: Int64, of user: UserID) async throws -> Bool {
        try await database.write(for: user) { connection, _ in
            let deleted = try await connection.rows(
                "DELETE FROM notification_channel WHERE id = \(id) AND user_id = \(user) AND kind <> 'push' RETURNING id", logger: logger)
            return !deleted.isEmpty
        }
    }

    /// The users who have at least one channel.
    public func usersWithNotificationChannels() async throws -> [UserID] {
        try await database.read { connection in
            try await connection.rows(
                "SELECT DISTINCT user_id FROM notification_channel ORDER BY user_id", logger: logger
            ).map { try $0.decode(Int64.self) }
        }
    }

    /// docs/domain-rules.md §9 "Delivery": claims (reminder, day, channel) for this process with
    /// a lease of `DeliveryPolicy.lease`; `nil` when it is already claimed or logged, or the
    /// channel is not the user's.
    public func claimDelivery(of firing: ReminderFiring, to channel: Int64, for user: UserID, at now: Date) async throws
        -> ReminderDelivery?
    {
        try await database.write { connection in
            try await PostgresNotificationRecord.insert(
                connection, logger: logger, firing: firing, channel: channel, user: user, status: .sending, now: now,
                claimedUntil: now.addingTimeInterval(DeliveryPolicy.lease))
        }
    }

    /// docs/domain-rules.md §9 "Delivery" (catching up): logs a missed firing as `dropped`,
    /// unless it is already logged.
    public func logDroppedDelivery(of firing: ReminderFiring, to channel: Int64, for user: UserID, at now: Date)
        async throws
    {
        _ = try await database.write { connection in
            try await PostgresNotificationRecord.insert(
                connection, logger: logger, firing: firing, channel: channel, user: user, status: .dropped, now: now,
                claimedUntil: now)
        }
    }

    /// Records how a claimed delivery went, releasing its lease; the error is kept to 500 characters.
    public func finishDelivery(
        _ id: Int64, status: ReminderDelivery.Status, attempts: Int, error: String?, nextAttemptAt: Date?, at now: Date
    ) async throws {
        let lastError = error.map { String($0.prefix(500)) }
        let nextAttempt = nextAttemptAt.map(PostgresValues.milliseconds)
        try await database.write { connection in
            try await connection.run(
                """
                UPDATE reminder_delivery SET status = \(status.rawValue), attempts = \(Int64(attempts)),
                    last_error = \(lastError), next_attempt_at = \(nextAttempt), claimed_until = 0,
                    updated_at = \(PostgresValues.milliseconds(now))
                WHERE id = \(id)
                """, logger: logger)
        }
    }

    /// docs/domain-rules.md §9 "Delivery": claims up to `limit` deliveries due again — retrying
    /// and due, or sending with an expired lease — the earliest firings first, each for one
    /// caller only (`SKIP LOCKED`: rows another process is claiming are left to it).
    public func claimRetries(at now: Date, limit: Int) async throws -> [(user: UserID, delivery: ReminderDelivery)] {
        let stamp = PostgresValues.milliseconds(now)
        let lease = PostgresValues.milliseconds(now.addingTimeInterval(DeliveryPolicy.lease))
        return try await database.write { connection in
            try await connection.rows(
                """
                WITH claimed AS (
                    UPDATE reminder_delivery SET status = 'sending', claimed_until = \(lease), updated_at = \(stamp)
                    WHERE id IN (
                        SELECT id FROM reminder_delivery
                        WHERE (status = 'retrying' AND next_attempt_at <= \(stamp))
                            OR (status = 'sending' AND claimed_until < \(stamp))
                        ORDER BY fire_at, id LIMIT \(Self.deliveryRowLimit(limit))
                        FOR UPDATE SKIP LOCKED)
                    RETURNING user_id, \(unescaped: PostgresNotificationRecord.deliveryColumns))
                SELECT user_id, \(unescaped: PostgresNotificationRecord.deliveryColumns) FROM claimed ORDER BY fire_at, id
                """, logger: logger
            ).map(PostgresNotificationRecord.userDelivery)
        }
    }

    /// The user's delivery log, the latest firing first.
    public func deliveries(of user: UserID, limit: Int) async throws -> [ReminderDelivery] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresNotificationRecord.deliveryColumns) FROM reminder_delivery
                WHERE user_id = \(user) ORDER BY fire_at DESC, id DESC LIMIT \(Self.deliveryRowLimit(limit))
                """, logger: logger
            ).map(PostgresNotificationRecord.delivery)
        }
    }

    /// The last instant a delivery loop planned up to (`nil` before the first run).
    public func deliveryWatermark() async throws -> Date? {
        try await database.read { connection in
            let watermark = try await connection.first(
                "SELECT watermark FROM delivery_state WHERE id = 1", logger: logger)?.decode(Int64.self)
            return watermark.map(PostgresValues.date)
        }
    }

    /// Moves the watermark forward to `instant`, never back, whichever process got there first.
    public func advanceDeliveryWatermark(to instant: Date) async throws {
        try await database.write { connection in
            try await connection.run(
                """
                INSERT INTO delivery_state (id, watermark) VALUES (1, \(PostgresValues.milliseconds(instant)))
                ON CONFLICT (id) DO UPDATE SET watermark = GREATEST(delivery_state.watermark, EXCLUDED.watermark)
                """, logger: logger)
        }
    }
}

// MARK: - Helpers

extension PostgresStore {
    /// docs/domain-rules.md §9 "Delivery": the same kind and URL twice for one user.
    private static func duplicateChannel(_ channel: NotificationChannel) -> CadenceError {
        CadenceError(.nameDuplicate, field: "url", "there is already a \(channel.kind.rawValue) channel to that URL")
    }

    /// Whether `error` is the `notification_channel_once` unique violation (a channel another
    /// transaction inserted first).
    private static func isDuplicateChannel(_ error: any Error) -> Bool {
        PostgresErrorMapping.sqlState(of: error) == PostgresErrorMapping.uniqueViolation
            && (error as? PSQLError)?.serverInfo?[.constraintName] == "notification_channel_once"
    }

    /// A `LIMIT` bound as SQLite reads it: a negative limit means no limit (`LIMIT NULL`).
    private static func deliveryRowLimit(_ limit: Int) -> Int64? {
        limit < 0 ? nil : Int64(limit)  // integer-only
    }
}
