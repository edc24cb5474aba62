import CadenceCore
import PostgresNIO

/// Row decoding for the `checkin` table (docs/domain-rules.md §3), as `CheckInRecord` does for
/// SQLite.
enum PostgresCheckInRecord {
    /// Columns read for a `CheckIn`, in decoding order.
    static let columns = "id, habit_id, day, at, amount, note"

    /// Decodes a check-in row; the amount is brought within its bounds as it is read
    /// (`QuantityLimits.readBack`, docs/domain-rules.md §7).
    static func checkIn(_ row: PostgresRow) throws -> CheckIn {
        let (id, habitID, day, at, amount, note) = try row.decode((Int64, Int64, Int64, Int64, Double, String?).self)
        return CheckIn(
            id: id, habitID: habitID, day: try PostgresValues.day(day), at: PostgresValues.date(at),
            amount: QuantityLimits.readBack(amount), note: note)
    }
}

/// Row decoding for the `day_record` table (docs/domain-rules.md §3), as `DayRecordRecord`
/// does for SQLite.
enum PostgresDayRecordRecord {
    /// Columns read for a `DayRecord`, in decoding order.
    static let columns = "habit_id, day, is_skipped, difficulty, note"

    /// Decodes a day record row.
    static func dayRecord(_ row: PostgresRow) throws -> DayRecord {
        let (habitID, day, isSkipped, difficulty, note) = try row.decode((Int64, Int64, Bool, Int64?, String?).self)
        return DayRecord(
            habitID: habitID, day: try PostgresValues.day(day), isSkipped: isSkipped,
            difficulty: try difficulty.map(PostgresValues.int), note: note)
    }
}
