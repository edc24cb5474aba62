import GRDB

/// The database schema, as a sequence of named migrations (docs/schema.md).
///
/// Migrations have string names and literal SQL; they never refer to app types, so a
/// migration written today still means the same thing after the model evolves. Every table
/// carries `user_id` (docs/domain-rules.md §8); days are stored as `Day.ordinal` integers and instants as
/// integer milliseconds since 1970 UTC (docs/domain-rules.md §1).
enum SchemaMigrator {
    /// The migrator that brings any Cadence database up to date. Already applied migrations
    /// are skipped, so running it on every open is a no-op for a current database.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-multi-user-schema", migrate: createSchemaVersion1)
        migrator.registerMigration("v2-progress-and-imports", migrate: createSchemaVersion2)
        migrator.registerMigration("v3-accounts", migrate: createSchemaVersion3)
        migrator.registerMigration("v4-name-folding", migrate: createSchemaVersion4)
        migrator.registerMigration("v5-life-areas", migrate: createSchemaVersion5)
        migrator.registerMigration("v6-money", migrate: createSchemaVersion6)
        migrator.registerMigration("v7-reminders", migrate: createSchemaVersion7)
        migrator.registerMigration("v8-client-requests", migrate: createSchemaVersion8)
        migrator.registerMigration("v9-sign-in-attempts", migrate: createSchemaVersion9)
        migrator.registerMigration("v10-derived-state", migrate: createSchemaVersion10)
        migrator.registerMigration("v11-sync", migrate: createSchemaVersion11)
        migrator.registerMigration("v12-trash", migrate: createSchemaVersion12)
        migrator.registerMigration("v13-push", migrate: createSchemaVersion13)
        migrator.registerMigration("v14-health-client-id", migrate: createSchemaVersion14)
        migrator.registerMigration("v15-linked-health", migrate: createSchemaVersion15LinkedHealth)
        migrator.registerMigration("v16-routines", migrate: createSchemaVersion16Routines)
        migrator.registerMigration("v17-i38-hooks-webhooks", migrate: createSchemaVersion17Webhooks)
        migrator.registerMigration("v18-i41-user-locale", migrate: createSchemaVersion18Locale)
        migrator.registerMigration("v19-i39-oidc-identities", migrate: createSchemaVersion19OIDC)
        migrator.registerMigration("v20-i39-partners", migrate: createSchemaVersion20Partners)
        migrator.registerMigration("v21-i39-nudges-partner-news", migrate: createSchemaVersion21Nudges)
        migrator.registerMigration("v22-i41-week-start-clock", migrate: createSchemaVersion22WeekStartClock)
        return migrator
    }

    /// Version 1: users with their settings, categories, habits, reminders, check-ins and day
    /// records.
    private static func createSchemaVersion1(_ db: Database) throws {
        // docs/domain-rules.md §8: users; docs/domain-rules.md §1: their settings live on the user row.
        try db.execute(
            sql: """
                CREATE TABLE "user" (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    created_at INTEGER NOT NULL,
                    time_zone TEXT NOT NULL,
                    day_start INTEGER NOT NULL CONSTRAINT user_day_start_range CHECK (day_start BETWEEN 0 AND 23),
                    week_start INTEGER NOT NULL CONSTRAINT user_week_start_range CHECK (week_start BETWEEN 1 AND 7),
                    onboarding_completed INTEGER NOT NULL DEFAULT 0
                );
                """)

        // docs/domain-rules.md §2, §7: category names are unique per user, case-insensitively.
        try db.execute(
            sql: """
                CREATE TABLE category (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    is_preset INTEGER NOT NULL DEFAULT 0,
                    sort_order INTEGER NOT NULL,
                    created_at INTEGER NOT NULL,
                    UNIQUE (user_id, name_key)
                );
                """)

        // docs/domain-rules.md §2: habits. UNIQUE (user_id, id) is the target of the composite foreign
        // keys below, which tie every child row to a habit of the *same* user (docs/domain-rules.md §8).
        try db.execute(
            sql: """
                CREATE TABLE habit (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    description TEXT NOT NULL DEFAULT '',
                    icon TEXT,
                    color TEXT NOT NULL,
                    category_id INTEGER REFERENCES category(id) ON DELETE SET NULL,
                    kind TEXT NOT NULL,
                    goal_type TEXT NOT NULL,
                    unit TEXT,
                    target REAL NOT NULL,
                    period TEXT NOT NULL,
                    baseline REAL,
                    schedule TEXT NOT NULL,
                    start_day INTEGER NOT NULL,
                    end_day INTEGER,
                    sort_order INTEGER NOT NULL,
                    archived INTEGER NOT NULL DEFAULT 0 CONSTRAINT habit_archived_flag CHECK (archived IN (0, 1)),
                    preset_id TEXT,
                    created_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL,
                    UNIQUE (user_id, id)
                );
                """)
        // docs/domain-rules.md §7: habit names are unique, case-insensitively, among a user's ACTIVE habits.
        try db.execute(
            sql: "CREATE UNIQUE INDEX habit_active_name ON habit(user_id, name_key) WHERE archived = 0")
        // Deleting a category nullifies its habits' category_id (docs/domain-rules.md §2): index the lookup.
        try db.execute(sql: "CREATE INDEX habit_category ON habit(category_id)")

        // docs/domain-rules.md §9: reminders, in the habit's order; weekdays as a bitmask (bit n-1 = ISO day n).
        try db.execute(
            sql: """
                CREATE TABLE reminder (
                    user_id INTEGER NOT NULL,
                    habit_id INTEGER NOT NULL,
                    position INTEGER NOT NULL,
                    hour INTEGER NOT NULL,
                    minute INTEGER NOT NULL,
                    weekdays INTEGER NOT NULL DEFAULT 0,
                    is_active INTEGER NOT NULL DEFAULT 1,
                    PRIMARY KEY (user_id, habit_id, position),
                    FOREIGN KEY (user_id, habit_id) REFERENCES habit(user_id, id) ON DELETE CASCADE,
                    CONSTRAINT reminder_time_range CHECK (hour BETWEEN 0 AND 23 AND minute BETWEEN 0 AND 59)
                ) WITHOUT ROWID;
                """)

        // docs/domain-rules.md §3: check-ins. Kept narrow: a typical row is about 20 bytes.
        try db.execute(
            sql: """
                CREATE TABLE checkin (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL,
                    habit_id INTEGER NOT NULL,
                    day INTEGER NOT NULL,
                    at INTEGER NOT NULL,
                    amount REAL NOT NULL CONSTRAINT checkin_amount_nonnegative CHECK (amount >= 0),
                    note TEXT,
                    FOREIGN KEY (user_id, habit_id) REFERENCES habit(user_id, id) ON DELETE CASCADE
                );
                """)
        // Covers day totals (habit, day, sum, count) without touching the table, serves date
        // ranges per habit, and the cascade from habit.
        try db.execute(sql: "CREATE INDEX checkin_habit_day ON checkin(user_id, habit_id, day, amount)")

        // docs/domain-rules.md §3, §8: at most one day record per user, habit and day, enforced here.
        try db.execute(
            sql: """
                CREATE TABLE day_record (
                    user_id INTEGER NOT NULL,
                    habit_id INTEGER NOT NULL,
                    day INTEGER NOT NULL,
                    is_skipped INTEGER NOT NULL DEFAULT 0,
                    difficulty INTEGER CONSTRAINT day_record_difficulty_range CHECK (difficulty BETWEEN 1 AND 5),
                    note TEXT,
                    PRIMARY KEY (user_id, habit_id, day),
                    FOREIGN KEY (user_id, habit_id) REFERENCES habit(user_id, id) ON DELETE CASCADE
                ) WITHOUT ROWID;
                """)
    }
}
