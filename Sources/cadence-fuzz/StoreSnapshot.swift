import GRDB

/// Every table of a store file, row count and a digest of every row, to prove that a refused
/// import changed nothing (docs/domain-rules.md §7) but the import log.
struct StoreSnapshot: Equatable {
    /// Per table: (rows, digest of all rows in rowid order).
    var tables: [String: TableState]

    /// One table's rows and their digest.
    struct TableState: Equatable {
        var rows: Int
        var digest: Int
    }

    /// Reads every table of the database behind `reader`.
    static func take(_ reader: any DatabaseReader) throws -> StoreSnapshot {
        try reader.read { db in
            var tables: [String: TableState] = [:]
            let names = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            for name in names {
                var hasher = Hasher()
                var rows = 0
                let cursor = try Row.fetchCursor(db, sql: "SELECT * FROM \(name.quotedDatabaseIdentifier)")
                while let row = try cursor.next() {
                    rows += 1
                    for value in row.databaseValues { hasher.combine(value) }
                }
                tables[name] = TableState(rows: rows, digest: hasher.finalize())
            }
            return StoreSnapshot(tables: tables)
        }
    }

    /// The names of the tables whose rows differ from `other`'s, ignoring `ignored`.
    func changedTables(since other: StoreSnapshot, ignoring ignored: Set<String>) -> [String] {
        Set(tables.keys).union(other.tables.keys).subtracting(ignored).filter { tables[$0] != other.tables[$0] }.sorted()
    }
}
