import GRDB

extension SchemaMigrator {
    /// Version 7: reminders get their own ids, and users a calendar feed (docs/domain-rules.md §9, docs/schema.md), so that
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
    }
}
