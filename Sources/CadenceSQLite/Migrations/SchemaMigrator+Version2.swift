import GRDB

extension SchemaMigrator {
    /// Version 2: perfect-day awards, the XP ledger and unlocked achievements (docs/domain-rules.md §6),
    /// the import log (docs/import-export.md "The import log"), and habits' source ids for re-imports.
    static func createSchemaVersion2(_ db: Database) throws {
        // Imports find a habit they created before by its source id (one per user).
        try db.execute(sql: "ALTER TABLE habit ADD COLUMN source_id TEXT")
        try db.execute(
            sql: "CREATE UNIQUE INDEX habit_source ON habit(user_id, source_id) WHERE source_id IS NOT NULL")

        // docs/domain-rules.md §6, §8: at most one perfect-day award per user and day, enforced here.
        try db.execute(
            sql: """
                CREATE TABLE perfect_day_award (
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    day INTEGER NOT NULL,
                    PRIMARY KEY (user_id, day)
                ) WITHOUT ROWID;
                """)

        // docs/domain-rules.md §6: the append-only XP ledger; the total is its sum.
        try db.execute(
            sql: """
                CREATE TABLE xp_transaction (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    amount INTEGER NOT NULL,
                    reason TEXT NOT NULL,
                    day INTEGER,
                    achievement_id TEXT,
                    at INTEGER NOT NULL
                );
                """)
        try db.execute(sql: "CREATE INDEX xp_transaction_user ON xp_transaction(user_id, id)")

        // docs/domain-rules.md §6: an achievement unlocks once per user and is kept.
        try db.execute(
            sql: """
                CREATE TABLE achievement_unlock (
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    achievement_id TEXT NOT NULL,
                    unlocked_at INTEGER NOT NULL,
                    PRIMARY KEY (user_id, achievement_id)
                ) WITHOUT ROWID;
                """)

        // docs/import-export.md "The import log": every import, successful or not.
        try db.execute(
            sql: """
                CREATE TABLE import_log (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    format TEXT NOT NULL,
                    file_name TEXT NOT NULL,
                    habits INTEGER NOT NULL,
                    check_ins INTEGER NOT NULL,
                    skipped_days INTEGER NOT NULL,
                    warnings INTEGER NOT NULL,
                    started_at INTEGER NOT NULL,
                    finished_at INTEGER NOT NULL,
                    succeeded INTEGER NOT NULL,
                    error_message TEXT
                );
                """)
        try db.execute(sql: "CREATE INDEX import_log_user ON import_log(user_id, id)")
    }
}
