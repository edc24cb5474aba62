import CadenceSQLite
import Foundation

extension StoreLocation {
    /// Opens the SQLite store at `--db`, `CADENCE_DB` or the default path (its folder created on
    /// first use; `:memory:` for a store that lives as long as the command). Every command that
    /// opens the store — through `CommandContext`, or `serve` — opens it here.
    static func openStore(option: String?, environment: [String: String]) throws -> SQLiteStore {
        let location = resolve(option: option, environment: environment)
        do {
            if location.path == inMemory { return try SQLiteStore.inMemory() }
            try prepareFolder(for: location.path, create: location.isDefault)
            return try SQLiteStore(path: location.path)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(code: "storeUnavailable", "cannot open the store at '\(location.path)': \(error)")
        }
    }
}
