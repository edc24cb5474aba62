import CadenceStorage
import Foundation
import GRDB

/// `cadence store copy` on SQLite (docs/deploy.md "Moving between backends"): the tables of
/// `StoreDump.tableNames` read in one read transaction, or written in one write transaction,
/// ids, `sqlite_sequence` counters and the users' sync counters kept. The triggers run as rows
/// arrive, so `user_revision` and the notes' search index are rebuilt on the target.
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
                    // By position on purpose: a raw copy of whatever columns the table has, selected in
                    // the order of `columns` just above (every typed read uses column names).
                    for index in columns.indices {
                        table.cells.append(Self.cell(row[index] as DatabaseValue))
                    }
                }
                tables.append(table)
            }
            var counters: [String: Int64] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT name, seq FROM sqlite_sequence") {
                if let name = row["name"] as String?, let seq = row["seq"] as Int64? { counters[name] = seq }
            }
            var syncSequences: [Int64: Int64] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT user_id, sync_sequence FROM user_revision WHERE sync_sequence > 0") {
                if let user = row["user_id"] as Int64?, let sequence = row["sync_sequence"] as Int64? { syncSequences[user] = sequence }
            }
            return StoreDump(tables: tables, idCounters: counters, syncSequences: syncSequences)
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
            try Self.loadSyncSequences(db, dump.syncSequences)
            progress(written, total)
        }
    }

    /// docs/schema.md "v11-sync": each user's sync counter moves to the source's, and never below
    /// the user's highest stored sequence, so no sequence is given twice on the target.
    private static func loadSyncSequences(_ db: Database, _ sequences: [Int64: Int64]) throws {
        let raise = try db.makeStatement(
            sql: "UPDATE user_revision SET sync_sequence = max(sync_sequence, ?) WHERE user_id = ?")
        for (user, sequence) in sequences {
            try raise.execute(arguments: [sequence, user])
        }
        try db.execute(
            sql: """
                UPDATE user_revision SET sync_sequence = max(sync_sequence,
                    (SELECT coalesce(max(sequence), 0) FROM sync_record WHERE sync_record.user_id = user_revision.user_id))
                """)
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
