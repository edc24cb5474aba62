import CadenceStore
import Foundation
import GRDB

/// `cadence store copy` on SQLite (docs/deploy.md "Moving between backends"): the tables of
/// `StoreDump.tableNames` read in one read transaction, or written in one write transaction,
/// ids and `sqlite_sequence` counters kept. The triggers run as rows arrive, so `user_revision`
/// and the notes' search index are rebuilt on the target.
extension SQLiteStore: StoreCopying {
    public func dumpTables() async throws -> StoreDump {
        try await databaseWriter.read { db in
            var tables: [StoredTable] = []
            for name in StoreDump.tableNames {
                let columns = try Self.columns(db, table: name)
                var table = StoredTable(name: name, columns: columns)
                let quoted = columns.map { "\"\($0)\"" }.joined(separator: ", ")
                let rows = try Row.fetchCursor(db, sql: "SELECT \(quoted) FROM \"\(name)\"")
                while let row = try rows.next() {
                    for index in columns.indices {
                        table.cells.append(Self.cell(row[index] as DatabaseValue))
                    }
                }
                tables.append(table)
            }
            var counters: [String: Int64] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name, seq FROM sqlite_sequence") {
                if let name = row[0] as String?, let seq = row[1] as Int64? { counters[name] = seq }
            }
            return StoreDump(tables: tables, idCounters: counters)
        }
    }

    public func loadTables(_ dump: StoreDump, progress: @Sendable (Int, Int) -> Void) async throws {
        let total = dump.rowCount
        try await databaseWriter.write { db in
            for name in StoreDump.tableNames {
                if try Row.fetchOne(db, sql: "SELECT 1 FROM \"\(name)\" LIMIT 1") != nil {
                    throw StoreCopyError.targetNotEmpty(table: name)
                }
            }
            var written = 0
            for table in dump.tables where table.rowCount > 0 {
                let known = Set(try Self.columns(db, table: table.name))
                if let unknown = table.columns.first(where: { !known.contains($0) }) {
                    throw StoreCopyError.unknownColumn(table: table.name, column: unknown)
                }
                let statement = try db.makeStatement(
                    sql: """
                        INSERT INTO "\(table.name)" (\(table.columns.map { "\"\($0)\"" }.joined(separator: ", ")))
                        VALUES (\(Array(repeating: "?", count: table.columns.count).joined(separator: ", ")))
                        """)
                for index in 0..<table.rowCount {
                    try statement.execute(arguments: StatementArguments(table.row(index).map(Self.value)))
                    written += 1
                    if written % 5_000 == 0 { progress(written, total) }
                }
            }
            for (name, counter) in dump.idCounters {
                try db.execute(
                    sql: "UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?", arguments: [counter, name])
                if db.changesCount == 0 {
                    try db.execute(sql: "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)", arguments: [name, counter])
                }
            }
            progress(written, total)
        }
    }

    /// The table's stored columns, in order.
    private static func columns(_ db: Database, table: String) throws -> [String] {
        try db.columns(in: table).map(\.name)
    }

    private static func cell(_ value: DatabaseValue) -> StoredCell {
        switch value.storage {
        case .null: .null
        case .int64(let integer): .integer(integer)
        case .double(let real): .real(real)
        case .string(let text): .text(text)
        case .blob(let data): .text(String(decoding: data, as: UTF8.self))
        }
    }

    private static func value(_ cell: StoredCell) -> DatabaseValue {
        switch cell {
        case .null: .null
        case .integer(let integer): integer.databaseValue
        case .real(let real): real.databaseValue
        case .text(let text): text.databaseValue
        }
    }
}
