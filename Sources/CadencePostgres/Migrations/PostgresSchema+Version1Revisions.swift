/// Part 4 of migration 1 (docs/schema.md "PostgreSQL"; `PostgresSchema.version1` lists the parts):
/// the per-user data revision (docs/schema.md "v3-accounts", `user_revision`). Statement-level
/// triggers raise the revision of every user whose rows a statement inserted, updated or deleted —
/// in the same transaction, on the same tables as SQLite's triggers — so every server process's
/// cache keyed by it sees every other process's writes. Per statement rather than per row: a bulk insert of a year of check-ins raises it
/// once instead of rewriting one row 365 times inside one transaction (each rewrite leaves a
/// row version the next must step over, which made large copies quadratic).
extension PostgresSchema {
    /// The tables whose changes raise their user's revision.
    static let revisionTables = [
        "habit", "reminder", "category", "checkin", "day_record", "perfect_day_award", "xp_transaction",
        "achievement_unlock", "health_entry", "todo", "note", "money_account", "money_transaction",
    ]

    static let version1Revisions: [String] =
        [
            """
            CREATE FUNCTION cadence_user_created() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                INSERT INTO user_revision (user_id) VALUES (NEW.id);
                RETURN NULL;
            END $$
            """,
            """
            CREATE FUNCTION cadence_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE user_revision SET revision = revision + 1 WHERE user_id = NEW.id;
                RETURN NULL;
            END $$
            """,
            """
            CREATE FUNCTION cadence_bump_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE user_revision SET revision = revision + 1
                WHERE user_id IN (SELECT DISTINCT user_id FROM new_rows);
                RETURN NULL;
            END $$
            """,
            """
            CREATE FUNCTION cadence_bump_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE user_revision SET revision = revision + 1
                WHERE user_id IN (SELECT DISTINCT user_id FROM old_rows);
                RETURN NULL;
            END $$
            """,
            """
            CREATE FUNCTION cadence_bump_changed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE user_revision SET revision = revision + 1
                WHERE user_id IN (SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows);
                RETURN NULL;
            END $$
            """,
            """
            CREATE TRIGGER user_revision_on_user_insert AFTER INSERT ON "user"
            FOR EACH ROW EXECUTE FUNCTION cadence_user_created()
            """,
            """
            CREATE TRIGGER user_revision_on_user_update AFTER UPDATE ON "user"
            FOR EACH ROW EXECUTE FUNCTION cadence_user_changed()
            """,
        ]
        + revisionTables.flatMap { table in
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
        }
}
