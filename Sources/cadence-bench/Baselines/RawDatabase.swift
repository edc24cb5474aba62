import GRDBSQLite

/// A plain SQLite connection driven through the C API: the baselines' side of every measure.
///
/// Nothing here goes through GRDB or the Cadence store; it is the minimal work SQLite itself
/// needs for an answer, so the ratio "engine ÷ raw" shows the cost the layers above add.
final class RawDatabase {
    let handle: OpaquePointer

    /// Opens `path` read-write (the file must exist), or with other `sqlite3_open_v2` flags.
    init(path: String, flags: Int32 = SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX) throws {
        var connection: OpaquePointer?
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard code == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? "code \(code)"
            sqlite3_close_v2(connection)
            throw BenchError(description: "cannot open \(path): \(message)")
        }
        handle = connection
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements, ignoring their rows.
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? "code \(code)"
            sqlite3_free(message)
            throw BenchError(description: "\(sql): \(text)")
        }
    }

    /// Compiles one statement.
    func prepare(_ sql: String) throws -> RawStatement {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw BenchError(description: "\(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
        return RawStatement(handle: statement, database: handle)
    }

    /// The first column of the first row of `sql` as an integer (a pragma, a count).
    func integer(_ sql: String) throws -> Int64? {
        let statement = try prepare(sql)
        return try statement.step() ? statement.int64(0) : nil
    }
}

/// A compiled statement of a ``RawDatabase``; bound, stepped and reset by hand.
final class RawStatement {
    private let handle: OpaquePointer
    private let database: OpaquePointer

    init(handle: OpaquePointer, database: OpaquePointer) {
        self.handle = handle
        self.database = database
    }

    deinit {
        sqlite3_finalize(handle)
    }

    func bind(_ values: [Int64]) {
        for (position, value) in values.enumerated() {
            sqlite3_bind_int64(handle, Int32(position + 1), value)  // integer-only
        }
    }

    func bind(_ value: Double, at position: Int32) {
        sqlite3_bind_double(handle, position, value)
    }

    /// Steps once: `true` when a row is available, `false` when done.
    func step() throws -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw BenchError(description: String(cString: sqlite3_errmsg(database)))
        }
    }

    /// Steps to the end and resets, for a statement without rows.
    func run() throws {
        while try step() {}
        sqlite3_reset(handle)
    }

    func int64(_ column: Int32) -> Int64 {
        sqlite3_column_int64(handle, column)
    }

    func double(_ column: Int32) -> Double {
        sqlite3_column_double(handle, column)
    }

    func text(_ column: Int32) -> String {
        sqlite3_column_text(handle, column).map { String(cString: $0) } ?? ""
    }

    /// The length in bytes of a text column (reading it makes SQLite produce the text).
    func textLength(_ column: Int32) -> Int {
        _ = sqlite3_column_text(handle, column)
        return Int(sqlite3_column_bytes(handle, column))
    }

    /// Steps through `habit_id, day, amount` rows ordered by habit and day, summing each
    /// (habit, day)'s amounts and counting its rows as the rows go by — day totals without
    /// SQL aggregates — then resets. Returns a checksum of the totals and counts.
    func foldDayTotals() throws -> Double {
        var checksum = 0.0
        var habit = Int64.min
        var day = Int64.min
        var total = 0.0
        var count = 0
        while try step() {
            let rowHabit = int64(0)
            let rowDay = int64(1)
            if rowHabit != habit || rowDay != day {
                checksum += total + Double(count)
                habit = rowHabit
                day = rowDay
                total = 0
                count = 0
            }
            total += double(2)
            count += 1
        }
        sqlite3_reset(handle)
        return checksum + total + Double(count)
    }

    /// Reads every row, touching each column the way a decoder would, then resets; returns
    /// the number of rows and a checksum (so that no read can be optimized away).
    /// `kinds` gives each column's type: `i` integer, `d` double, `t` text.
    func drain(_ kinds: String) throws -> (rows: Int, checksum: Double) {
        let columns = Array(kinds.utf8.enumerated())
        var rows = 0
        var checksum = 0.0
        while try step() {
            rows += 1
            for (index, kind) in columns {
                let column = Int32(index)
                switch kind {
                case UInt8(ascii: "d"): checksum += double(column)
                case UInt8(ascii: "t"): checksum += Double(textLength(column))
                default: checksum += Double(int64(column))
                }
            }
        }
        sqlite3_reset(handle)
        return (rows, checksum)
    }
}
