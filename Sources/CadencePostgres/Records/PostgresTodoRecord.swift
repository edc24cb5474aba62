import CadenceCore
import PostgresNIO

/// Row decoding for the `todo` table (docs/domain-rules.md §12 "To-dos"), as `TodoRecord` does
/// for SQLite: an unknown stored priority reads as `medium`, an unreadable repeat as none.
enum PostgresTodoRecord {
    /// Columns read for a `Todo`, in decoding order.
    static let columns = "id, title, due, priority, notes, repeat_rule, completed_at, created_at, updated_at"

    /// The to-do of a row of `columns`.
    static func todo(_ row: PostgresRow) throws -> Todo {
        let (id, title, due, priorityName, notes, repeatText, completedAt, createdAt, updatedAt) = try row.decode(
            (Int64, String, Int64?, String, String?, String?, Int64?, Int64, Int64).self)
        return Todo(
            id: id,
            title: title,
            due: try due.map(PostgresValues.day),
            priority: TodoPriority(rawValue: priorityName) ?? .medium,
            notes: notes,
            repeatRule: repeatText.flatMap(TodoRepeat.init),
            completedAt: completedAt.map(PostgresValues.date),
            createdAt: PostgresValues.date(createdAt),
            updatedAt: PostgresValues.date(updatedAt))
    }
}
