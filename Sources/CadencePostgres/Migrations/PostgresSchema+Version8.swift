/// Migration 8 of the PostgreSQL schema (docs/schema.md "v15-linked-health"):
/// the health metric that feeds a habit, as SQLite's `v15-linked-health`
/// (docs/domain-rules.md "§18 Habits fed by health data").
extension PostgresSchema {
    static let version8 = PostgresMigration(
        version: 8, name: "linked-health",
        statements: [
            """
            ALTER TABLE habit ADD COLUMN linked_health TEXT
                CHECK (linked_health IS NULL OR linked_health IN ('sleep', 'steps', 'mood', 'water', 'weight'))
            """
        ])
}
