/// Migration 8 of the PostgreSQL schema (branch i37-linked; docs/schema.md "v15-i37-linked-health"):
/// the health metric that feeds a habit, as SQLite's `v15-i37-linked-health`
/// (docs/domain-rules.md "§NEW-i37-linked-1 Habits fed by health data").
extension PostgresSchema {
    static let version8 = PostgresMigration(
        version: 8, name: "i37-linked-health",
        statements: [
            """
            ALTER TABLE habit ADD COLUMN linked_health TEXT
                CHECK (linked_health IS NULL OR linked_health IN ('sleep', 'steps', 'mood', 'water', 'weight'))
            """
        ])
}
