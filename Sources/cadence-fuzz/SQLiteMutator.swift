import Foundation
import GRDB

/// Mutations of a Loop backup through SQL, so that they get past SQLite's own checks and reach
/// the importer: cells set to huge, negative, textual, binary or NULL values, many rows added,
/// columns and tables dropped, `user_version` changed.
enum SQLiteMutator {
    /// The database `data` with 1–3 SQL mutations, written through the scratch file `scratch`;
    /// nil when `data` is not a database SQLite opens.
    static func mutate(_ data: Data, scratch: URL, _ random: inout FuzzRandom, log: inout [String]) -> Data? {
        do {
            try? FileManager.default.removeItem(at: scratch)
            try data.write(to: scratch)
            defer { try? FileManager.default.removeItem(at: scratch) }
            var configuration = Configuration()
            configuration.prepareDatabase { db in
                // A scratch copy: no need to wait for the disk.
                try db.execute(sql: "PRAGMA synchronous = OFF")
                // Mutations that multiply rows stop at 32 MB (SQLITE_FULL, a refused step): the
                // input is capped near 16 MB anyway, and an unbounded scratch file on /dev/shm once
                // grew to 24 GB and took the machine's memory with it.
                let pageSize = try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096
                try db.execute(sql: "PRAGMA max_page_count = \(max(1, (32 << 20) / max(pageSize, 512)))")
            }
            let queue = try DatabaseQueue(path: scratch.path, configuration: configuration)
            var generator = random
            var steps: [String] = []
            queue.writeWithoutTransaction { db in
                for _ in 0...generator.below(3) {
                    do {
                        try mutateOnce(db, &generator, log: &steps)
                    } catch {
                        steps.append("SQL step refused by SQLite: \(error)")
                    }
                }
            }
            try queue.close()
            random = generator
            log += steps
            return try Data(contentsOf: scratch)
        } catch {
            return nil
        }
    }

    private static func hostileValue(_ random: inout FuzzRandom) -> (any DatabaseValueConvertible)? {
        switch random.below(14) {
        case 0: return Int64.max
        case 1: return Int64.min
        case 2: return 1e19
        case 3: return -1e19
        case 4: return 1e308
        case 5: return Double.greatestFiniteMagnitude
        case 6: return "NaN"
        case 7: return random.pick(HostileValues.strings)
        case 8: return random.chance(0.2) ? HostileValues.hugeString(&random) : "abc"
        case 9: return Data([0x00, 0xFF, 0x10])
        case 10: return nil
        case 11: return -1
        case 12: return 4_102_444_800_000 as Int64  // 2100 in milliseconds
        default: return Int64(truncatingIfNeeded: random.next())
        }
    }

    private static func describe(_ value: (any DatabaseValueConvertible)?) -> String {
        guard let value else { return "NULL" }
        let text = "\(value.databaseValue)"
        return text.count > 60 ? "<\(text.utf8.count) bytes>" : text
    }

    private static func mutateOnce(_ db: Database, _ random: inout FuzzRandom, log: inout [String]) throws {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        guard !tables.isEmpty else { return }
        let table = random.chance(0.85) ? random.pick(tables.filter { ["Habits", "Repetitions"].contains($0) } + ["Habits"]) : random.pick(tables)
        guard try db.tableExists(table) else { return }
        let columns = try db.columns(in: table).map(\.name)
        let quoted = table.quotedDatabaseIdentifier
        switch random.below(100) {
        case 0..<55:
            let column = random.pick(columns)
            let value = hostileValue(&random)
            let all = random.chance(0.3)
            let rowid = try Int64.fetchOne(db, sql: "SELECT rowid FROM \(quoted) ORDER BY random() LIMIT 1")
            try db.execute(
                sql: "UPDATE \(quoted) SET \(column.quotedDatabaseIdentifier) = ?" + (all ? "" : " WHERE rowid = ?"),
                arguments: all ? [value] : [value, rowid])
            log.append("SQL: \(table).\(column) = \(describe(value)) in \(all ? "every row" : "row \(rowid.map(String.init) ?? "none")")")
        case 55..<67:
            let count = random.pick([1, 50, 20_000])
            let value = hostileValue(&random)
            let column = random.pick(columns)
            let source = try Row.fetchOne(db, sql: "SELECT * FROM \(quoted) ORDER BY random() LIMIT 1")
            let others = columns.filter { $0.lowercased() != "id" && $0 != column }
            let names = ([column] + others).map(\.quotedDatabaseIdentifier).joined(separator: ", ")
            let marks = Array(repeating: "?", count: others.count + 1).joined(separator: ", ")
            let statement = try db.makeStatement(sql: "INSERT OR IGNORE INTO \(quoted) (\(names)) VALUES (\(marks))")
            try db.execute(sql: "BEGIN")
            defer { try? db.execute(sql: "COMMIT") }
            for index in 0..<count {
                var arguments: [(any DatabaseValueConvertible)?] = [
                    column.lowercased() == "timestamp" && count > 1 ? Int64(index) * 86_400_000 : value
                ]
                for other in others {
                    arguments.append(
                        other.lowercased() == "timestamp" ? Int64(index) * 86_400_000 : source.map { $0[other] as DatabaseValue } ?? .null)
                }
                try statement.execute(arguments: StatementArguments(arguments))
            }
            log.append("SQL: insert \(count) rows into \(table) with \(column) = \(describe(value))")
        case 67..<75 where columns.count > 1:
            let column = random.pick(columns.filter { $0.lowercased() != "id" })
            try db.execute(sql: "ALTER TABLE \(quoted) DROP COLUMN \(column.quotedDatabaseIdentifier)")
            log.append("SQL: drop column \(table).\(column)")
        case 75..<80:
            try db.execute(sql: "DROP TABLE \(quoted)")
            log.append("SQL: drop table \(table)")
        case 80..<88:
            let version = random.pick([-1, 0, 11, 12, 26, 99, Int(Int32.max), Int(Int32.min)])
            try db.execute(sql: "PRAGMA user_version = \(version)")
            log.append("SQL: user_version = \(version)")
        case 88..<94:
            try db.execute(sql: "DELETE FROM \(quoted)")
            log.append("SQL: delete every row of \(table)")
        default:
            let column = random.pick(columns)
            try db.execute(sql: "ALTER TABLE \(quoted) RENAME COLUMN \(column.quotedDatabaseIdentifier) TO x_\(column)")
            log.append("SQL: rename column \(table).\(column)")
        }
    }
}
