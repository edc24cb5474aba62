import CadenceCore
import CadenceHTTP
import CadenceLocalization
import CadenceServices

/// The to-do tools (docs/domain-rules.md §11, §12 "To-dos"): `add_todo`, `complete_todo`,
/// `list_todos`. Nothing here deletes a to-do.
enum TodoTools {
    static var all: [CadenceTool] { [addTodo, completeTodo, listTodos] }

    static let addTodo = CadenceTool(
        "add_todo", title: "Add a to-do",
        description: """
            Add a to-do with an optional due day, priority (low, medium, high) and repeat (daily, weekly, monthly, \
            every N days). Not idempotent: each call adds one.
            """,
        parameters: [
            ToolParameter("title", .text(maxLength: TodoValidator.maximumTitleLength, nonEmpty: true), "What to do.", required: true),
            ToolParameter("due", .day, "The due day: YYYY-MM-DD, today, tomorrow, or an offset such as +3."),
            ToolParameter("priority", .choice(TodoPriority.allCases.map(\.rawValue)), "low, medium (default) or high."),
            ToolParameter("repeat", .text(maxLength: 20, nonEmpty: true), "daily, weekly, monthly, or every N days (1–365)."),
            ToolParameter("notes", .text(maxLength: TodoValidator.maximumNotesLength, nonEmpty: false), "Notes."),
        ],
        effect: .adds
    ) { arguments, context in
        var rule: TodoRepeat?
        if let text = arguments.text("repeat") {
            guard let parsed = TodoRepeat(text) else {
                throw ToolInputError("'repeat' must be daily, weekly, monthly, or every N days (1–365)")
            }
            rule = parsed
        }
        let todo = try await context.service.addTodo(
            title: arguments.text("title") ?? "", due: arguments.day("due").map { context.day($0) },
            priority: arguments.text("priority").flatMap(TodoPriority.init(rawValue:)) ?? .medium,
            notes: arguments.text("notes"), repeatRule: rule, for: context.user)
        let words = context.words
        let due = todo.due.map {
            words.isEnglish ? ToolText.when($0, today: context.today).replacingOccurrences(of: "on ", with: "") : words.due($0, today: context.today)
        }
        let values = ["id": String(todo.id), "title": todo.title, "due": due ?? ""]
        let text =
            due == nil
            ? words.localizer.localized("Added to-do #{id} {title}.", values)
            : words.localizer.localized("Added to-do #{id} {title} due {due}.", values)
        return try ToolOutput(text, json: TodoJSON(todo, today: context.today))
    }

    static let completeTodo = CadenceTool(
        "complete_todo", title: "Complete a to-do",
        description: """
            Mark a to-do done by its id (see list_todos). A repeating to-do comes back as a new one, due a period \
            after the previous due day (answered under next). Completing a done to-do is refused.
            """,
        parameters: [ToolParameter("id", .integer(1...Int(Int32.max)), "The to-do's id.", required: true)],
        effect: .sets
    ) { arguments, context in
        let id = Int64(arguments.integer("id") ?? 0)
        let (completed, next) = try await context.service.completeTodo(id, for: context.user)
        let words = context.words
        var text = words.isEnglish ? "Done: \(completed.title)." : words.localizer.localized("Done: {title}.", ["title": completed.title])
        if let next, let due = next.due {
            text += " " + words.localizer.localized("Next one (#{id}) due {due}.", ["id": String(next.id), "due": words.date(due)])
        }
        return try ToolOutput(text, json: TodoCompletionJSON(completed: completed, next: next, today: context.today))
    }

    static let listTodos = CadenceTool(
        "list_todos", title: "List to-dos",
        description: """
            The person's to-dos: open (default; overdue first, then by due day, then priority), today (due today or \
            overdue), done (completed in the last days), or all.
            """,
        parameters: [
            ToolParameter("list", .choice(["open", "today", "done", "all"]), "Which to-dos (default: open)."),
            ToolParameter("days", .integer(1...3_660), "With list done: how many days back (default 7)."),
        ],
        effect: .reads
    ) { arguments, context in
        let kind: TodoListKind
        switch arguments.text("list") ?? "open" {
        case "today": kind = .today
        case "done": kind = .done(days: arguments.integer("days") ?? 7)
        case "all": kind = .all
        default: kind = .open
        }
        let todos = try await context.service.todos(of: context.user, list: kind)
        let overdue = todos.filter { $0.isOverdue(today: context.today) }.count
        let titles = todos.prefix(20).map { "#\($0.id) \($0.title)" }.joined(separator: ", ")
        let words = context.words
        let listed = titles + (todos.count > 20 ? ", …" : "")
        let text =
            todos.isEmpty
            ? words.localizer.localized("No to-dos.")
            : words.isEnglish
                ? "\(ToolText.count(todos.count, "to-do")) (\(overdue) overdue): \(listed)."
                : words.localizer.localized(
                    one: "{count} to-do ({overdue} overdue): {titles}.", other: "{count} to-dos ({overdue} overdue): {titles}.",
                    count: todos.count, ["overdue": words.integer(overdue), "titles": listed])
        return try ToolOutput(text, list: todos.map { TodoJSON($0, today: context.today) }, key: "todos")
    }
}
