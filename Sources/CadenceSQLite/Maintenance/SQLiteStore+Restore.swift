import Foundation
import GRDB

/// What `SQLiteStore.restore(from:to:force:)` did (`cadence restore`, docs/operations.md
/// "Restoring a backup").
public struct SQLiteRestore: Sendable, Hashable {
    /// The store that now holds the backup.
    public var store: String
    /// Where the replaced store was moved (`nil` when there was none).
    public var previous: String?
    public var users: Int
    public var habits: Int
    public var checkIns: Int
}

extension SQLiteStore {
    /// Checks that `file` is a sound Cadence store this binary can open: an SQLite file
    /// (`backupNotSQLite`), passing `PRAGMA integrity_check` (`backupDamaged`), holding Cadence's
    /// migrations (`backupNotCadence`) and none newer than this binary knows (`backupTooNew`).
    /// Reads only; returns its user, habit and check-in counts.
    public static func inspectBackup(_ file: String) throws -> (users: Int, habits: Int, checkIns: Int) {
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw SQLiteBackupError(code: "backupMissing", "'\(file)' does not exist or cannot be read")
        }
        let header = FileHandle(forReadingAtPath: file).flatMap { try? $0.read(upToCount: 16) } ?? Data()
        guard header == Data("SQLite format 3\0".utf8) else {
            throw SQLiteBackupError(code: "backupNotSQLite", "'\(file)' is not an SQLite file")
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: file, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db in
                let check = try String.fetchAll(db, sql: "PRAGMA integrity_check")
                guard check == ["ok"] else {
                    throw SQLiteBackupError(
                        code: "backupDamaged", "'\(file)' failed SQLite's integrity_check: \(check.prefix(3).joined(separator: "; "))")
                }
                let migrator = SchemaMigrator.migrator
                let applied = try migrator.appliedIdentifiers(db)
                guard applied.contains("v1-multi-user-schema"), try db.tableExists("habit") else {
                    throw SQLiteBackupError(code: "backupNotCadence", "'\(file)' is not a Cadence store")
                }
                guard try !migrator.hasBeenSuperseded(db) else {
                    throw SQLiteBackupError(
                        code: "backupTooNew", "'\(file)' was written by a newer Cadence (its schema is unknown here); upgrade Cadence")
                }
                return (
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM \"user\"") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM habit") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM checkin") ?? 0
                )
            }
        } catch let refusal as SQLiteBackupError {
            throw refusal
        } catch {
            throw SQLiteBackupError(code: "backupDamaged", "'\(file)' cannot be read as a database: \(error)")
        }
    }

    /// Replaces the store at `target` with the backup `file` (docs/operations.md "Restoring a
    /// backup"): the backup is checked (`inspectBackup`), copied beside `target` with SQLite's
    /// backup API and migrated to this binary's schema; only then is an existing store (with its
    /// `-wal` and `-shm`) moved aside to `<target>.before-restore-<time>` — refused unless
    /// `force` (`restoreTargetExists`) — and the copy moved into place.
    public static func restore(from file: String, to target: String, force: Bool, now: Date = Date()) throws -> SQLiteRestore {
        let files = FileManager.default
        let source = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath()
        let destination = URL(fileURLWithPath: target).standardizedFileURL
        if source == destination.resolvingSymlinksInPath() {
            throw SQLiteBackupError(code: "restoreIsStore", "'\(file)' is the store itself")
        }
        let counts = try inspectBackup(file)
        let exists = files.fileExists(atPath: destination.path)
        if exists, !force {
            throw SQLiteBackupError(
                code: "restoreTargetExists",
                "a store exists at '\(target)'; stop the server, then pass --force to replace it (it is kept beside)")
        }
        let partial = destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).restore-\(ProcessInfo.processInfo.globallyUniqueString)")
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] { try? files.removeItem(atPath: partial.path + suffix) }
        }
        var configuration = Configuration()
        configuration.readonly = true
        let reader = try DatabaseQueue(path: source.path, configuration: configuration)
        let copy = try DatabaseQueue(path: partial.path, configuration: makeConfiguration())
        try reader.backup(to: copy)
        try reader.close()
        try SchemaMigrator.migrator.migrate(copy)
        try copy.close()
        var previous: String?
        if exists {
            let stamp = now.formatted(Date.ISO8601FormatStyle()).replacingOccurrences(of: ":", with: "")
            let aside = destination.path + ".before-restore-\(stamp)"
            for suffix in ["", "-wal", "-shm"] where files.fileExists(atPath: destination.path + suffix) {
                try files.moveItem(atPath: destination.path + suffix, toPath: aside + suffix)
            }
            previous = aside
        }
        try files.moveItem(at: partial, to: destination)
        return SQLiteRestore(
            store: destination.path, previous: previous, users: counts.users, habits: counts.habits, checkIns: counts.checkIns)
    }
}
