import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "To-dos": a to-do's synced fields — `title`, `due` (a day or `null`),
/// `priority`, `notes`, `repeat` (`daily`, `weekly`, `monthly`, `every N days` or `null`),
/// `completedAt` (an instant or `null`) and `createdAt` — and the to-do built back from them.
extension SyncFields {
    static let todoFields: Set<String> = ["title", "due", "priority", "notes", "repeat", "completedAt", "createdAt"]

    static func of(_ todo: Todo) throws -> [String: String] {
        [
            "title": try SyncJSON.text(todo.title),
            "due": try SyncJSON.text(todo.due),
            "priority": try SyncJSON.text(todo.priority),
            "notes": try SyncJSON.text(todo.notes),
            "repeat": try SyncJSON.text(todo.repeatRule?.text),
            "completedAt": try SyncJSON.text(todo.completedAt.map(StoredMilliseconds.of)),
            "createdAt": try SyncJSON.text(StoredMilliseconds.of(todo.createdAt)),
        ]
    }

    /// The to-do the fields describe, checked as every to-do is (`TodoValidator`).
    static func todo(from fields: [String: String], id: TodoID, now: Date) throws(CadenceError) -> Todo {
        func field<T: Decodable>(_ name: String, _ type: T.Type) throws(CadenceError) -> T {
            guard let text = fields[name] else { throw CadenceError(.syncEntryInvalid, field: name, "the to-do has no \(name)") }
            return try SyncJSON.value(T.self, from: text, field: name)
        }
        func optional<T: Decodable>(_ name: String, _ type: T.Type) throws(CadenceError) -> T? {
            guard let text = fields[name] else { return nil }
            return try SyncJSON.value(T?.self, from: text, field: name)
        }
        let repeatRule = try optional("repeat", String.self).map { text throws(CadenceError) -> TodoRepeat in
            guard let rule = TodoRepeat(text) else { throw CadenceError(.syncEntryInvalid, field: "repeat", "not a repeat: \(text)") }
            return rule
        }
        let completed = try optional("completedAt", Int64.self).map { value throws(CadenceError) in
            try StoredMilliseconds.date(value, field: "completedAt")
        }
        let due = try optional("due", Day.self)
        if let due { try CheckInValidator.validateSupported(due, field: "due") }
        let todo = Todo(
            id: id, title: try field("title", String.self), due: due, priority: try optional("priority", TodoPriority.self) ?? .medium,
            notes: try optional("notes", String.self), repeatRule: repeatRule, completedAt: completed,
            createdAt: try StoredMilliseconds.date(try field("createdAt", Int64.self), field: "createdAt"), updatedAt: now)
        return try TodoValidator.validated(todo)
    }
}
