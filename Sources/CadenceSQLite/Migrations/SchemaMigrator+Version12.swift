import GRDB

extension SchemaMigrator {
    /// Version 12: the trash (docs/domain-rules.md "§14 Undo and the trash",
    /// docs/schema.md "v12-trash"). A deleted to-do, note, health entry or money transaction is kept
    /// here whole (`payload`, JSON of every field) for 30 days, keyed by its kind and its own id,
    /// so a restore puts it back with that id. Ids are never given again (`AUTOINCREMENT`), so the
    /// id is free when it comes back. The trash raises no data revision of its own: the delete
    /// and the restore change the live tables, whose triggers raise it.
    static func createSchemaVersion12(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE trash (
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL
                        CONSTRAINT trash_kind_known CHECK (kind IN ('todo', 'note', 'health_entry', 'money_transaction')),
                    record_id INTEGER NOT NULL,
                    payload TEXT NOT NULL,
                    deleted_at INTEGER NOT NULL,
                    PRIMARY KEY (user_id, kind, record_id)
                ) WITHOUT ROWID;
                CREATE INDEX trash_deleted ON trash(user_id, deleted_at);
                """)
    }
}
