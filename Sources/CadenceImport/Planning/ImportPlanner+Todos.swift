import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension ImportPlanner {
    /// docs/domain-rules.md §12 "To-dos": each to-do of the file is added, completed or not,
    /// unless the store already has one with the same title and due day made at the same
    /// instant (so a re-import adds none; a repeating to-do and the next one it made differ in
    /// their due days); each passes `TodoValidator`, and any refusal refuses the import.
    mutating func planTodos() {
        guard !document.todos.isEmpty else { return }
        let present = Set(target.todos.map(TodoIdentity.init))
        var seen = present
        for (index, todo) in document.todos.enumerated() {
            if isFull { return }
            guard seen.insert(TodoIdentity(todo)).inserted else {
                if present.contains(TodoIdentity(todo)) { lifeRecordsAlreadyPresent["todos", default: 0] += 1 }
                continue
            }
            do {
                changes.append(.insertTodo(try TodoValidator.validated(todo)))
                lifeRecords["todos", default: 0] += 1
            } catch {
                fail(
                    ImportIssue(
                        "\(document.fileName) to-do \(index + 1) (\(InputExcerpt.quoted(todo.title)))", field: error.field ?? "title", error.message))
            }
        }
    }
}

/// What makes two to-dos the same to-do to an import.
struct TodoIdentity: Hashable {
    let title: String
    let due: Day?
    let createdAt: Int64

    init(_ todo: Todo) {
        title = todo.title.trimmingCharacters(in: .whitespacesAndNewlines)
        due = todo.due
        createdAt = NumericBoundary.clamped64(todo.createdAt.timeIntervalSince1970 * 1_000, rounding: .down)
    }
}
