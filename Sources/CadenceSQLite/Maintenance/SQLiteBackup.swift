/// What `SQLiteStore.backup(to:overwrite:)` wrote (`cadence backup`, docs/operations.md).
public struct SQLiteBackup: Sendable, Hashable {
    /// The backup file.
    public var path: String
    /// Its size in bytes.
    public var bytes: Int64
    public var users: Int
    public var habits: Int
    public var checkIns: Int
    public var xpEntries: Int
    /// `PRAGMA quick_check` on the copy: `ok` when sound.
    public var quickCheck: String

    public init(
        path: String, bytes: Int64, users: Int, habits: Int, checkIns: Int, xpEntries: Int, quickCheck: String
    ) {
        self.path = path
        self.bytes = bytes
        self.users = users
        self.habits = habits
        self.checkIns = checkIns
        self.xpEntries = xpEntries
        self.quickCheck = quickCheck
    }
}

/// Why a backup was not written; nothing was written.
public struct SQLiteBackupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Stable, camelCase (`backupExists`, `backupIsStore`).
    public var code: String
    public var description: String

    init(code: String, _ description: String) {
        self.code = code
        self.description = description
    }
}
