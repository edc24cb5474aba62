import CadenceCore
import CadenceStorage
import Foundation
import Logging
import PostgresNIO

// MARK: - Web Push (docs/domain-rules.md "§15 Web Push")

/// The PostgreSQL implementation of `PushStore`, translated from `SQLiteStore+Push.swift`. A
/// subscription's changes are writes of its user (the `user_revision` row is locked first, so
/// the limit sees every earlier subscription); the key pair is one row that the first process
/// to insert it decides (`ON CONFLICT DO NOTHING`).
extension PostgresStore {
    public func pushKey() async throws -> PushKey? {
        try await database.read { connection in try await Self.storedPushKey(connection, logger: logger) }
    }

    public func insertPushKeyIfAbsent(_ key: PushKey) async throws -> PushKey {
        try await database.write { connection in
            try await connection.run(
                """
                INSERT INTO push_key (id, public_key, private_key, created_at)
                VALUES (1, \(key.publicKey), \(key.privateKey), \(PostgresValues.milliseconds(key.createdAt)))
                ON CONFLICT (id) DO NOTHING
                """, logger: logger)
            return try await Self.storedPushKey(connection, logger: logger) ?? key
        }
    }

    public func replacePushKey(_ key: PushKey) async throws -> Int {
        try await database.write { connection in
            try await connection.run(
                """
                INSERT INTO push_key (id, public_key, private_key, created_at)
                VALUES (1, \(key.publicKey), \(key.privateKey), \(PostgresValues.milliseconds(key.createdAt)))
                ON CONFLICT (id) DO UPDATE SET public_key = EXCLUDED.public_key, private_key = EXCLUDED.private_key,
                    created_at = EXCLUDED.created_at
                """, logger: logger)
            return try await connection.rows("DELETE FROM notification_channel WHERE kind = 'push' RETURNING id", logger: logger).count
        }
    }

    public func pushSubscriptions(of user: UserID) async throws -> [PushSubscription] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT id, url, p256dh, auth, device, created_at FROM notification_channel
                WHERE user_id = \(user) AND kind = 'push' ORDER BY id
                """, logger: logger
            ).map(Self.pushSubscription)
        }
    }

    public func upsertPushSubscription(_ subscription: PushSubscription, for user: UserID) async throws -> PushSubscription {
        try await database.write(for: user) { connection, _ in
            try await connection.run(
                "DELETE FROM notification_channel WHERE kind = 'push' AND url = \(subscription.endpoint) AND user_id <> \(user)",
                logger: logger)
            let updated = try await connection.first(
                """
                UPDATE notification_channel SET p256dh = \(subscription.p256dh), auth = \(subscription.auth),
                    device = \(subscription.device)
                WHERE user_id = \(user) AND kind = 'push' AND url = \(subscription.endpoint)
                RETURNING id, url, p256dh, auth, device, created_at
                """, logger: logger)
            if let updated { return try Self.pushSubscription(updated) }
            let count =
                try await connection.first(
                    "SELECT count(*) FROM notification_channel WHERE user_id = \(user) AND kind = 'push'", logger: logger
                )?.decode(Int64.self) ?? 0
            guard count < Int64(PushSubscription.maximumCount) else {
                throw CadenceError(
                    .channelInvalid, field: "endpoint",
                    "a user has at most \(PushSubscription.maximumCount) devices with notifications")
            }
            let row = try await connection.first(
                """
                INSERT INTO notification_channel (user_id, kind, url, secret, created_at, p256dh, auth, device)
                VALUES (\(user), 'push', \(subscription.endpoint), NULL, \(PostgresValues.milliseconds(subscription.createdAt)),
                    \(subscription.p256dh), \(subscription.auth), \(subscription.device))
                RETURNING id
                """, logger: logger)
            var stored = subscription
            stored.id = try row?.decode(Int64.self) ?? 0
            return stored
        }
    }

    public func deletePushSubscription(_ id: Int64, of user: UserID) async throws -> Bool {
        try await database.write(for: user) { connection, _ in
            let deleted = try await connection.rows(
                "DELETE FROM notification_channel WHERE id = \(id) AND user_id = \(user) AND kind = 'push' RETURNING id", logger: logger)
            return !deleted.isEmpty
        }
    }

    private static func storedPushKey(_ connection: PostgresConnection, logger: Logger) async throws -> PushKey? {
        guard let row = try await connection.first("SELECT public_key, private_key, created_at FROM push_key WHERE id = 1", logger: logger)
        else { return nil }
        let (publicKey, privateKey, createdAt) = try row.decode((String, String, Int64).self)
        return PushKey(publicKey: publicKey, privateKey: privateKey, createdAt: PostgresValues.date(createdAt))
    }

    private static func pushSubscription(_ row: PostgresRow) throws -> PushSubscription {
        let (id, url, p256dh, auth, device, createdAt) = try row.decode((Int64, String, String?, String?, String?, Int64).self)
        return PushSubscription(
            id: id, endpoint: url, p256dh: p256dh ?? "", auth: auth ?? "", device: device ?? "",
            createdAt: PostgresValues.date(createdAt))
    }
}
