import CadenceCore
import GRDB

/// Row decoding for the `checkin` table (docs/domain-rules.md §3).
enum CheckInRecord {
    /// Columns read for a `CheckIn`, in decoding order.
    static let columns = "id, habit_id, day, at, amount, note"

    static func checkIn(_ row: Row) throws -> CheckIn {
        CheckIn(
            id: try row.decode(Int64.self, atIndex: 0),
            habitID: try row.decode(Int64.self, atIndex: 1),
            day: Day(ordinal: try row.decode(Int.self, atIndex: 2)),
            at: StoredInstant.date(try row.decode(Int64.self, atIndex: 3)),
            amount: QuantityLimits.readBack(try row.decode(Double.self, atIndex: 4)),
            note: try row.decode(String?.self, atIndex: 5))
    }
}

/// Row decoding for the `day_record` table (docs/domain-rules.md §3).
enum DayRecordRecord {
    /// Columns read for a `DayRecord`, in decoding order.
    static let columns = "habit_id, day, is_skipped, difficulty, note"

    static func dayRecord(_ row: Row) throws -> DayRecord {
        DayRecord(
            habitID: try row.decode(Int64.self, atIndex: 0),
            day: Day(ordinal: try row.decode(Int.self, atIndex: 1)),
            isSkipped: try row.decode(Bool.self, atIndex: 2),
            difficulty: try row.decode(Int?.self, atIndex: 3),
            note: try row.decode(String?.self, atIndex: 4))
    }
}
