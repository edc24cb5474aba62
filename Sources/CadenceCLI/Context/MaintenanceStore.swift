import CadencePostgres
import CadenceSQLite
import CadenceServices
import CadenceStorage
import Foundation

/// The store `cadence backup` and `cadence doctor` work on: it must already exist (they
/// never create a store or a user), and an in-memory store has nothing to back up or check.
/// A PostgreSQL URL opens the database (`sqlite` is then `nil`: the file-level checks and the
/// online backup are SQLite's; PostgreSQL is backed up with `pg_dump`, docs/deploy.md).
enum MaintenanceStore {
    /// Opens the existing store named by `--db`, `CADENCE_DB` or the default location.
    static func open(_ options: GlobalOptions, environment: [String: String]) async throws
        -> (store: any CadenceStore, sqlite: SQLiteStore?, name: String)
    {
        let location = StoreLocation.resolve(option: options.db, environment: environment)
        if PostgresLocation.isURL(location.path) {
            let store = try await StoreLocation.openPostgres(location.path)
            return (store, nil, (try? PostgresLocation(url: location.path).redacted) ?? "postgres://")
        }
        guard location.path != StoreLocation.inMemory else {
            throw CommandFailure(code: "storeUnavailable", "an in-memory store (--db :memory:) has nothing to keep")
        }
        guard FileManager.default.fileExists(atPath: location.path) else {
            throw CommandFailure(
                code: "storeUnavailable", "there is no store at '\(location.path)'; name it with --db or CADENCE_DB")
        }
        do {
            let store = try SQLiteStore(path: location.path)
            return (store, store, location.path)
        } catch {
            throw CommandFailure(code: "storeUnavailable", "cannot open the store at '\(location.path)': \(error)")
        }
    }
}
