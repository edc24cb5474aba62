import CadenceCore
import CadenceHTTP
import CadenceServices
import Hummingbird

/// The to-do pages (docs/web.md "To-dos"; docs/domain-rules.md §12 "To-dos"): `GET /todos` with
/// its filters (`open`, `today`, `all`, `done`), add, complete (with undo), reopen, edit and
/// delete. Each POST is one service call (one transaction) and redirects back to the list it
/// came from; a refused form comes back with its message and values (422).
struct TodoPagesController {
    typealias Context = CadenceRequestContext

    let dependencies: ServerDependencies

    var endpoints: RouteCollection<Context> {
        let routes = RouteCollection(context: Context.self)
        routes.get("todos", use: list)
        routes.post("todos", use: add)
        routes.post("todos/{id}/complete", use: complete)
        routes.post("todos/{id}/undo", use: undo)
        routes.post("todos/{id}/reopen", use: reopen)
        routes.post("todos/{id}/delete", use: delete)
        routes.get("todos/{id}/edit", use: editForm)
        routes.post("todos/{id}/edit", use: update)
        return routes
    }

    private var service: CadenceService { dependencies.service }

    @Sendable func list(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        return try await listPage(visit, user: try visit.user(), filter: TodoFilter(visit.query("filter")), echo: nil)
    }

    @Sendable func add(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let filter = TodoFilter(form["filter"])
        do {
            _ = try await service.addTodo(
                title: form["title"] ?? "", due: try form.day("due"), priority: try Self.priority(form), notes: form["notes"],
                repeatRule: try Self.repeatRule(form), for: user)
            return visit.redirect(to: "/todos?filter=\(filter.rawValue)&added=1")
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            return try await listPage(
                visit, user: user, filter: filter,
                echo: FormEcho(form: "todo-form", error: error, values: form, localizer: try await visit.localizer()))
        }
    }

    /// Completes a to-do; the list then offers to undo it (and names the next one of a repeat).
    @Sendable func complete(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "to-do")
        let done = try await service.completeTodo(id, for: user)
        let next = done.next.map { "&next=\($0.id)" } ?? ""
        return visit.redirect(to: "/todos?filter=\(TodoFilter(form["filter"]).rawValue)&completed=\(id)\(next)")
    }

    /// Undoes a completion: reopens it and removes the occurrence it created.
    @Sendable func undo(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "to-do")
        let next = form["next"].flatMap { Int64($0) }.flatMap { $0 > 0 ? $0 : nil }
        try await service.undoTodoCompletion(id, next: next, for: user)
        return visit.redirect(to: "/todos?filter=\(TodoFilter(form["filter"]).rawValue)")
    }

    @Sendable func reopen(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        _ = try await service.reopenTodo(try PathParameters(context: context).id("id", of: "to-do"), for: user)
        return visit.redirect(to: "/todos?filter=\(TodoFilter(form["filter"]).rawValue)")
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let id = try PathParameters(context: context).id("id", of: "to-do")
        try await service.deleteTodo(id, for: user)
        // docs/web.md "Undo a delete": the list shows the undo toast.
        let list = "/todos?filter=\(TodoFilter(form["filter"]).rawValue)"
        return visit.redirect(to: UndoToast.redirectPath(list, undoing: .init(kind: .todo, id: id)))
    }

    @Sendable func editForm(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let todo = try await service.todo(try PathParameters(context: context).id("id", of: "to-do"), of: user)
        let localizer = try await visit.localizer()
        let text = WebText(localizer)
        let page = TodoEditPage(todo: todo, echo: nil, csrfField: visit.csrfField, text: text)
        return try await visit.page(text.localized("Edit to-do"), section: .todos, body: page.body, localizer: localizer)
    }

    @Sendable func update(_ request: Request, context: Context) async throws -> Response {
        let visit = WebVisit(request, context, dependencies)
        let user = try visit.user()
        let form = try await visit.form()
        let todo = try await service.todo(try PathParameters(context: context).id("id", of: "to-do"), of: user)
        do {
            let due = try form.day("due")
            let priority = try Self.priority(form)
            let rule = try Self.repeatRule(form)
            try await service.updateTodo(todo.id, for: user) { edited in
                edited.title = form["title"] ?? ""
                edited.due = due
                edited.priority = priority
                edited.notes = form["notes"]
                edited.repeatRule = rule
            }
            return visit.redirect(to: "/todos?saved=1")
        } catch let error as CadenceError where FormEcho.isFormRefusal(error) {
            let localizer = try await visit.localizer()
            let text = WebText(localizer)
            let page = TodoEditPage(
                todo: todo, echo: FormEcho(form: "todo-edit-form", error: error, values: form, localizer: localizer),
                csrfField: visit.csrfField, text: text)
            return try await visit.page(
                text.localized("Edit to-do"), section: .todos, status: .unprocessableContent, body: page.body, localizer: localizer)
        }
    }

    static func priority(_ form: FormData) throws(CadenceError) -> TodoPriority {
        guard let name = form["priority"] else { return .medium }
        guard let priority = TodoPriority(rawValue: name) else {
            throw CadenceError(.targetInvalid, field: "priority", "priority is low, medium or high")
        }
        return priority
    }

    static func repeatRule(_ form: FormData) throws(CadenceError) -> TodoRepeat? {
        guard let text = form["repeat"], text != "never" else { return nil }
        guard let rule = TodoRepeat(text) else {
            throw CadenceError(.everyNDaysOutOfRange, field: "repeat", "repeat is daily, weekly, monthly or every N days (1–365)")
        }
        return rule
    }

    private func listPage(_ visit: WebVisit, user: UserID, filter: TodoFilter, echo: FormEcho?) async throws -> Response {
        let todos = try await service.todos(of: user, list: filter.listKind)
        var completed: Todo?
        var next: Todo?
        if let id = visit.query("completed").flatMap({ Int64($0) }) { completed = try? await service.todo(id, of: user) }
        if let id = visit.query("next").flatMap({ Int64($0) }) { next = try? await service.todo(id, of: user) }
        let localizer = try await visit.localizer()
        let text = WebText(localizer)
        let page = TodosPage(
            todos: todos, filter: filter, today: try await service.today(for: user),
            justCompleted: completed.flatMap { $0.isCompleted ? $0 : nil }, next: next,
            notice: visit.query("added") != nil
                ? text.localized("To-do added.")
                : visit.query("deleted") != nil
                    ? text.localized("To-do deleted.") : visit.query("saved") != nil ? text.localized("To-do saved.") : nil,
            echo: echo, csrfField: visit.csrfField, focusTitle: visit.query("add") != nil && echo == nil, text: text)
        return try await visit.page(
            "To-dos", section: .todos, status: echo == nil ? .ok : .unprocessableContent, body: page.body, localizer: localizer)
    }
}
