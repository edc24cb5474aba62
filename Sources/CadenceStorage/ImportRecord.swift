import Foundation

/// One import, as logged in the store (docs/import-export.md "The import log"): what was read, what it
/// created, when, and whether it succeeded.
public struct ImportRecord: Sendable, Hashable, Codable, Identifiable {
    public var id: Int64
    /// The format read (`cadence-json`, `loop-db`, `loop-csv`, `lucidpal`, `habitto-legacy`, …).
    public var format: String
    /// The file or folder name, without its directory.
    public var fileName: String
    public var habits: Int
    public var checkIns: Int
    public var skippedDays: Int
    public var warnings: Int
    public var startedAt: Date
    public var finishedAt: Date
    public var succeeded: Bool
    public var errorMessage: String?

    public init(
        id: Int64 = 0, format: String, fileName: String, habits: Int = 0, checkIns: Int = 0, skippedDays: Int = 0,
        warnings: Int = 0, startedAt: Date, finishedAt: Date, succeeded: Bool, errorMessage: String? = nil
    ) {
        self.id = id
        self.format = format
        self.fileName = fileName
        self.habits = habits
        self.checkIns = checkIns
        self.skippedDays = skippedDays
        self.warnings = warnings
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.succeeded = succeeded
        self.errorMessage = errorMessage
    }
}
