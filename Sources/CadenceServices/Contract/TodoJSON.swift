import CadenceCore
import CadenceStorage

/// One to-do (`todo …`, `/api/v1/todos`): `{"id", "title", "due", "priority", "completed",
/// "completedAt", "repeat", "notes", "overdue", "createdAt", "updatedAt"}`. `repeat` is
/// `daily`, `weekly`, `monthly`, `every N days` or `null` (docs/domain-rules.md §12 "To-dos").
public struct TodoJSON: Codable, Sendable, Hashable {
    public var id: TodoID
    public var title: String
    @NullWhenAbsent public var due: Day?
    public var priority: TodoPriority
    public var completed: Bool
    @NullWhenAbsent public var completedAt: String?
    @NullWhenAbsent public var `repeat`: String?
    @NullWhenAbsent public var notes: String?
    public var overdue: Bool
    public var createdAt: String
    public var updatedAt: String

    public init(_ todo: Todo, today: Day) {
        id = todo.id
        title = todo.title
        due = todo.due
        priority = todo.priority
        completed = todo.isCompleted
        completedAt = todo.completedAt.map(ContractJSON.instant)
        self.repeat = todo.repeatRule?.text
        notes = todo.notes
        overdue = todo.isOverdue(today: today)
        createdAt = ContractJSON.instant(todo.createdAt)
        updatedAt = ContractJSON.instant(todo.updatedAt)
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, due, priority, completed, completedAt, `repeat`, notes, overdue, createdAt, updatedAt
    }
}

/// `todo done`: the completed to-do's own shape (`TodoJSON`) with one more key, `next` — the
/// to-do a repeating one created, or `null`.
public struct TodoCompletionJSON: Encodable, Sendable, Hashable {
    public var completed: TodoJSON
    public var next: TodoJSON?

    public init(completed: Todo, next: Todo?, today: Day) {
        self.completed = TodoJSON(completed, today: today)
        self.next = next.map { TodoJSON($0, today: today) }
    }

    private enum CodingKeys: String, CodingKey {
        case next
    }

    public func encode(to encoder: any Encoder) throws {
        try completed.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(next, forKey: .next)
    }
}
