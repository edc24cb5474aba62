import Foundation
import Logging
import PostgresNIO

/// Brings a PostgreSQL database to the schema this binary knows (docs/schema.md "PostgreSQL").
///
/// Applied versions are recorded in `cadence_schema_version`. Each migration runs in its own
/// transaction that first takes a transaction-scoped advisory lock, so when several server
/// processes start together exactly one applies each step and the others wait, then find it
/// applied. A database whose newest version is beyond this binary's is refused with a clear
/// error rather than written with an older understanding of its tables.
enum PostgresMigrator {
    /// The key of the advisory lock migrations hold (any fixed 64-bit number; "cadence" in ASCII).
    static let lockKey: Int64 = 0x63_61_64_65_6E_63_65

    /// Applies every migration the database lacks, or only those up to `version` (the upgrade
    /// tests' stores of earlier versions, docs/deploy.md "Upgrading"); `now` stamps the version rows.
    static func migrate(_ database: PostgresDatabase, now: Date, upTo version: Int64? = nil) async throws {
        try await database.write { connection in
            try await connection.run("SELECT pg_advisory_xact_lock(\(lockKey))", logger: database.logger)
            try await connection.run(
                """
                CREATE TABLE IF NOT EXISTS cadence_schema_version (
                    version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)
                """, logger: database.logger)
        }
        let known = PostgresSchema.migrations.last?.version ?? 0
        for migration in PostgresSchema.migrations where migration.version <= (version ?? known) {
            try await database.write { connection in
                try await connection.run("SELECT pg_advisory_xact_lock(\(lockKey))", logger: database.logger)
                let newest = try await connection.first(
                    "SELECT coalesce(max(version), 0) FROM cadence_schema_version", logger: database.logger)
                let applied = try newest?.decode(Int64.self) ?? 0
                guard applied <= known else {
                    throw PostgresStoreError.schemaTooNew(found: applied, known: known)
                }
                guard applied < migration.version else { return }
                for statement in migration.statements {
                    try await connection.run(PostgresQuery(unsafeSQL: statement), logger: database.logger)
                }
                try await connection.run(
                    """
                    INSERT INTO cadence_schema_version (version, name, applied_at)
                    VALUES (\(migration.version), \(migration.name), \(PostgresValues.milliseconds(now)))
                    """, logger: database.logger)
            }
        }
    }
}
