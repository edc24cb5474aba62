import CadenceServices
import CadenceStorage
import Foundation

/// One entry of the import log as JSON (`cadence import --history --json`, and the REST API):
/// `id`, `format`, `fileName`, `habits`, `checkIns`, `skippedDays`, `warnings`, `startedAt`,
/// `finishedAt` (ISO 8601 UTC), `succeeded`, `errorMessage` (`null` on success). Habitto's
/// `MigrationRecord`.
public struct ImportRecordJSON: Codable, Sendable, Hashable {
    public var id: Int64
    public var format: String
    public var fileName: String
    public var habits: Int
    public var checkIns: Int
    public var skippedDays: Int
    public var warnings: Int
    public var startedAt: String
    public var finishedAt: String
    public var succeeded: Bool
    @NullWhenAbsent public var errorMessage: String?

    public init(_ record: ImportRecord) {
        id = record.id
        format = record.format
        fileName = record.fileName
        habits = record.habits
        checkIns = record.checkIns
        skippedDays = record.skippedDays
        warnings = record.warnings
        startedAt = ContractJSON.instant(record.startedAt)
        finishedAt = ContractJSON.instant(record.finishedAt)
        succeeded = record.succeeded
        errorMessage = record.errorMessage
    }

    private enum CodingKeys: String, CodingKey {
        case id, format, fileName, habits, checkIns, skippedDays, warnings, startedAt, finishedAt, succeeded,
            errorMessage
    }
}
