import CadenceCore
import CadenceStorage
import Foundation
import GRDB

/// The SQLite implementation of `CadenceStore`, built on GRDB (docs/architecture.md).
///
/// A file store is a `DatabasePool` in WAL mode: reads run concurrently with the single
/// writer. Every contract method is one database access, so `apply` is one transaction
/// (docs/domain-rules.md §7: bad input changes nothing), and every statement is scoped to the user
/// (docs/domain-rules.md §8). The schema is described in docs/schema.md.
public struct SQLiteStore: CadenceStore {
    /// The connection (pool or queue) every access goes through.
    let databaseWriter: any DatabaseWriter
    /// The day totals the last one-write check-in of each user left (docs/domain-rules.md §6).
    let dayTotalMemo = DayTotalMemo()

    /// Wraps an open database and migrates it to the current schema.
    ///
    /// Create the writer with a configuration from ``makeConfiguration(_:)``.
    public init(writer: any DatabaseWriter) throws {
        self.databaseWriter = writer
        // docs/deploy.md "Upgrading": a store migrated by a newer Cadence is refused before
        // anything is written to it.
        try writer.read(Self.refuseNewerSchema)
        try SchemaMigrator.migrator.migrate(writer)
    }

    /// Opens (or creates) the database file at `path` as a WAL-mode `DatabasePool`.
    ///
    /// The parent folder must already exist.
    public init(path: String) throws {
        if FileManager.default.fileExists(atPath: path) {
            // Checked read-only first: opening the pool may already write (WAL, checkpoints).
            var configuration = Configuration()
            configuration.readonly = true
            let reader = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? reader.close() }
            try reader.read(Self.refuseNewerSchema)
        }
        try self.init(writer: DatabasePool(path: path, configuration: Self.makeConfiguration()))
    }

    /// Throws `SQLiteSchemaTooNew` when the database holds a migration this binary does not know.
    static func refuseNewerSchema(_ db: Database) throws {
        let unknown = try SchemaMigrator.migrator.appliedIdentifiers(db).subtracting(SchemaMigrator.migrator.migrations)
        if let newest = unknown.sorted().last { throw SQLiteSchemaTooNew(migration: newest) }
    }

    /// Opens the store for one short-lived process, such as a command-line command
    /// (docs/schema.md "Connections"): an existing WAL-mode file is opened as a single connection
    /// (a `DatabaseQueue`) with the pool's `synchronous = NORMAL`, so that opening it writes
    /// nothing — a pool writes a dummy transaction whenever the `-wal` file is missing, which it
    /// is after every clean exit. A file that does not exist yet, is empty or is not in WAL mode
    /// is opened as ``init(path:)`` opens it.
    public static func shortLived(path: String) throws -> SQLiteStore {
        let size = (try? URL(fileURLWithPath: path).resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        guard size > 0 else { return try SQLiteStore(path: path) }
        var configuration = makeConfiguration()
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        guard try queue.inDatabase({ db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }) == "wal" else {
            try queue.close()
            return try SQLiteStore(path: path)
        }
        return try SQLiteStore(writer: queue)
    }

    /// A new, empty, private in-memory store (a `DatabaseQueue`), for tests and previews.
    public static func inMemory() throws -> SQLiteStore {
        try SQLiteStore(writer: DatabaseQueue(configuration: makeConfiguration()))
    }

    /// The configuration Cadence databases use: foreign keys on (they carry the cascades of
    /// docs/domain-rules.md §2), and a five-second busy timeout so that concurrent processes wait for the
    /// writer instead of failing.
    public static func makeConfiguration(_ base: Configuration = Configuration()) -> Configuration {
        var configuration = base
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        configuration.label = configuration.label ?? "Cadence"
        // docs/operations.md "Metrics": statements are counted once `cadence serve` turns metrics on.
        configuration.prepareDatabase { db in installMetrics(db) }
        // docs/schema.md "Size": a new file gets 1 KiB pages, so that each of the ~70 tables and
        // indexes a store starts with (most of them empty for most people) takes 1 KiB, not 4.
        // SQLite ignores the pragma for a file that already has pages; that file keeps its size.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA page_size = 1024") }
        return configuration
    }
}

