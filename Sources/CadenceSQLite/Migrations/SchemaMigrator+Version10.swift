import GRDB

extension SchemaMigrator {
    /// Version 10: stored derived state (docs/domain-rules.md §5 and §6 "Stored derived state",
    /// docs/schema.md "v10-derived-state"): a fold per habit and the user's day verdicts (three
    /// columns of the user's `user_revision` row, which no trigger watches), with
    /// triggers that drop whatever a change of facts makes stale — so whichever tool writes, the
    /// stored state is either equal to the derivation or absent. None of these tables raises
    /// the data revision.
    static func createSchemaVersion10(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE habit_fold (
                    user_id INTEGER NOT NULL,
                    habit_id INTEGER NOT NULL,
                    anchor INTEGER NOT NULL,
                    run INTEGER NOT NULL,
                    best INTEGER NOT NULL,
                    score REAL NOT NULL,
                    rolling REAL NOT NULL,
                    PRIMARY KEY (user_id, habit_id),
                    FOREIGN KEY (user_id, habit_id) REFERENCES habit(user_id, id) ON DELETE CASCADE
                ) WITHOUT ROWID;
                ALTER TABLE user_revision ADD COLUMN verdict_first INTEGER;
                ALTER TABLE user_revision ADD COLUMN verdict_through INTEGER;
                ALTER TABLE user_revision ADD COLUMN verdicts BLOB;
                """)
        // A fact on day D of a habit: its fold is stale when D is before the anchor, the user's
        // verdicts from D on.
        for (table, event, row, condition) in [
            ("checkin", "INSERT", "NEW", ""), ("checkin", "DELETE", "OLD", ""),
            ("day_record", "INSERT", "NEW", "WHEN NEW.is_skipped = 1"),
            ("day_record", "DELETE", "OLD", "WHEN OLD.is_skipped = 1"),
        ] {
            try db.execute(
                sql: """
                    CREATE TRIGGER derived_on_\(table)_\(event.lowercased()) AFTER \(event) ON \(table) \(condition)
                    BEGIN
                        DELETE FROM habit_fold WHERE user_id = \(row).user_id AND habit_id = \(row).habit_id AND anchor > \(row).day;
                        \(truncateVerdicts(user: "\(row).user_id", day: "\(row).day"))
                    END;
                    """)
        }
        try db.execute(
            sql: """
                CREATE TRIGGER derived_on_checkin_update AFTER UPDATE OF habit_id, day, amount ON checkin
                BEGIN
                    DELETE FROM habit_fold WHERE user_id = OLD.user_id AND habit_id IN (OLD.habit_id, NEW.habit_id) AND anchor > min(OLD.day, \
                NEW.day);
                    \(truncateVerdicts(user: "OLD.user_id", day: "min(OLD.day, NEW.day)"))
                END;
                CREATE TRIGGER derived_on_day_record_update AFTER UPDATE OF is_skipped, habit_id, day ON day_record
                WHEN OLD.is_skipped IS NOT NEW.is_skipped OR (NEW.is_skipped = 1 AND (OLD.habit_id IS NOT NEW.habit_id OR OLD.day IS NOT NEW.day))
                BEGIN
                    DELETE FROM habit_fold WHERE user_id = OLD.user_id AND habit_id IN (OLD.habit_id, NEW.habit_id) AND anchor > min(OLD.day, \
                NEW.day);
                    \(truncateVerdicts(user: "OLD.user_id", day: "min(OLD.day, NEW.day)"))
                END;
                CREATE TRIGGER derived_on_habit_insert AFTER INSERT ON habit
                BEGIN
                    \(truncateVerdicts(user: "NEW.user_id", day: "NEW.start_day"))
                END;
                CREATE TRIGGER derived_on_habit_update
                AFTER UPDATE OF kind, goal_type, target, period, schedule, start_day, end_day, archived, user_id ON habit
                WHEN OLD.kind IS NOT NEW.kind OR OLD.goal_type IS NOT NEW.goal_type OR OLD.target IS NOT NEW.target OR OLD.period IS NOT NEW.period \
                OR OLD.schedule IS NOT NEW.schedule OR OLD.start_day IS NOT NEW.start_day OR OLD.end_day IS NOT NEW.end_day OR OLD.archived IS NOT \
                NEW.archived OR OLD.user_id IS NOT NEW.user_id
                BEGIN
                    DELETE FROM habit_fold WHERE user_id = OLD.user_id AND habit_id = OLD.id;
                    \(dropVerdicts(user: "OLD.user_id")) \(dropVerdicts(user: "NEW.user_id"))
                END;
                CREATE TRIGGER derived_on_habit_delete AFTER DELETE ON habit
                BEGIN
                    \(dropVerdicts(user: "OLD.user_id"))
                END;
                CREATE TRIGGER derived_on_user_settings AFTER UPDATE OF time_zone, day_start, week_start ON "user"
                WHEN OLD.time_zone IS NOT NEW.time_zone OR OLD.day_start IS NOT NEW.day_start OR OLD.week_start IS NOT NEW.week_start
                BEGIN
                    DELETE FROM habit_fold WHERE user_id = OLD.id;
                    \(dropVerdicts(user: "OLD.id"))
                END;
                """)
    }

    /// The statement that cuts a user's stored verdicts back to before `day`.
    private static func truncateVerdicts(user: String, day: String) -> String {
        "UPDATE user_revision SET verdict_through = \(day) WHERE user_id = \(user) AND verdict_through > \(day);"
    }

    /// The statement that drops a user's stored verdicts.
    private static func dropVerdicts(user: String) -> String {
        "UPDATE user_revision SET verdict_first = NULL, verdict_through = NULL, verdicts = NULL WHERE user_id = \(user);"
    }
}
