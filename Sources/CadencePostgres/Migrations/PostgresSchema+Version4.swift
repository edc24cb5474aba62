/// Migration 4 of the PostgreSQL schema (docs/schema.md "v11-sync"): sync state, as SQLite's
/// `v11-sync` (docs/sync.md). `sync_record` holds each user's records per (space, key) with the
/// sequence the store gave them, from the per-user counter `user_revision.sync_sequence`, which
/// only moves forward; `day_total_set` records the last instant each habit-day's total was set.
/// Both raise the user's data revision per statement, like the tables of migration 1
/// (docs/domain-rules.md §6 "Concurrent changes"), and cascade with their user
/// (docs/domain-rules.md §8); no derived-state trigger watches them.
extension PostgresSchema {
    /// The tables of migration 4 whose changes raise their user's revision.
    static let syncRevisionTables = ["sync_record", "day_total_set"]

    static let version4 = PostgresMigration(
        version: 4, name: "sync",
        statements: [
            """
            CREATE TABLE sync_record (
                user_id BIGINT NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                space TEXT NOT NULL,
                key TEXT NOT NULL,
                value TEXT NOT NULL,
                sequence BIGINT NOT NULL,
                PRIMARY KEY (user_id, space, key)
            )
            """,
            "CREATE INDEX sync_record_sequence ON sync_record (user_id, sequence)",
            "CREATE INDEX sync_record_owner ON sync_record (space, key)",
            """
            CREATE TABLE day_total_set (
                user_id BIGINT NOT NULL,
                habit_id BIGINT NOT NULL,
                day BIGINT NOT NULL,
                at BIGINT NOT NULL,
                PRIMARY KEY (user_id, habit_id, day),
                FOREIGN KEY (user_id, habit_id) REFERENCES habit (user_id, id) ON DELETE CASCADE
            )
            """,
            "ALTER TABLE user_revision ADD COLUMN sync_sequence BIGINT NOT NULL DEFAULT 0",
        ]
            + syncRevisionTables.flatMap { table in
                [
                    """
                    CREATE TRIGGER user_revision_on_\(table)_insert AFTER INSERT ON \(table)
                    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cadence_bump_new_rows()
                    """,
                    """
                    CREATE TRIGGER user_revision_on_\(table)_update AFTER UPDATE ON \(table)
                    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION cadence_bump_changed_rows()
                    """,
                    """
                    CREATE TRIGGER user_revision_on_\(table)_delete AFTER DELETE ON \(table)
                    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cadence_bump_old_rows()
                    """,
                ]
            })
}
