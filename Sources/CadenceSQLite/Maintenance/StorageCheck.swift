/// What `SQLiteStore.storageCheck()` found in the file itself (`cadence doctor`,
/// docs/operations.md): SQLite's own checks, and stored keys that must equal their derivation.
public struct StorageCheck: Sendable, Hashable {
    /// One stored case-insensitive key that differs from the key of its name (docs/schema.md:
    /// `name_key` is the name's folded key, `NameKey` of docs/domain-rules.md §7; a Unicode
    /// update of the toolchain can change it, and then uniqueness checks miss the row).
    public struct KeyMismatch: Sendable, Hashable {
        /// `habit`, `category` or `account`.
        public var table: String
        /// The row's id (`user_id` for accounts).
        public var id: Int64
        public var stored: String
        public var expected: String
    }

    /// `PRAGMA integrity_check`'s answer when it is not `ok` (at most 100 lines).
    public var integrityProblems: [String]
    /// `PRAGMA foreign_key_check`: rows whose parent is missing (`checkin row 12 → habit`).
    public var foreignKeyViolations: [String]
    public var keyMismatches: [KeyMismatch]

    /// Nothing found.
    public var isHealthy: Bool { integrityProblems.isEmpty && foreignKeyViolations.isEmpty && keyMismatches.isEmpty }
}
