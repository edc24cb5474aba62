import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - Web Push (docs/domain-rules.md "§15 Web Push")

extension SQLiteStore {
    public func pushKey() async throws -> PushKey? {
        try await databaseWriter.read { db in try Self.storedPushKey(db) }
    }

    public func insertPushKeyIfAbsent(_ key: PushKey) async throws -> PushKey {
        try await databaseWriter.write { db in
            try db.execute(
                sql: "INSERT INTO push_key (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
                arguments: [key.publicKey, key.privateKey, StoredInstant.milliseconds(key.createdAt)])
            return try Self.storedPushKey(db) ?? key
        }
    }

    public func replacePushKey(_ key: PushKey) async throws -> Int {
        try await databaseWriter.write { db in
            try db.execute(
                sql: """
                    INSERT INTO push_key (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET public_key = excluded.public_key, private_key = excluded.private_key,
                    created_at = excluded.created_at
                    """, arguments: [key.publicKey, key.privateKey, StoredInstant.milliseconds(key.createdAt)])
            try db.execute(sql: "DELETE FROM notification_channel WHERE kind = 'push'")
            return db.changesCount
        }
    }

    public func pushSubscriptions(of user: UserID) async throws -> [PushSubscription] {
        try await databaseWriter.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT id, url, p256dh, auth, device, created_at FROM notification_channel
                    WHERE user_id = ? AND kind = 'push' ORDER BY id
                    """, arguments: [user]
            ).map(Self.pushSubscription)
        }
    }

    public func upsertPushSubscription(_ subscription: PushSubscription, for user: UserID) async throws -> PushSubscription {
        try await databaseWriter.write { db in
            try db.execute(
                sql: "DELETE FROM notification_channel WHERE kind = 'push' AND url = ? AND user_id <> ?",
                arguments: [subscription.endpoint, user])
            if let id = try Int64.fetchOne(
                db, sql: "SELECT id FROM notification_channel WHERE user_id = ? AND kind = 'push' AND url = ?",
                arguments: [user, subscription.endpoint])
            {
                try db.execute(
                    sql: "UPDATE notification_channel SET p256dh = ?, auth = ?, device = ? WHERE id = ?",
                    arguments: [subscription.p256dh, subscription.auth, subscription.device, id])
                return try Row.fetchOne(
                    db, sql: "SELECT id, url, p256dh, auth, device, created_at FROM notification_channel WHERE id = ?", arguments: [id]
                ).map(Self.pushSubscription) ?? subscription
            }
            let count =
                try Int.fetchOne(db, sql: "SELECT count(*) FROM notification_channel WHERE user_id = ? AND kind = 'push'", arguments: [user])
                ?? 0
            guard count < PushSubscription.maximumCount else { throw Self.tooManyPushSubscriptions }
            try db.execute(
                sql: """
                    INSERT INTO notification_channel (user_id, kind, url, secret, created_at, p256dh, auth, device)
                    VALUES (?, 'push', ?, NULL, ?, ?, ?, ?)
                    """,
                arguments: [
                    user, subscription.endpoint, StoredInstant.milliseconds(subscription.createdAt), subscription.p256dh,
                    subscription.auth, subscription.device,
                ])
            var stored = subscription
            stored.id = db.lastInsertedRowID
            return stored
        }
    }

    public func deletePushSubscription(_ id: Int64, of user: UserID) async throws -> Bool {
        try await databaseWriter.write { db in
            try db.execute(sql: "DELETE FROM notification_channel WHERE id = ? AND user_id = ? AND kind = 'push'", arguments: [id, user])
            return db.changesCount > 0
        }
    }

    static let tooManyPushSubscriptions = CadenceError(
        .channelInvalid, field: "endpoint", "a user has at most \(PushSubscription.maximumCount) devices with notifications")

    private static func storedPushKey(_ db: Database) throws -> PushKey? {
        try Row.fetchOne(db, sql: "SELECT public_key, private_key, created_at FROM push_key WHERE id = 1").map { row in
            PushKey(
                publicKey: try row.decode(String.self, atIndex: 0), privateKey: try row.decode(String.self, atIndex: 1),
                createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 2)))
        }
    }

    private static func pushSubscription(_ row: Row) throws -> PushSubscription {
        PushSubscription(
            id: try row.decode(Int64.self, atIndex: 0), endpoint: try row.decode(String.self, atIndex: 1),
            p256dh: try row.decode(String?.self, atIndex: 2) ?? "", auth: try row.decode(String?.self, atIndex: 3) ?? "",
            device: try row.decode(String?.self, atIndex: 4) ?? "", createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 5)))
    }
}
