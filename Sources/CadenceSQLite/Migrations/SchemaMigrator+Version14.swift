import GRDB

extension SchemaMigrator {
    /// Version 14: a health entry's client id (docs/schema.md "v14-health-client-id",
    /// docs/domain-rules.md §12 "Health"). The id a client sent with the request that recorded
    /// the entry, unique per user where given, so a repeat of the request (an offline queue's
    /// retry) records nothing. Entries recorded before have none.
    static func createSchemaVersion14(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE health_entry ADD COLUMN client_id TEXT;
                CREATE UNIQUE INDEX health_entry_client_id ON health_entry(user_id, client_id) WHERE client_id IS NOT NULL;
                """)
    }
}
