import CadenceCore
import CadenceStorage
import Foundation

/// Which to-dos a list shows (docs/domain-rules.md §12 "To-dos").
public enum TodoListKind: Sendable, Hashable {
    /// Open ones: overdue first, then by due day, then priority.
    case open
    /// Open ones due today or overdue.
    case today
    /// Completed in the last N days, the latest first.
    case done(days: Int)
    /// Open ones, then completed ones.
    case all
}

extension CadenceService {
    /// docs/domain-rules.md §12 "To-dos": adds an open to-do, checked by `TodoValidator`.
    public func addTodo(
        title: String, due: Day? = nil, priority: TodoPriority = .medium, notes: String? = nil,
        repeatRule: TodoRepeat? = nil, for user: UserID
    ) async throws -> Todo {
        var todo = try TodoValidator.validated(
            Todo(title: title, due: due, priority: priority, notes: notes, repeatRule: repeatRule, createdAt: now))
        let ids = try await write([.insertTodo(todo)], for: user, at: now)
        todo.id = ids.last ?? 0
        return todo
    }

    /// One of the user's to-dos.
    public func todo(_ id: TodoID, of user: UserID) async throws -> Todo {
        guard let todo = try await store.todo(id, of: user) else {
            throw CadenceError(.notFound, field: "id", "no to-do with id \(id)")
        }
        return todo
    }

    /// A list of the user's to-dos (`done` covers 1–3,660 days).
    public func todos(of user: UserID, list: TodoListKind = .open) async throws -> [Todo] {
        let todos = try await store.todos(of: user)
        let calendar = try await calendar(for: user)
        let today = calendar.day(containing: now)
        switch list {
        case .open: return TodoList.open(todos, today: today)
        case .today: return TodoList.dueToday(todos, today: today)
        case .all: return TodoList.all(todos, today: today)
        case .done(let days):
            guard (1...3_660).contains(days) else {
                throw CadenceError(.dateRangeInvalid, field: "days", "the completed list covers 1 to 3660 days")
            }
            return TodoList.done(todos, days: days, today: today, calendar: calendar)
        }
    }

    /// Changes a to-do's title, due day, priority, notes or repeat (`change` edits a copy).
    @discardableResult
    public func updateTodo(_ id: TodoID, for user: UserID, _ change: (inout Todo) -> Void) async throws -> Todo {
        var todo = try await self.todo(id, of: user)
        change(&todo)
        todo.id = id
        todo = try TodoValidator.validated(todo)
        try await write([.updateTodo(todo)], for: user, at: now)
        todo.updatedAt = now
        return todo
    }

    /// docs/domain-rules.md §12 "To-dos": completes an open to-do now and, when it repeats,
    /// creates its next occurrence one period after its due day — both in one transaction.
    /// Answers the completed to-do and the new one.
    public func completeTodo(_ id: TodoID, for user: UserID) async throws -> (completed: Todo, next: Todo?) {
        var todo = try await self.todo(id, of: user)
        guard !todo.isCompleted else {
            throw CadenceError(.alreadyCompleted, field: "id", "to-do \(id) is already done; reopen it first")
        }
        let instant = now
        todo.completedAt = instant
        var next = todo.nextOccurrence(completedOn: try await today(for: user), at: instant)
        var changes: [StoreChange] = [.updateTodo(todo)]
        if let next { changes.append(.insertTodo(next)) }
        let ids = try await write(changes, for: user, at: instant)
        todo.updatedAt = instant
        if next != nil { next?.id = ids.last ?? 0 }
        return (todo, next)
    }

    /// Reopens a completed to-do. A repeating to-do's next occurrence, already created, stays.
    public func reopenTodo(_ id: TodoID, for user: UserID) async throws -> Todo {
        var todo = try await self.todo(id, of: user)
        guard todo.isCompleted else { throw CadenceError(.notCompleted, field: "id", "to-do \(id) is not done") }
        todo.completedAt = nil
        try await write([.updateTodo(todo)], for: user, at: now)
        todo.updatedAt = now
        return todo
    }

    /// docs/domain-rules.md §12 "To-dos": undoes a completion — reopens the to-do and deletes
    /// the occurrence that completing it created (`next`), in one transaction. The next one is
    /// kept when it was completed or changed since (it is then the person's own).
    @discardableResult
    public func undoTodoCompletion(_ id: TodoID, next nextID: TodoID?, for user: UserID) async throws -> Todo {
        var todo = try await self.todo(id, of: user)
        guard let completedAt = todo.completedAt else {
            throw CadenceError(.notCompleted, field: "id", "to-do \(id) is not done")
        }
        todo.completedAt = nil
        var changes: [StoreChange] = [.updateTodo(todo)]
        if let nextID, nextID != id, let next = try await store.todo(nextID, of: user), !next.isCompleted,
            next.createdAt == completedAt, next.updatedAt == completedAt, next.title == todo.title
        {
            changes.append(.deleteTodo(nextID))
        }
        try await write(changes, for: user, at: now)
        todo.updatedAt = now
        return todo
    }

    /// Deletes one of the user's to-dos into the trash, whence `restoreTodo` brings it back
    /// (docs/domain-rules.md "§14 Undo and the trash").
    public func deleteTodo(_ id: TodoID, for user: UserID) async throws {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            try await moveToTrash(.todo(try await todo(id, of: user)), readAt: revision, for: user)
        }
    }
}
