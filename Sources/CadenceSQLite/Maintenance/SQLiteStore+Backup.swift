import Foundation
import GRDB

extension SQLiteStore {
    /// Copies the whole database into a new file at `destination` with SQLite's online backup
    /// API (GRDB's `backup(to:)`), inside one read transaction: a consistent snapshot, taken
    /// while other connections and processes go on writing (WAL readers never block writers).
    ///
    /// The copy is written beside `destination` under a temporary name, switched out of WAL
    /// mode (one self-contained file), checked with `PRAGMA quick_check`, and only then moved
    /// into place, so a failed backup leaves no half-written file. An existing `destination`
    /// is refused unless `overwrite`; overwriting also removes its stale `-wal` and `-shm`
    /// files, which SQLite would otherwise replay into the new copy. With `integrityCheck` the copy
    /// is checked with the full `PRAGMA integrity_check` instead (scheduled backups,
    /// docs/operations.md "Scheduled backups"); the result is in `quickCheck` either way.
    public func backup(to destination: String, overwrite: Bool = false, integrityCheck: Bool = false) throws -> SQLiteBackup {
        let files = FileManager.default
        let target = URL(fileURLWithPath: destination).standardizedFileURL
        let source = URL(fileURLWithPath: databaseWriter.path).standardizedFileURL
        if source.resolvingSymlinksInPath() == target.resolvingSymlinksInPath() {
            throw SQLiteBackupError(code: "backupIsStore", "'\(destination)' is the store itself; name another file")
        }
        if files.fileExists(atPath: target.path), !overwrite {
            throw SQLiteBackupError(
                code: "backupExists", "'\(destination)' already exists; remove it or pass --force to replace it")
        }
        let partial = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).partial-\(ProcessInfo.processInfo.globallyUniqueString)")
        defer {
            for suffix in ["", "-wal", "-shm", "-journal"] { try? files.removeItem(atPath: partial.path + suffix) }
        }
        let copy = try DatabaseQueue(path: partial.path)
        try databaseWriter.backup(to: copy)
        var summary = try copy.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
            return SQLiteBackup(
                path: target.path, bytes: 0,
                users: try Int.fetchOne(db, sql: "SELECT count(*) FROM \"user\"") ?? 0,
                habits: try Int.fetchOne(db, sql: "SELECT count(*) FROM habit") ?? 0,
                checkIns: try Int.fetchOne(db, sql: "SELECT count(*) FROM checkin") ?? 0,
                xpEntries: try Int.fetchOne(db, sql: "SELECT count(*) FROM xp_transaction") ?? 0,
                quickCheck: try String.fetchAll(db, sql: integrityCheck ? "PRAGMA integrity_check" : "PRAGMA quick_check")
                    .joined(separator: "; "))
        }
        try copy.close()
        guard summary.quickCheck == "ok" else {
            throw SQLiteBackupError(
                code: "backupDamaged", "the copy failed SQLite's \(integrityCheck ? "integrity_check" : "quick_check"): \(summary.quickCheck)")
        }
        if overwrite {
            for suffix in ["-wal", "-shm", "-journal"] { try? files.removeItem(atPath: target.path + suffix) }
            if files.fileExists(atPath: target.path) { try files.removeItem(at: target) }
        }
        try files.moveItem(at: partial, to: target)
        summary.bytes = (try files.attributesOfItem(atPath: target.path)[.size] as? NSNumber)?.int64Value ?? 0
        return summary
    }
}
