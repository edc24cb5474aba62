import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension CadenceExportDocument {
    /// A to-do in the export (docs/domain-rules.md §12 "To-dos"): `{"title", "due", "priority",
    /// "notes", "repeat", "completedAt", "createdAt", "updatedAt"}`, instants with milliseconds.
    /// A re-import recognises a to-do by its title, due day and `createdAt`.
    public struct ExportTodo: Codable, Sendable, Hashable {
        public var title: String
        @NullWhenAbsent public var due: Day?
        public var priority: TodoPriority
        @NullWhenAbsent public var notes: String?
        @NullWhenAbsent public var `repeat`: String?
        @NullWhenAbsent public var completedAt: String?
        public var createdAt: String
        public var updatedAt: String

        public init(_ todo: Todo) {
            title = todo.title
            due = todo.due
            priority = todo.priority
            notes = todo.notes
            self.repeat = todo.repeatRule?.text
            completedAt = todo.completedAt.map(InstantText.millisecondText)
            createdAt = InstantText.millisecondText(todo.createdAt)
            updatedAt = InstantText.millisecondText(todo.updatedAt)
        }

        private enum CodingKeys: String, CodingKey {
            case title, due, priority, notes, `repeat`, completedAt, createdAt, updatedAt
        }
    }
}
