import CadenceCore
import CadenceSQLiteGuard
import Foundation
import GRDB

/// Opens another app's SQLite backup for an importer (docs/import-export.md "Loop", "Rewire",
/// "Tickmate"): the SQLite header is checked first, the file is opened read-only and guarded
/// (docs/domain-rules.md §7 "Other apps' files": `PRAGMA trusted_schema = OFF`, defensive mode,
/// a time limit), and every error — GRDB's included — becomes an `ImportFailure` naming the
/// file. Also reads loosely typed integers the way these apps store them.
enum SQLiteBackup {
    /// How long reading one uploaded database may take, in seconds, before its statements are
    /// interrupted (docs/domain-rules.md §7).
    static let defaultTimeLimit: TimeInterval = 10

    /// Runs `body` on the database at `url` (its file name passed along), read-only, with an
    /// untrusted schema, in defensive mode, and interrupted after `timeLimit` seconds.
    static func read<Value>(
        _ url: URL, app: String, timeLimit: TimeInterval = defaultTimeLimit, _ body: (Database, String) throws -> Value
    ) throws(ImportFailure) -> Value {
        let name = url.lastPathComponent
        guard SQLiteHeader.isSQLite(url) else {
            throw ImportFailure(fileName: name, [ImportIssue(name, "not a SQLite database, so not a \(app) backup")])
        }
        let configuration = guardedConfiguration(label: "\(app) backup", timeLimit: timeLimit)
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in try body(db, name) }
        } catch let failure as ImportFailure {
            throw failure
        } catch let issue as ImportIssue {
            throw ImportFailure(fileName: name, [issue])
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
            throw ImportFailure(
                fileName: name,
                [
                    ImportIssue(
                        name, "reading the database took longer than \(timeLimit.formatted) s, so it was stopped; is it a \(app) backup?")
                ])
        } catch let error as DatabaseError {
            throw ImportFailure(
                fileName: name,
                [ImportIssue(name, "cannot read the database (damaged or truncated?): \(error.message ?? "\(error)")")])
        } catch {
            throw ImportFailure(fileName: name, [ImportIssue(name, "cannot read the database: \(error)")])
        }
    }

    /// A read-only configuration whose connections are guarded before any statement runs
    /// (docs/domain-rules.md §7 "Other apps' files"): views and triggers of the file may call
    /// only innocuous functions (`trusted_schema` off), defensive mode forbids the writes that
    /// could corrupt a file, and every statement is interrupted `timeLimit` seconds after the
    /// connection opened.
    static func guardedConfiguration(label: String, timeLimit: TimeInterval) -> Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = label
        let milliseconds = NumericBoundary.clamped64(timeLimit * 1000, rounding: .up, to: 1...86_400_000)
        configuration.prepareDatabase { db in
            let code = cadence_sqlite_guard(db.sqliteConnection, milliseconds)
            guard code == 0 else { throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot guard the database") }
            try db.execute(sql: "PRAGMA trusted_schema = OFF")
        }
        return configuration
    }

    /// Whether `db` is in defensive mode and whether it trusts its schema (for tests).
    static func guards(of db: Database) -> (defensive: Bool, trustsSchema: Bool) {
        (cadence_sqlite_is_defensive(db.sqliteConnection) == 1, cadence_sqlite_trusts_schema(db.sqliteConnection) != 0)
    }

    /// The lowercased names of the tables of `db`.
    static func tables(_ db: Database) throws -> Set<String> {
        Set(
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'").map { $0.lowercased() })
    }

    /// The lowercased names of the columns of `table`.
    static func columns(_ db: Database, in table: String) throws -> Set<String> {
        Set(try db.columns(in: table).map { $0.name.lowercased() })
    }

    /// An integer stored as INTEGER, as a whole REAL, or as decimal text (Android's cursors read
    /// either); `nil` for anything else, or a number that is not whole.
    static func integer(_ value: DatabaseValue) -> Int? {
        switch value.storage {
        case .int64(let number): return Int(exactly: number)
        case .double(let number): return NumericBoundary.integer(number)
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard trimmed.count <= 20 else { return nil }
            return Int(trimmed)
        case .null, .blob: return nil
        }
    }

    /// A row's integer id in `column`; throws when it is missing or not an integer.
    static func rowID(_ row: Row, _ column: String = "_id", at location: String, noun: String) throws(ImportIssue)
        -> Int64
    {
        guard let id: Int64 = try row.loopValue(column, at: location) else {
            throw ImportIssue(location, field: column, "the \(noun) has no id")
        }
        return id
    }

    /// A row's name, checked as every imported name is (`SourceName`) and trimmed; throws when
    /// it is missing, not text, too long or empty.
    static func rowName(_ row: Row, at location: String, noun: String) throws(ImportIssue) -> String {
        guard let name: String = try row.loopValue("name", at: location) else {
            throw ImportIssue(location, field: "name", "the \(noun) has no name")
        }
        try SourceName.check(name, location: location, field: "name")
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ImportIssue(location, field: "name", "the \(noun) name is empty") }
        return trimmed
    }

    /// A stored value quoted for a message (`InputExcerpt`).
    static func quoted(_ value: DatabaseValue) -> String {
        InputExcerpt.quoted(value.description)
    }
}
