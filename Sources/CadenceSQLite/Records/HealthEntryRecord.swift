import CadenceCore
import GRDB

/// Row decoding for the `health_entry` table (docs/domain-rules.md §12 "Health").
enum HealthEntryRecord {
    /// Columns read for a `HealthEntry`, in decoding order.
    static let columns = "id, type, day, value, note, created_at, client_id"

    static func entry(_ row: Row) throws -> HealthEntry {
        let typeName = try row.decode(String.self, atIndex: 1)
        guard let type = HealthType(rawValue: typeName) else {
            throw CadenceError(.notFound, field: "type", "a stored health entry has an unknown type '\(typeName)'")
        }
        return HealthEntry(
            id: try row.decode(Int64.self, atIndex: 0),
            type: type,
            day: Day(ordinal: try row.decode(Int.self, atIndex: 2)),
            value: QuantityLimits.readBack(try row.decode(Double.self, atIndex: 3)),
            note: try row.decode(String?.self, atIndex: 4),
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 5)),
            clientID: try row.decode(String?.self, atIndex: 6))
    }
}
