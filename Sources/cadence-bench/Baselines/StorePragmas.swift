import CadenceSQLite
import GRDB

/// What the store's own connection runs with: a `DatabasePool` opened exactly as
/// `SQLiteStore(path:)` opens it, asked for its journal mode and synchronous level, so that
/// the raw write baseline commits as durably as the store does.
struct StorePragmas: Sendable {
    let journalMode: String
    /// SQLite's `PRAGMA synchronous`: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA.
    let synchronous: Int64

    static func read(path: String) async throws -> StorePragmas {
        let pool = try DatabasePool(path: path, configuration: SQLiteStore.makeConfiguration())
        return try await pool.write { db in
            StorePragmas(
                journalMode: try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "?",
                synchronous: try Int64.fetchOne(db, sql: "PRAGMA synchronous") ?? -1)
        }
    }

    var synchronousName: String {
        switch synchronous {
        case 0: "OFF"
        case 1: "NORMAL"
        case 2: "FULL"
        case 3: "EXTRA"
        default: "\(synchronous)"
        }
    }
}
