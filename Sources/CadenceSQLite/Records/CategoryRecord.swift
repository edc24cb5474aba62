import CadenceCore
import GRDB

/// Row decoding for the `category` table (docs/domain-rules.md §2).
enum CategoryRecord {
    /// Columns read for a `Category`, in decoding order.
    static let columns = "id, name, is_preset, sort_order, created_at"

    static func category(_ row: Row) throws -> Category {
        Category(
            id: try row.decode(Int64.self, atIndex: 0),
            name: try row.decode(String.self, atIndex: 1),
            isPreset: try row.decode(Bool.self, atIndex: 2),
            sortOrder: try row.decode(Int.self, atIndex: 3),
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 4)))
    }
}
