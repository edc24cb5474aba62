import GRDB

extension SchemaMigrator {
    /// Version 15 (branch i37-linked): the health metric that feeds a habit (docs/schema.md
    /// "v15-linked-health", docs/domain-rules.md "§18 Habits fed by health data").
    /// `NULL` for a habit of its own check-ins; otherwise `steps`, `water`, `sleep`, `weight` or `mood`.
    static func createSchemaVersion15LinkedHealth(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE habit ADD COLUMN linked_health TEXT
                    CHECK (linked_health IS NULL OR linked_health IN ('sleep', 'steps', 'mood', 'water', 'weight'));
                """)
    }
}
