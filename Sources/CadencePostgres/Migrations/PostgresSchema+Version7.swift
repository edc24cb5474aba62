/// Migration 7 of the PostgreSQL schema (docs/schema.md "v14-health-client-id"): a health
/// entry's client id, as SQLite's `v14-health-client-id` (docs/domain-rules.md §12 "Health"),
/// unique per user where given, so a repeat of the request that recorded it records nothing.
extension PostgresSchema {
    static let version7 = PostgresMigration(
        version: 7, name: "health-client-id",
        statements: [
            "ALTER TABLE health_entry ADD COLUMN client_id TEXT",
            "CREATE UNIQUE INDEX health_entry_client_id ON health_entry (user_id, client_id) WHERE client_id IS NOT NULL",
        ])
}
