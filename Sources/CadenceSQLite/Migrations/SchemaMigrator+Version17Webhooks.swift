import GRDB

extension SchemaMigrator {
    /// Version 17 (branch i38-hooks): webhook endpoints and their queue (docs/schema.md
    /// "v17-i38-hooks-webhooks", docs/domain-rules.md "§21 Outgoing events
    /// (webhooks)"). An endpoint's events are `,name,name,`; a message is one event for one
    /// endpoint, queued in the transaction of the write that caused it. No revision triggers:
    /// neither table is the person's data, and deliveries must not look like changes.
    static func createSchemaVersion17Webhooks(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE webhook_endpoint (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    url TEXT NOT NULL,
                    events TEXT NOT NULL,
                    secret TEXT NOT NULL,
                    created_at INTEGER NOT NULL,
                    failing_since INTEGER,
                    disabled_at INTEGER,
                    disabled_reason TEXT
                );
                CREATE INDEX webhook_endpoint_user ON webhook_endpoint(user_id);
                CREATE TABLE webhook_message (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    endpoint_id INTEGER NOT NULL REFERENCES webhook_endpoint(id) ON DELETE CASCADE,
                    message_id TEXT NOT NULL,
                    type TEXT NOT NULL,
                    body TEXT NOT NULL,
                    created_at INTEGER NOT NULL,
                    status TEXT NOT NULL CONSTRAINT webhook_message_status CHECK (status IN ('pending', 'delivered', 'failed')),
                    attempts INTEGER NOT NULL DEFAULT 0,
                    next_attempt_at INTEGER,
                    last_attempt_at INTEGER,
                    last_status INTEGER,
                    last_error TEXT,
                    CONSTRAINT webhook_message_once UNIQUE (endpoint_id, message_id)
                );
                CREATE INDEX webhook_message_due ON webhook_message(status, next_attempt_at);
                CREATE INDEX webhook_message_endpoint ON webhook_message(endpoint_id, id);
                """)
    }
}
