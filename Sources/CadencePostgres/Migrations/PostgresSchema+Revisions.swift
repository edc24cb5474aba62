/// Migration 1, continued: the per-user data revision (docs/schema.md "v3-accounts",
/// `user_revision`). One trigger function raises the row's user's revision in the same
/// transaction as any insert, update or delete of a table whose rows change derived answers —
/// the same tables as SQLite's triggers — so every server process's cache keyed by it sees
/// every other process's writes.
extension PostgresSchema {
    /// The tables whose changes raise their user's revision.
    static let revisionTables = [
        "habit", "reminder", "category", "checkin", "day_record", "perfect_day_award", "xp_transaction",
        "achievement_unlock", "health_entry", "todo", "note", "money_account", "money_transaction",
    ]

    static let revisionStatements: [String] =
        [
            """
            CREATE FUNCTION cadence_user_created() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO user_revision (user_id) VALUES (NEW.id);
                RETURN NULL;
            END $$
            """,
            """
            CREATE FUNCTION cadence_bump_revision() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_TABLE_NAME = 'user' THEN
                    UPDATE user_revision SET revision = revision + 1 WHERE user_id = NEW.id;
                ELSIF TG_OP = 'DELETE' THEN
                    UPDATE user_revision SET revision = revision + 1 WHERE user_id = OLD.user_id;
                ELSE
                    UPDATE user_revision SET revision = revision + 1 WHERE user_id = NEW.user_id;
                    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
                        UPDATE user_revision SET revision = revision + 1 WHERE user_id = OLD.user_id;
                    END IF;
                END IF;
                RETURN NULL;
            END $$
            """,
            """
            CREATE TRIGGER user_revision_on_user_insert AFTER INSERT ON "user"
            FOR EACH ROW EXECUTE FUNCTION cadence_user_created()
            """,
            """
            CREATE TRIGGER user_revision_on_user_update AFTER UPDATE ON "user"
            FOR EACH ROW EXECUTE FUNCTION cadence_bump_revision()
            """,
        ]
        + revisionTables.map { table in
            """
            CREATE TRIGGER user_revision_on_\(table)_change AFTER INSERT OR UPDATE OR DELETE ON \(table)
            FOR EACH ROW EXECUTE FUNCTION cadence_bump_revision()
            """
        }
}
