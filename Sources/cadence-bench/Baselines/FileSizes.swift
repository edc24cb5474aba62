import Foundation
import GRDBSQLite

/// The size measure and its baseline.
enum FileSizes {
    /// Compacts a closed store file — `VACUUM`, then a truncating WAL checkpoint — and returns
    /// its size in bytes, the WAL and shared-memory files included (normally gone by then).
    static func vacuumedSize(of path: String) throws -> Int {
        do {
            let database = try RawDatabase(path: path)
            try database.execute("VACUUM; PRAGMA wal_checkpoint(TRUNCATE);")
        }
        return try [path, path + "-wal", path + "-shm"].reduce(0) { $0 + (try size(of: $1)) }
    }

    /// The baseline: a fresh SQLite file holding the store's check-in facts (habit, day,
    /// instant, amount, note) in one bare rowid table with no index and nothing else,
    /// vacuumed. Returns its size in bytes.
    static func minimalSize(of path: String, copyTo minimalPath: String) throws -> Int {
        try? FileManager.default.removeItem(atPath: minimalPath)
        do {
            let database = try RawDatabase(path: minimalPath, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            let escaped = path.replacingOccurrences(of: "'", with: "''")
            try database.execute(
                """
                ATTACH DATABASE '\(escaped)' AS source;
                CREATE TABLE checkin (habit_id INTEGER, day INTEGER, at INTEGER, amount REAL, note TEXT);
                INSERT INTO checkin SELECT habit_id, day, at, amount, note FROM source.checkin ORDER BY id;
                DETACH DATABASE source;
                VACUUM;
                """)
        }
        return try size(of: minimalPath)
    }

    private static func size(of path: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return (attributes[.size] as? NSNumber)?.intValue ?? 0
    }
}
