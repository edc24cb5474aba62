import GRDB

extension SchemaMigrator {
    /// Version 9: the sign-in attempt log (docs/schema.md "v9-sign-in-attempts", `AttemptStore`):
    /// every process on the store counts the same attempts. Rows older than their limit's window
    /// are deleted as new ones of the same key arrive.
    static func createSchemaVersion9(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE sign_in_attempt (
                    scope TEXT NOT NULL,
                    key TEXT NOT NULL,
                    at INTEGER NOT NULL
                );
                CREATE INDEX sign_in_attempt_key ON sign_in_attempt(scope, key, at);
                """)
    }
}
