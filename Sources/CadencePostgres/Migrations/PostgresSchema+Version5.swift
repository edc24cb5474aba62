/// Migration 5 of the PostgreSQL schema (docs/schema.md "v12-trash"): the trash, as SQLite's
/// `v12-trash` (docs/domain-rules.md "§14 Undo and the trash"). A deleted to-do, note,
/// health entry or money transaction is kept whole (`payload`, JSON of every field) for 30 days,
/// keyed by its kind and its own id. Identities never give an id twice, so a restore's id is
/// free. No revision trigger: the delete and the restore change the live tables, which raise it.
extension PostgresSchema {
    static let version5 = PostgresMigration(
        version: 5, name: "trash",
        statements: [
            """
            CREATE TABLE trash (
                user_id BIGINT NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                kind TEXT NOT NULL
                    CONSTRAINT trash_kind_known CHECK (kind IN ('todo', 'note', 'health_entry', 'money_transaction')),
                record_id BIGINT NOT NULL,
                payload TEXT NOT NULL,
                deleted_at BIGINT NOT NULL,
                PRIMARY KEY (user_id, kind, record_id)
            )
            """,
            "CREATE INDEX trash_deleted ON trash (user_id, deleted_at)",
        ])
}
