import GRDB

extension SchemaMigrator {
    /// Version 16 (branch i37-linked): routines (docs/schema.md "v16-routines",
    /// docs/domain-rules.md "§19 Routines"). A routine's habits are its ordered list
    /// of habit ids (`habit_ids`, comma-separated); a habit deleted later is left out when read.
    static func createSchemaVersion16Routines(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE routine (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    name TEXT NOT NULL CONSTRAINT routine_name_present CHECK (length(name) > 0),
                    habit_ids TEXT NOT NULL,
                    minute_of_day INTEGER CONSTRAINT routine_time_in_day CHECK (minute_of_day BETWEEN 0 AND 1439),
                    created_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL
                );
                CREATE INDEX routine_user ON routine(user_id);
                """)
        try createRevisionTriggers(db, tables: ["routine"])
    }
}
