import GRDB

extension SchemaMigrator {
    /// Version 13: Web Push (docs/schema.md "v13-push", docs/domain-rules.md "## §15 Web
    /// Push"). A push subscription is a `notification_channel` row of kind `push` — its endpoint
    /// in `url`, the browser's keys in `p256dh` and `auth`, a device label — so the delivery log's
    /// claim per (reminder, day, channel) covers it. SQLite cannot change a CHECK constraint in
    /// place, so the table is rebuilt (the documented twelve steps: GRDB runs a migration with
    /// foreign keys off and checks them at its end; `reminder_delivery` names the table and
    /// finds the new one). `push_key` holds the server's one VAPID key pair (not a user's row).
    static func createSchemaVersion13(_ db: Database) throws {
        // The id counter survives the rebuild, so no deleted channel's id is handed out again.
        let counter = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'notification_channel'") ?? 0
        try db.execute(
            sql: """
                CREATE TABLE notification_channel_v13 (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CONSTRAINT notification_channel_kind CHECK (kind IN ('webhook', 'ntfy', 'apprise', 'push')),
                    url TEXT NOT NULL,
                    secret TEXT,
                    created_at INTEGER NOT NULL,
                    p256dh TEXT,
                    auth TEXT,
                    device TEXT,
                    CONSTRAINT notification_channel_once UNIQUE (user_id, kind, url),
                    CONSTRAINT notification_channel_push_keys CHECK ((kind = 'push') = (p256dh IS NOT NULL AND auth IS NOT NULL))
                );
                INSERT INTO notification_channel_v13 (id, user_id, kind, url, secret, created_at)
                    SELECT id, user_id, kind, url, secret, created_at FROM notification_channel;
                DROP TABLE notification_channel;
                ALTER TABLE notification_channel_v13 RENAME TO notification_channel;
                CREATE INDEX notification_channel_push_endpoint ON notification_channel(url) WHERE kind = 'push';
                CREATE TABLE push_key (
                    id INTEGER PRIMARY KEY CONSTRAINT push_key_single CHECK (id = 1),
                    public_key TEXT NOT NULL,
                    private_key TEXT NOT NULL,
                    created_at INTEGER NOT NULL
                );
                """)
        try db.execute(sql: "DELETE FROM sqlite_sequence WHERE name = 'notification_channel'")
        try db.execute(
            sql: "INSERT INTO sqlite_sequence (name, seq) SELECT 'notification_channel', max(?, coalesce(max(id), 0)) FROM notification_channel",
            arguments: [counter])
    }
}
