import CadenceCore
import CadenceStorage
import Foundation
import Logging
import PostgresNIO

/// The PostgreSQL implementation of `CadenceStore` and `AccountStore`, on PostgresNIO
/// (docs/architecture.md, docs/schema.md "PostgreSQL"): for many users on several stateless
/// `cadence serve` processes over one database.
///
/// The same guarantees as `SQLiteStore`: every contract method is one transaction
/// (docs/domain-rules.md §7: bad input changes nothing), every statement is scoped to the user
/// (docs/domain-rules.md §8), uniqueness and ownership are enforced by the database, and
/// constraint failures become the same domain errors (`PostgresErrorMapping`). What SQLite's
/// single writer gave for free is explicit here: every write transaction of a user first
/// locks that user's `user_revision` row, so two processes writing for one user take turns
/// (docs/schema.md "Concurrency").
public struct PostgresStore: CadenceStore, AccountStore {
    let database: PostgresDatabase

    /// The logger for statements: PostgresNIO logs at debug and trace, which stays quiet here.
    static let defaultLogger: Logger = {
        var logger = Logger(label: "cadence.postgres")
        logger.logLevel = .error
        return logger
    }()

    /// Opens a pool to `location` and migrates the database (docs/schema.md "PostgreSQL");
    /// `now` stamps the migrations it applies. `keepsConnections` (a long-lived server) keeps all
    /// but one of the pool's connections open from the start (docs/schema.md "Connections").
    public static func open(
        _ location: PostgresLocation, now: Date = Date(), logger: Logger? = nil, keepsConnections: Bool = false
    ) async throws -> PostgresStore {
        let database = PostgresDatabase(
            configuration: location.clientConfiguration(keepsConnections: keepsConnections), logger: logger ?? defaultLogger)
        do {
            try await PostgresMigrator.migrate(database, now: now)
        } catch {
            database.close()
            throw error
        }
        return PostgresStore(database: database)
    }

    /// Opens a pool to the database at a `postgres://` URL and migrates it.
    public static func open(url: String, now: Date = Date(), logger: Logger? = nil) async throws -> PostgresStore {
        try await open(PostgresLocation(url: url), now: now, logger: logger)
    }

    /// Closes the pool; the store cannot be used afterwards.
    public func close() {
        database.close()
    }

    var logger: Logger { database.logger }
}
