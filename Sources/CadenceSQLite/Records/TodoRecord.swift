import CadenceCore
import GRDB

/// Row decoding and encoding for the `todo` table (docs/domain-rules.md §12 "To-dos").
enum TodoRecord {
    /// Columns read for a `Todo`, in decoding order.
    static let columns = "id, title, due, priority, notes, repeat_rule, completed_at, created_at, updated_at"

    static func todo(_ row: Row) throws -> Todo {
        let priorityName = try row.decode(String.self, atIndex: 3)
        let repeatText = try row.decode(String?.self, atIndex: 5)
        return Todo(
            id: try row.decode(Int64.self, atIndex: 0),
            title: try row.decode(String.self, atIndex: 1),
            due: try row.decode(Int?.self, atIndex: 2).map(Day.init(ordinal:)),
            priority: TodoPriority(rawValue: priorityName) ?? .medium,
            notes: try row.decode(String?.self, atIndex: 4),
            repeatRule: repeatText.flatMap(TodoRepeat.init),
            completedAt: try row.decode(Int64?.self, atIndex: 6).map(StoredInstant.date),
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 7)),
            updatedAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 8)))
    }

    /// The stored values of `todo`'s fields after `id`, in column order (`updated_at` given).
    static func arguments(_ todo: Todo, updatedAt: Int64) -> StatementArguments {
        [
            todo.title, todo.due?.ordinal, todo.priority.rawValue, todo.notes, todo.repeatRule?.text,
            todo.completedAt.map(StoredInstant.milliseconds), StoredInstant.milliseconds(todo.createdAt), updatedAt,
        ]
    }
}
