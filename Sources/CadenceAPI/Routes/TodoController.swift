import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// `/api/v1/todos`: to-dos — list (open, today, done, all), add, show, change, complete,
/// reopen, delete (docs/domain-rules.md §12 "To-dos"; the same rules and JSON as `cadence todo`).
struct TodoController {
    typealias Context = CadenceRequestContext

    let dependencies: APIDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get(use: list)
        routes.post(use: add)
        routes.get("{id}", use: show)
        routes.patch("{id}", use: update)
        routes.delete("{id}", use: delete)
        routes.post("{id}/restore", use: restore)
        routes.post("{id}/complete", use: complete)
        routes.post("{id}/reopen", use: reopen)
        return routes
    }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let query = QueryParameters(request: request)
        let days = try query.integer("days", in: 1...3_660) ?? 7
        let kind: TodoListKind
        switch query.string("list") ?? "open" {
        case "open": kind = .open
        case "today": kind = .today
        case "done": kind = .done(days: days)
        case "all": kind = .all
        case let other: throw HTTPRefusal.invalidParameter("list", "expected open, today, done or all, got '\(other)'")
        }
        let todos = try await dependencies.service.todos(of: user, list: kind)
        let today = try await dependencies.service.today(for: user)
        return try JSONResponse.make(todos.map { TodoJSON($0, today: today) })
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let input = try await dependencies.bodies.decode(TodoInput.self, schema: "TodoCreate", from: request)
        let todo = try await dependencies.service.addTodo(
            title: input.title ?? "", due: input.due, priority: input.priority ?? .medium, notes: input.notes,
            repeatRule: try input.repeatRule(), for: user)
        return try JSONResponse.make(
            TodoJSON(todo, today: try await dependencies.service.today(for: user)), status: .created,
            headers: [.location: "/api/v1/todos/\(todo.id)"])
    }

    @Sendable func show(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let todo = try await dependencies.service.todo(try PathParameters(context: context).id("id", of: "to-do"), of: user)
        return try JSONResponse.make(TodoJSON(todo, today: try await dependencies.service.today(for: user)))
    }

    /// Replaces the given fields; `null` clears `due`, `notes` or `repeat`.
    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "to-do")
        let body = try await dependencies.bodies.object(schema: "TodoPatch", from: request)
        let input: TodoInput
        do {
            input = try JSONValue.object(body.filter { $0.value != .null }).decoded(as: TodoInput.self)
        } catch {
            throw HTTPRefusal.malformedBody(DecodingFailureText.message(for: error))
        }
        let cleared = Set(body.filter { $0.value == .null }.keys).intersection(TodoInput.clearableKeys)
        let rule = try input.repeatRule()
        let todo = try await dependencies.service.updateTodo(id, for: user) { todo in
            if let title = input.title { todo.title = title }
            if let due = input.due { todo.due = due }
            if let priority = input.priority { todo.priority = priority }
            if let notes = input.notes { todo.notes = notes }
            if let rule { todo.repeatRule = rule }
            if cleared.contains("due") { todo.due = nil }
            if cleared.contains("notes") { todo.notes = nil }
            if cleared.contains("repeat") { todo.repeatRule = nil }
        }
        return try JSONResponse.make(TodoJSON(todo, today: try await dependencies.service.today(for: user)))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        try await dependencies.service.deleteTodo(try PathParameters(context: context).id("id", of: "to-do"), for: user)
        return JSONResponse.noContent()
    }

    /// docs/domain-rules.md "§14 Undo and the trash": puts a deleted to-do back with
    /// its id; 404 `notInTrash` when the trash does not hold it.
    @Sendable func restore(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let todo = try await dependencies.service.restoreTodo(try PathParameters(context: context).id("id", of: "to-do"), for: user)
        return try JSONResponse.make(TodoJSON(todo, today: try await dependencies.service.today(for: user)))
    }

    /// Completes a to-do; a repeating one answers the next it created under `next`.
    @Sendable func complete(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let id = try PathParameters(context: context).id("id", of: "to-do")
        let (completed, next) = try await dependencies.service.completeTodo(id, for: user)
        let today = try await dependencies.service.today(for: user)
        return try JSONResponse.make(TodoCompletionJSON(completed: completed, next: next, today: today))
    }

    @Sendable func reopen(_ request: Request, context: Context) async throws -> Response {
        let user = try context.requireUser()
        let todo = try await dependencies.service.reopenTodo(try PathParameters(context: context).id("id", of: "to-do"), for: user)
        return try JSONResponse.make(TodoJSON(todo, today: try await dependencies.service.today(for: user)))
    }
}
