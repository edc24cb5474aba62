/// Migration 6 of the PostgreSQL schema (docs/schema.md "v13-push"): Web Push, as SQLite's
/// `v13-push` (docs/domain-rules.md "§15 Web Push"). A push subscription is a
/// `notification_channel` row of kind `push` with the browser's keys and a device label, so the
/// delivery log's claim per (reminder, day, channel) covers it; `push_key` holds the server's one
/// VAPID key pair.
extension PostgresSchema {
    static let version6 = PostgresMigration(
        version: 6, name: "push",
        statements: [
            "ALTER TABLE notification_channel DROP CONSTRAINT notification_channel_kind",
            """
            ALTER TABLE notification_channel ADD CONSTRAINT notification_channel_kind
                CHECK (kind IN ('webhook', 'ntfy', 'apprise', 'push'))
            """,
            "ALTER TABLE notification_channel ADD COLUMN p256dh TEXT, ADD COLUMN auth TEXT, ADD COLUMN device TEXT",
            """
            ALTER TABLE notification_channel ADD CONSTRAINT notification_channel_push_keys
                CHECK ((kind = 'push') = (p256dh IS NOT NULL AND auth IS NOT NULL))
            """,
            "CREATE INDEX notification_channel_push_endpoint ON notification_channel (url) WHERE kind = 'push'",
            """
            CREATE TABLE push_key (
                id BIGINT PRIMARY KEY CONSTRAINT push_key_single CHECK (id = 1),
                public_key TEXT NOT NULL,
                private_key TEXT NOT NULL,
                created_at BIGINT NOT NULL
            )
            """,
        ])
}
