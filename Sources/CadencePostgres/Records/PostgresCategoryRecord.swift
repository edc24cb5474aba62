import CadenceCore
import PostgresNIO

/// Row decoding for the `category` table (docs/domain-rules.md §2), as `CategoryRecord` does
/// for SQLite.
enum PostgresCategoryRecord {
    /// Columns read for a `Category`, in decoding order.
    static let columns = "id, name, is_preset, sort_order, created_at"

    /// Decodes a category row.
    static func category(_ row: PostgresRow) throws -> Category {
        let (id, name, isPreset, sortOrder, createdAt) = try row.decode((Int64, String, Bool, Int64, Int64).self)
        return Category(
            id: id, name: name, isPreset: isPreset, sortOrder: try PostgresValues.int(sortOrder),
            createdAt: PostgresValues.date(createdAt))
    }
}
