import CadenceStorage
import Foundation
import Logging
import PostgresNIO

/// `cadence store copy` on PostgreSQL (docs/deploy.md "Moving between backends"): the tables of
/// `StoreDump.tableNames` read in one REPEATABLE READ snapshot (each table by its leading
/// columns — its id or key — as SQLite reads them), or written in one transaction
/// with multi-row inserts, ids kept and every identity moved past the source's counter. Flags
/// travel as 0/1 and are stored as `BOOLEAN` by the target column's type; the generated
/// `note.search` column is derived again, the triggers rebuild `user_revision`, and the users'
/// sync counters (`user_revision.sync_sequence`) are moved to the source's.
extension PostgresStore: StoreCopying {
    /// At most this many bind parameters per insert statement (the protocol allows 65,535).
    static let copyBindLimit = 30_000

    public func dumpTables() async throws -> StoreDump {
        try await database.write(readOnly: true) { connection in
            var tables: [StoredTable] = []
            var counters: [String: Int64] = [:]
            for name in StoreDump.tableNames {
                let columns = try await Self.columns(connection, table: name, logger: logger).map(\.name)
                var table = StoredTable(name: name, columns: columns)
                let quoted = columns.map { "\"\($0)\"" }.joined(separator: ", ")
                let rows = try await connection.query(
                    PostgresQuery(unsafeSQL: "SELECT \(quoted) FROM \"\(name)\" ORDER BY 1, 2"), logger: logger)
                for try await row in rows {
                    for cell in row { table.cells.append(try Self.storedCell(cell)) }
                }
                tables.append(table)
                if columns.contains("id"), let counter = try await Self.identityCounter(connection, table: name, logger: logger) {
                    counters[name] = counter
                }
            }
            var syncSequences: [Int64: Int64] = [:]
            for row in try await connection.rows(
                "SELECT user_id, sync_sequence FROM user_revision WHERE sync_sequence > 0", logger: logger)
            {
                let (user, sequence) = try row.decode((Int64, Int64).self)
                syncSequences[user] = sequence
            }
            return StoreDump(tables: tables, idCounters: counters, syncSequences: syncSequences)
        }
    }

    public func loadTables(_ dump: StoreDump, progress: @Sendable (Int, Int) -> Void) async throws {
        let total = dump.rowCount
        try await database.write { connection in
            for name in StoreDump.tableNames {
                if try await connection.first(
                    PostgresQuery(unsafeSQL: "SELECT 1 FROM \"\(name)\" LIMIT 1"), logger: logger) != nil
                {
                    throw StoreCopyError.targetNotEmpty(table: name)
                }
            }
            var written = 0
            for table in dump.tables where table.rowCount > 0 {
                let types = Dictionary(
                    uniqueKeysWithValues: try await Self.columns(connection, table: table.name, logger: logger).map {
                        ($0.name, $0.type)
                    })
                let columnTypes = try table.columns.map { column in
                    guard let type = types[column] else {
                        throw StoreCopyError.unknownColumn(table: table.name, column: column)
                    }
                    return type
                }
                let rowsPerStatement = max(1, Self.copyBindLimit / table.columns.count)
                var start = 0
                while start < table.rowCount {
                    let end = min(table.rowCount, start + rowsPerStatement)
                    try await connection.run(
                        try Self.insert(table, rows: start..<end, types: columnTypes), logger: logger)
                    written += end - start
                    progress(written, total)
                    start = end
                }
            }
            for (name, counter) in dump.idCounters where counter > 0 {
                try await connection.run(
                    """
                    SELECT setval(pg_get_serial_sequence(\("\"\(name)\""), 'id'),
                        GREATEST(\(counter), (SELECT coalesce(max(id), 1) FROM \(unescaped: "\"\(name)\""))))
                    """, logger: logger)
            }
            // docs/schema.md "v11-sync": each user's sync counter moves to the source's, and never
            // below the user's highest stored sequence, so no sequence is given twice here.
            let users = Array(dump.syncSequences.keys)
            try await connection.run(
                """
                UPDATE user_revision SET sync_sequence = GREATEST(user_revision.sync_sequence, source.sequence)
                FROM unnest(\(users), \(users.map { dump.syncSequences[$0] ?? 0 })) AS source(user_id, sequence)
                WHERE user_revision.user_id = source.user_id
                """, logger: logger)
            try await connection.run(
                """
                UPDATE user_revision SET sync_sequence = stored.sequence
                FROM (SELECT user_id, max(sequence) AS sequence FROM sync_record GROUP BY user_id) AS stored
                WHERE user_revision.user_id = stored.user_id AND user_revision.sync_sequence < stored.sequence
                """, logger: logger)
            progress(written, total)
        }
    }

