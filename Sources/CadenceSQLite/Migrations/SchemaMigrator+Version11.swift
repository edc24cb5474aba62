import GRDB

extension SchemaMigrator {
    /// Version 11: sync state (docs/sync.md, docs/schema.md "v11-sync"). `sync_record` holds each
    /// user's records per (space, key) with the sequence the store gave them; the per-user counter
    /// `user_revision.sync_sequence` only moves forward, so a sequence is never given twice, also
    /// after deletes. `day_total_set` records the last instant each habit-day's total was set.
    /// Both tables raise the user's data revision (docs/domain-rules.md §6 "Concurrent changes")
    /// and cascade with their user (docs/domain-rules.md §8); no derived-state trigger watches them.
    static func createSchemaVersion11(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE sync_record (
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    space TEXT NOT NULL,
                    key TEXT NOT NULL,
                    value TEXT NOT NULL,
                    sequence INTEGER NOT NULL,
                    PRIMARY KEY (user_id, space, key)
                ) WITHOUT ROWID;
                CREATE INDEX sync_record_sequence ON sync_record(user_id, sequence);
                CREATE INDEX sync_record_owner ON sync_record(space, key);
                CREATE TABLE day_total_set (
                    user_id INTEGER NOT NULL,
                    habit_id INTEGER NOT NULL,
                    day INTEGER NOT NULL,
                    at INTEGER NOT NULL,
                    PRIMARY KEY (user_id, habit_id, day),
                    FOREIGN KEY (user_id, habit_id) REFERENCES habit(user_id, id) ON DELETE CASCADE
                ) WITHOUT ROWID;
                ALTER TABLE user_revision ADD COLUMN sync_sequence INTEGER NOT NULL DEFAULT 0;
                """)
        for table in ["sync_record", "day_total_set"] {
            for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
                try db.execute(
                    sql: """
                        CREATE TRIGGER user_revision_on_\(table)_\(event.lowercased()) AFTER \(event) ON \(table)
                        BEGIN UPDATE user_revision SET revision = revision + 1 WHERE user_id = \(row).user_id; END;
                        """)
            }
        }
    }
}
