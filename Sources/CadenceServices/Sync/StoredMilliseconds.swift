import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Entries": instants travel as whole milliseconds since 1970, range-checked here
/// before they become dates (years 1970–2286, as a stamp can hold).
enum StoredMilliseconds {
    static func of(_ date: Date) -> Int64 {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        return Int64(exactly: min(max(milliseconds, 0), Double(SyncStamp.maximumMilliseconds))) ?? 0
    }

    static func date(_ milliseconds: Int64, field: String) throws(CadenceError) -> Date {
        guard (0...SyncStamp.maximumMilliseconds).contains(milliseconds) else {
            throw CadenceError(.syncEntryInvalid, field: field, "\(field) is not an instant between 1970 and 2286")
        }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
