import GRDB

extension SchemaMigrator {
    /// Version 7: reminders get their own ids, users a calendar feed and notification channels,
    /// and deliveries are claimed and logged (docs/domain-rules.md §9, docs/schema.md), so that
    /// `remind delete ID`, a firing's `reminderId` and a delivery's idempotency key name one
    /// reminder. The rows are copied in order (ids follow the old user, habit, position order),
    /// with the same ownership, cascade and time-range rules as version 1's table.
    static func createSchemaVersion7(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE reminder_with_id (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL,
                    habit_id INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    hour INTEGER NOT NULL,
                    minute INTEGER NOT NULL,
                    weekdays INTEGER NOT NULL DEFAULT 0,
                    is_active INTEGER NOT NULL DEFAULT 1,
                    FOREIGN KEY (user_id, habit_id) REFERENCES habit(user_id, id) ON DELETE CASCADE,
                    CONSTRAINT reminder_time_range CHECK (hour BETWEEN 0 AND 23 AND minute BETWEEN 0 AND 59)
                );
                INSERT INTO reminder_with_id (user_id, habit_id, position, hour, minute, weekdays, is_active)
                    SELECT user_id, habit_id, position, hour, minute, weekdays, is_active FROM reminder
                    ORDER BY user_id, habit_id, position;
                DROP TABLE reminder;
                ALTER TABLE reminder_with_id RENAME TO reminder;
                CREATE INDEX reminder_user_habit ON reminder(user_id, habit_id, position);
                """)
        try createRevisionTriggers(db, tables: ["reminder"])
        // docs/domain-rules.md §9 "Calendar feed": at most one feed per user, found by the
        // SHA-256 of its secret (the secret itself is shown once and never stored).
        try db.execute(
            sql: """
                CREATE TABLE calendar_feed (
                    user_id INTEGER PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
                    token_hash TEXT NOT NULL CONSTRAINT calendar_feed_token UNIQUE,
                    created_at INTEGER NOT NULL
                );
                """)
        // docs/domain-rules.md §9 "Delivery": a user's channels, and one row per (reminder, day,
        // channel) — the claim a process takes before sending, so each firing is delivered at
        // most once even with several processes on one database — which is also the log.
        try db.execute(
            sql: """
                CREATE TABLE notification_channel (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CONSTRAINT notification_channel_kind CHECK (kind IN ('webhook', 'ntfy', 'apprise')),
                    url TEXT NOT NULL,
                    secret TEXT,
                    created_at INTEGER NOT NULL,
                    CONSTRAINT notification_channel_once UNIQUE (user_id, kind, url)
                );
                CREATE TABLE reminder_delivery (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    channel_id INTEGER NOT NULL REFERENCES notification_channel(id) ON DELETE CASCADE,
                    reminder_id INTEGER NOT NULL,
                    habit_id INTEGER NOT NULL,
                    habit_name TEXT NOT NULL,
                    day INTEGER NOT NULL,
                    local_time TEXT NOT NULL,
                    fire_at INTEGER NOT NULL,
                    status TEXT NOT NULL
                        CONSTRAINT reminder_delivery_status CHECK (status IN ('sending', 'sent', 'retrying', 'failed', 'dropped')),
                    attempts INTEGER NOT NULL DEFAULT 0,
                    last_error TEXT,
                    next_attempt_at INTEGER,
                    claimed_until INTEGER NOT NULL DEFAULT 0,
                    updated_at INTEGER NOT NULL,
                    CONSTRAINT reminder_delivery_once UNIQUE (reminder_id, day, channel_id)
                );
                CREATE INDEX reminder_delivery_user ON reminder_delivery(user_id, fire_at);
                CREATE INDEX reminder_delivery_due ON reminder_delivery(status, next_attempt_at);
                CREATE TABLE delivery_state (
                    id INTEGER PRIMARY KEY CONSTRAINT delivery_state_single CHECK (id = 1),
                    watermark INTEGER NOT NULL
                );
                """)
    }
}
