import GRDB

extension SchemaMigrator {
    /// Version 22 (branch i41-lead): whether the person chose their week start, and the clock they
    /// chose (docs/schema.md "v22-i41-week-start-clock", docs/domain-rules.md §23 "Week start and
    /// clock"). Accounts made before it keep the week start they have: chosen, 1.
    static func createSchemaVersion22WeekStartClock(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE "user" ADD COLUMN week_start_chosen INTEGER NOT NULL DEFAULT 1
                    CONSTRAINT user_week_start_chosen_boolean CHECK (week_start_chosen IN (0, 1))
                """)
        try db.execute(
            sql: """
                ALTER TABLE "user" ADD COLUMN clock TEXT
                    CONSTRAINT user_clock_known CHECK (clock IS NULL OR clock IN ('12h', '24h'))
                """)
    }
}
