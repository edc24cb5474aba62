import CadencePostgres
import CadenceSQLite
import CadenceServices
import CadenceStorage
import Foundation

extension StoreLocation {
    /// Opens the store at `--db`, `CADENCE_DB` or the default path: a `postgres://` or
    /// `postgresql://` URL opens PostgreSQL (migrated on open, docs/deploy.md); anything else is
    /// an SQLite file (its folder created on first use for the default location; `:memory:` for
    /// a store that lives as long as the command). Every command that opens the store — through
    /// `CommandContext`, or `serve` — opens it here; this is the only place that names a backend
    /// (docs/architecture.md).
    ///
    /// `shortLived` (every command but `serve`) opens an existing SQLite file as one connection
    /// that writes nothing on opening (`SQLiteStore.shortLived(path:)`, docs/schema.md "Connections").
    static func openStore(option: String?, environment: [String: String], shortLived: Bool = false) async throws
        -> any CadenceStore & AccountStore
    {
        let location = resolve(option: option, environment: environment)
        if PostgresLocation.isURL(location.path) {
            return try await openPostgres(location.path, keepsConnections: !shortLived)
        }
        do {
            if location.path == inMemory { return try SQLiteStore.inMemory() }
            try prepareFolder(for: location.path, create: location.isDefault)
            return try shortLived ? SQLiteStore.shortLived(path: location.path) : SQLiteStore(path: location.path)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(code: "storeUnavailable", "cannot open the store at '\(location.path)': \(error)")
        }
    }

    /// Opens a PostgreSQL store; the message never repeats the URL's password. `keepsConnections`:
    /// `serve`'s pool keeps its connections open (docs/schema.md "Connections").
    static func openPostgres(_ url: String, keepsConnections: Bool = false) async throws -> PostgresStore {
        let location: PostgresLocation
        do {
            location = try PostgresLocation(url: url)
        } catch {
            throw CommandFailure(code: "storeUnavailable", "\(error)")
        }
        do {
            return try await PostgresStore.open(location, keepsConnections: keepsConnections)
        } catch {
            throw CommandFailure(
                code: "storeUnavailable", "cannot open the PostgreSQL store at '\(location.redacted)': \(String(reflecting: error))")
        }
    }
}
