import GRDB

extension SchemaMigrator {
    /// Version 21 (branch i39-nudges): the partner news queue and each person's news switches
    /// and quiet hours (docs/domain-rules.md "§27 Nudges and partner news"). A nudge
    /// is a news row of kind `nudge`; `partner_news_nudge_once` keeps one per nudger, receiver,
    /// habit and receiver's day. No revision triggers: none of it is synced.
    static func createSchemaVersion21Nudges(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE partner_news (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL,
                    from_user INTEGER REFERENCES "user"(id) ON DELETE CASCADE,
                    from_name TEXT NOT NULL,
                    habit_id INTEGER,
                    habit_name TEXT NOT NULL,
                    day INTEGER NOT NULL,
                    created_at INTEGER NOT NULL,
                    due_at INTEGER NOT NULL,
                    status TEXT NOT NULL DEFAULT 'pending',
                    lease_until INTEGER,
                    sent_at INTEGER
                );
                CREATE UNIQUE INDEX partner_news_nudge_once ON partner_news(user_id, from_user, habit_id, day) WHERE kind = 'nudge';
                CREATE INDEX partner_news_due ON partner_news(status, due_at);
                CREATE TABLE partner_news_settings (
                    user_id INTEGER PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
                    nudges INTEGER NOT NULL DEFAULT 1,
                    partner_completed INTEGER NOT NULL DEFAULT 1,
                    overtaken INTEGER NOT NULL DEFAULT 1,
                    quiet_start INTEGER NOT NULL DEFAULT 0,
                    quiet_end INTEGER NOT NULL DEFAULT 0
                );
                """)
    }
}
