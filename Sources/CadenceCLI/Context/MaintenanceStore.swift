import CadenceSQLite
import Foundation

/// The store file `cadence backup` and `cadence doctor` work on: it must already exist (they
/// never create a store or a user), and an in-memory store has nothing to back up or check.
enum MaintenanceStore {
    /// Opens the existing store named by `--db`, `CADENCE_DB` or the default location.
    static func open(_ options: GlobalOptions, environment: [String: String]) throws -> (store: SQLiteStore, path: String) {
        let location = StoreLocation.resolve(option: options.db, environment: environment)
        guard location.path != StoreLocation.inMemory else {
            throw CommandFailure(code: "storeUnavailable", "an in-memory store (--db :memory:) has nothing to keep")
        }
        guard FileManager.default.fileExists(atPath: location.path) else {
            throw CommandFailure(
                code: "storeUnavailable", "there is no store at '\(location.path)'; name it with --db or CADENCE_DB")
        }
        do {
            return (try SQLiteStore(path: location.path), location.path)
        } catch {
            throw CommandFailure(code: "storeUnavailable", "cannot open the store at '\(location.path)': \(error)")
        }
    }
}
