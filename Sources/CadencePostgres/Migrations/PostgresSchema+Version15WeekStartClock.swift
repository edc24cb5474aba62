/// Migration 15 of the PostgreSQL schema (branch i41-lead; docs/schema.md "v22-i41-week-start-clock"):
/// whether the week start was chosen and the clock chosen, as SQLite's `v22-i41-week-start-clock`
/// (docs/domain-rules.md §23 "Week start and clock"). Accounts made before it keep their week start: chosen.
extension PostgresSchema {
    static let version15 = PostgresMigration(
        version: 15, name: "user-week-start-clock",
        statements: [
            """
            ALTER TABLE "user" ADD COLUMN week_start_chosen BOOLEAN NOT NULL DEFAULT TRUE
            """,
            """
            ALTER TABLE "user" ADD COLUMN clock TEXT
                CONSTRAINT user_clock_known CHECK (clock IS NULL OR clock IN ('12h', '24h'))
            """,
        ])
}
