import CadenceCore
import PostgresNIO

/// Row decoding for the `health_entry` table (docs/domain-rules.md §12 "Health"), as
/// `HealthEntryRecord` does for SQLite.
enum PostgresHealthEntryRecord {
    /// Columns read for a `HealthEntry`, in decoding order.
    static let columns = "id, type, day, value, note, created_at, client_id"

    /// The entry of a row of `columns`; an unknown stored type is refused as SQLite's is.
    static func entry(_ row: PostgresRow) throws -> HealthEntry {
        let (id, typeName, day, value, note, createdAt, clientID) = try row.decode(
            (Int64, String, Int64, Double, String?, Int64, String?).self)
        guard let type = HealthType(rawValue: typeName) else {
            throw CadenceError(.notFound, field: "type", "a stored health entry has an unknown type '\(typeName)'")
        }
        return HealthEntry(
            id: id,
            type: type,
            day: try PostgresValues.day(day),
            value: QuantityLimits.readBack(value),
            note: note,
            createdAt: PostgresValues.date(createdAt),
            clientID: clientID)
    }
}
