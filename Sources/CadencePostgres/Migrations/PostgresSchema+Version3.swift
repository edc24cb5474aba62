/// Migration 3 of the PostgreSQL schema (docs/schema.md "v10-derived-state"): stored derived
/// state — a fold per habit and the user's day verdicts (three columns of `user_revision`,
/// which no trigger watches; docs/domain-rules.md §5 and §6 "Stored derived state") — as
/// SQLite's `v10-derived-state`, with triggers that drop whatever a change
/// of facts makes stale in the same transaction. Check-in triggers are per statement (a copy or
/// an import of a year of check-ins runs them once); the others per row.
extension PostgresSchema {
    static let version3 = PostgresMigration(
        version: 3, name: "derived-state",
        statements: [
            """
            CREATE TABLE habit_fold (
                user_id BIGINT NOT NULL,
                habit_id BIGINT NOT NULL,
                anchor BIGINT NOT NULL,
                run BIGINT NOT NULL,
                best BIGINT NOT NULL,
                score DOUBLE PRECISION NOT NULL,
                rolling DOUBLE PRECISION NOT NULL,
                PRIMARY KEY (user_id, habit_id),
                FOREIGN KEY (user_id, habit_id) REFERENCES habit (user_id, id) ON DELETE CASCADE
            )
            """,
            "ALTER TABLE user_revision ADD COLUMN verdict_first BIGINT",
            "ALTER TABLE user_revision ADD COLUMN verdict_through BIGINT",
            "ALTER TABLE user_revision ADD COLUMN verdicts BYTEA",
            """
            CREATE FUNCTION cadence_derived_stale(p_user BIGINT, p_habit BIGINT, p_day BIGINT) RETURNS void
            LANGUAGE plpgsql AS $$
            BEGIN
                DELETE FROM habit_fold WHERE user_id = p_user AND habit_id = p_habit AND anchor > p_day;
                UPDATE user_revision SET verdict_through = p_day WHERE user_id = p_user AND verdict_through > p_day;
            END $$
            """,
            """
            CREATE FUNCTION cadence_derived_user_stale(p_user BIGINT) RETURNS void LANGUAGE plpgsql AS $$
            BEGIN
                UPDATE user_revision SET verdict_first = NULL, verdict_through = NULL, verdicts = NULL WHERE user_id = p_user;
            END $$
            """,
            """
            CREATE FUNCTION cadence_derived_checkins_new() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM cadence_derived_stale(user_id, habit_id, min(day)) FROM new_rows GROUP BY user_id, habit_id;
                RETURN NULL;
            END $$
            """,
            """
            CREATE FUNCTION cadence_derived_checkins_old() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                PERFORM cadence_derived_stale(user_id, habit_id, min(day)) FROM old_rows GROUP BY user_id, habit_id;
                RETURN NULL;
            END $$
            """,
            """
            CREATE FUNCTION cadence_derived_fact_row() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP IN ('UPDATE', 'DELETE') THEN
                    PERFORM cadence_derived_stale(OLD.user_id, OLD.habit_id, OLD.day);
                END IF;
                IF TG_OP IN ('UPDATE', 'INSERT') THEN
                    PERFORM cadence_derived_stale(NEW.user_id, NEW.habit_id, NEW.day);
                END IF;
                RETURN NULL;
            END $$
            """,
            """
            CREATE FUNCTION cadence_derived_habit_row() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                IF TG_OP = 'INSERT' THEN
                    PERFORM cadence_derived_stale(NEW.user_id, NEW.id, NEW.start_day);
                ELSE
                    DELETE FROM habit_fold WHERE user_id = OLD.user_id AND habit_id = OLD.id;
                    PERFORM cadence_derived_user_stale(OLD.user_id);
                END IF;
                RETURN NULL;
            END $$
            """,
            """
            CREATE FUNCTION cadence_derived_settings_row() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
                DELETE FROM habit_fold WHERE user_id = OLD.id;
                PERFORM cadence_derived_user_stale(OLD.id);
                RETURN NULL;
            END $$
            """,
            """
            CREATE TRIGGER derived_on_checkin_insert AFTER INSERT ON checkin
            REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cadence_derived_checkins_new()
            """,
            """
            CREATE TRIGGER derived_on_checkin_delete AFTER DELETE ON checkin
            REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cadence_derived_checkins_old()
            """,
            """
            CREATE TRIGGER derived_on_checkin_update AFTER UPDATE OF habit_id, day, amount ON checkin
            FOR EACH ROW EXECUTE FUNCTION cadence_derived_fact_row()
            """,
            """
            CREATE TRIGGER derived_on_day_record_insert AFTER INSERT ON day_record
            FOR EACH ROW WHEN (NEW.is_skipped) EXECUTE FUNCTION cadence_derived_fact_row()
            """,
            """
            CREATE TRIGGER derived_on_day_record_delete AFTER DELETE ON day_record
            FOR EACH ROW WHEN (OLD.is_skipped) EXECUTE FUNCTION cadence_derived_fact_row()
            """,
            """
            CREATE TRIGGER derived_on_day_record_update AFTER UPDATE ON day_record
            FOR EACH ROW WHEN (OLD.is_skipped IS DISTINCT FROM NEW.is_skipped
                OR (NEW.is_skipped AND (OLD.habit_id IS DISTINCT FROM NEW.habit_id OR OLD.day IS DISTINCT FROM NEW.day)))
            EXECUTE FUNCTION cadence_derived_fact_row()
            """,
            """
            CREATE TRIGGER derived_on_habit_insert AFTER INSERT ON habit
            FOR EACH ROW EXECUTE FUNCTION cadence_derived_habit_row()
            """,
            """
            CREATE TRIGGER derived_on_habit_update
            AFTER UPDATE OF kind, goal_type, target, period, schedule, start_day, end_day, archived, user_id ON habit
            FOR EACH ROW WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.goal_type IS DISTINCT FROM NEW.goal_type OR OLD.target IS DISTINCT FROM \
            NEW.target OR OLD.period IS DISTINCT FROM NEW.period OR OLD.schedule IS DISTINCT FROM NEW.schedule OR OLD.start_day IS DISTINCT FROM \
            NEW.start_day OR OLD.end_day IS DISTINCT FROM NEW.end_day OR OLD.archived IS DISTINCT FROM NEW.archived OR OLD.user_id IS DISTINCT FROM \
            NEW.user_id)
            EXECUTE FUNCTION cadence_derived_habit_row()
            """,
            """
            CREATE TRIGGER derived_on_habit_delete AFTER DELETE ON habit
            FOR EACH ROW EXECUTE FUNCTION cadence_derived_habit_row()
            """,
            """
            CREATE TRIGGER derived_on_user_settings AFTER UPDATE OF time_zone, day_start, week_start ON "user"
            FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone OR OLD.day_start IS DISTINCT FROM NEW.day_start
                OR OLD.week_start IS DISTINCT FROM NEW.week_start)
            EXECUTE FUNCTION cadence_derived_settings_row()
            """,
        ])
}