// MARK: - Users

extension SQLiteStore {
    /// All users, ordered by id (docs/domain-rules.md §8).
    public func users() async throws -> [User] {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(sql: "SELECT \(UserRecord.userColumns) FROM \"user\" ORDER BY id")
            return try Row.fetchAll(statement).map(UserRecord.user)
        }
    }

    /// The user's settings (docs/domain-rules.md §1); throws `notFound` for an unknown user.
    public func settings(of user: UserID) async throws -> UserSettings {
        try await databaseWriter.read { db in try Self.settings(db, user: user) }
    }

    static func settings(_ db: Database, user: UserID) throws -> UserSettings {
        let statement = try db.cachedStatement(
            sql: "SELECT \(UserRecord.settingsColumns) FROM \"user\" WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [user]) else {
            throw CadenceError(.notFound, field: "user", "user \(user) not found")
        }
        return try UserRecord.settings(row)
    }
}

// MARK: - Habits and categories

extension SQLiteStore {
    /// The user's habits ordered by sort order then id; archived ones only when asked (docs/domain-rules.md §2).
    public func habits(of user: UserID, includeArchived: Bool) async throws -> [Habit] {
        try await databaseWriter.read { db in
            let reminders = try Self.reminders(db, user: user, habit: nil)
            let statement = try db.cachedStatement(
                sql:
                    """
                    SELECT \(HabitRecord.columns) FROM habit
                    WHERE user_id = ? AND archived <= ? ORDER BY sort_order, id
                    """
            )
            return try Row.fetchAll(statement, arguments: [user, includeArchived ? 1 : 0]).map { row in
                try HabitRecord.habit(row, reminders: reminders[try row.decode(Int64.self, atIndex: 0)] ?? [])
            }
        }
    }

    /// One habit, or `nil` when it does not exist or belongs to another user (docs/domain-rules.md §8).
    public func habit(_ id: HabitID, of user: UserID) async throws -> Habit? {
        try await databaseWriter.read { db in try Self.habit(db, id: id, user: user) }
    }

    static func habit(_ db: Database, id: HabitID, user: UserID) throws -> Habit? {
        let statement = try db.cachedStatement(
            sql: "SELECT \(HabitRecord.columns) FROM habit WHERE id = ? AND user_id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id, user]) else { return nil }
        let reminders = try Self.reminders(db, user: user, habit: id)
        return try HabitRecord.habit(row, reminders: reminders[id] ?? [])
    }

    /// The user's categories ordered by sort order then id (docs/domain-rules.md §2).
    public func categories(of user: UserID) async throws -> [Category] {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(CategoryRecord.columns) FROM category WHERE user_id = ? ORDER BY sort_order, id")
            return try Row.fetchAll(statement, arguments: [user]).map(CategoryRecord.category)
        }
    }

    /// Reminders by habit, each list in its stored order (docs/domain-rules.md §9).
    private static func reminders(_ db: Database, user: UserID, habit: HabitID?) throws -> [HabitID: [Reminder]] {
        let statement: Statement
        let arguments: StatementArguments
        if let habit {
            statement = try db.cachedStatement(
                sql:
                    """
                    SELECT \(HabitRecord.reminderColumns) FROM reminder
                    WHERE user_id = ? AND habit_id = ? ORDER BY position
                    """
            )
            arguments = [user, habit]
        } else {
            statement = try db.cachedStatement(
                sql: "SELECT \(HabitRecord.reminderColumns) FROM reminder WHERE user_id = ? ORDER BY habit_id, position"
            )
            arguments = [user]
        }
        var result: [HabitID: [Reminder]] = [:]
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() {
            result[try row.decode(Int64.self, atIndex: 0), default: []].append(try HabitRecord.reminder(row))
        }
        return result
    }
}