    /// One multi-row insert of `rows` of `table`, each cell bound as its target column's type.
    private static func insert(_ table: StoredTable, rows: Range<Int>, types: [String]) throws -> PostgresQuery {
        var bindings = PostgresBindings(capacity: rows.count * table.columns.count)
        var values: [String] = []
        values.reserveCapacity(rows.count)
        var parameter = 0
        for index in rows {
            var placeholders: [String] = []
            for (column, cell) in zip(table.columns.indices, table.row(index)) {
                try bind(cell, as: types[column], into: &bindings, table: table.name, column: table.columns[column])
                parameter += 1
                placeholders.append("$\(parameter)")
            }
            values.append("(" + placeholders.joined(separator: ", ") + ")")
        }
        let columns = table.columns.map { "\"\($0)\"" }.joined(separator: ", ")
        return PostgresQuery(
            unsafeSQL: "INSERT INTO \"\(table.name)\" (\(columns)) VALUES " + values.joined(separator: ", "),
            binds: bindings)
    }

    /// Binds one cell as the column's type: `boolean` from 0/1, `double precision` from a whole number too.
    private static func bind(
        _ cell: StoredCell, as type: String, into bindings: inout PostgresBindings, table: String, column: String
    ) throws {
        switch (cell, type) {
        case (.null, _): bindings.appendNull()
        case (.integer(let value), "boolean"): bindings.append(value != 0)
        case (.integer(let value), "double precision"): bindings.append(Double(value))
        case (.integer(let value), "bigint"): bindings.append(value)
        case (.real(let value), "double precision"): bindings.append(value)
        case (.text(let value), "text"): bindings.append(value)
        default: throw StoreCopyError.cellMismatch(table: table, column: column)
        }
    }

    /// The table's stored (not generated) columns with their types, in order.
    private static func columns(_ connection: PostgresConnection, table: String, logger: Logger) async throws
        -> [(name: String, type: String)]
    {
        try await connection.rows(
            """
            SELECT column_name::text, data_type::text FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = \(table) AND is_generated = 'NEVER'
            ORDER BY ordinal_position
            """, logger: logger
        ).map { row in
            let (name, type) = try row.decode((String, String).self)
            return (name, type)
        }
    }

    /// The last value the table's identity gave, `nil` before its first.
    private static func identityCounter(_ connection: PostgresConnection, table: String, logger: Logger) async throws
        -> Int64?
    {
        let row = try await connection.first(
            "SELECT pg_sequence_last_value(pg_get_serial_sequence(\("\"\(table)\""), 'id')::regclass)", logger: logger)
        return try row?.decode(Int64?.self)
    }

    /// A cell as it travels: integers, reals, text, and flags as 0/1.
    private static func storedCell(_ cell: PostgresCell) throws -> StoredCell {
        guard cell.bytes != nil else { return .null }
        switch cell.dataType {
        case .int8, .int4, .int2: return .integer(try cell.decode(Int64.self))
        case .float8, .float4: return .real(try cell.decode(Double.self))
        case .bool: return .integer(try cell.decode(Bool.self) ? 1 : 0)
        default: return .text(try cell.decode(String.self))
        }
    }
}
