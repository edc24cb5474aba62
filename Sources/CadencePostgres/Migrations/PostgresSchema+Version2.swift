/// Migration 2 of the PostgreSQL schema (docs/schema.md "PostgreSQL"): the sign-in attempt log
/// (`AttemptStore`), shared by every server process on the database — as SQLite's
/// `v9-sign-in-attempts`.
extension PostgresSchema {
    static let version2 = PostgresMigration(
        version: 2, name: "sign-in-attempts",
        statements: [
            """
            CREATE TABLE sign_in_attempt (
                scope TEXT NOT NULL,
                key TEXT NOT NULL,
                at BIGINT NOT NULL
            )
            """,
            "CREATE INDEX sign_in_attempt_key ON sign_in_attempt (scope, key, at)",
        ])
}
