import CadenceCore

/// The to-do page (docs/web.md "To-dos"; docs/domain-rules.md §12 "To-dos"): filters, the list
/// in the API's order (overdue first), a check box per open to-do that completes it, an undo
/// after a completion (naming the next occurrence of a repeating one), and a form to add one
/// with a due day, priority and repeat. In the person's language (docs/domain-rules.md §23).
struct TodosPage {
    let todos: [Todo]
    let filter: TodoFilter
    let today: Day
    /// The to-do just completed, for the undo bar.
    let justCompleted: Todo?
    /// The occurrence that completion created, when it repeats.
    let next: Todo?
    let notice: String?
    let echo: FormEcho?
    let csrfField: HTML
    /// Home's quick action ("Add a to-do", `/todos?add=1`): the title field takes the focus, so
    /// typing starts at once (docs/web.md "Home").
    var focusTitle = false
    var text = WebText()

    var body: HTML {
        """
        <h1>\(text.localized("To-dos"))</h1>
        \(undoBar)
        \(notice.map { notice -> HTML in "<p class=\"notice\" id=\"todo-notice\" role=\"status\">\(notice)</p>" })
        <nav class="filter-pills" aria-label="\(text.localized("Which to-dos"))">\(filters)</nav>
        <section class="card" aria-labelledby="list-title"><h2 id="list-title" class="visually-hidden">\
        \(text.localized("{filter} to-dos", ["filter": filter.title(text)]))</h2>\(list)</section>
        \(addForm)
        """
    }

    private var filterField: HTML { "<input type=\"hidden\" name=\"filter\" value=\"\(filter.rawValue)\">" }

    private var filters: HTML {
        .joined(
            TodoFilter.allCases.map { option in
                "<a class=\"pill filter-\(option.rawValue)\" "
                    + "href=\"/todos?filter=\(option.rawValue)\"\(HTML.when(option == filter, " aria-current=\"page\""))>\(option.title(text))</a>"
            }, separator: " ")
    }

    private var undoBar: HTML {
        guard let done = justCompleted else { return .empty }
        let nextText: HTML =
            next.map { next -> HTML in
                let words = next.due.map { text.localized("Next one due {day}.", ["day": text.shortDay($0)]) } ?? text.localized("Next one added.")
                return " \(words)"
            } ?? .empty
        return """
            <div class="toast" id="todo-undo" role="status">
            <span>\(text.html(text.localized("Done: {title}."), ["title": "<strong>\(done.title)</strong>"]))\(nextText)</span>
            <form method="post" action="/todos/\(done.id)/undo">\
            \(csrfField)\(filterField)\(next.map { next -> HTML in "<input type=\"hidden\" name=\"next\" value=\"\(next.id)\">" })<button \
            class="button small" id="undo-todo">\(text.localized("Undo"))</button></form>
            </div>
            """
    }

    private var list: HTML {
        guard !todos.isEmpty else {
            let empty =
                switch filter {
                case .today: text.localized("Nothing due today.")
                case .done: text.localized("Nothing done in the last 30 days.")
                case .open, .all: text.localized("No to-dos. Add one below.")
                }
            return "<p class=\"muted\" id=\"no-todos\">\(empty)</p>"
        }
        return "<ul class=\"life-list\" id=\"todo-list\">\(todos.map(row))</ul>"
    }

    private func row(_ todo: Todo) -> HTML {
        let overdue = todo.isOverdue(today: today)
        let check: HTML =
            todo.isCompleted
            ? """
            <form method="post" action="/todos/\(todo.id)/reopen">\(csrfField)\(filterField)<button class="todo-check checked" role="checkbox" \
            aria-checked="true" aria-label="\(text.localized("Done: {title}. Reopen", ["title": todo.title]))">✓</button></form>
            """
            : """
            <form method="post" action="/todos/\(todo.id)/complete">\(csrfField)\(filterField)<button class="todo-check" role="checkbox" \
            aria-checked="false" aria-label="\(text.localized("Complete {title}", ["title": todo.title]))"></button></form>
            """
        var details: [String] = []
        if let due = todo.due {
            let day = ["day": text.shortDay(due)]
            details.append(
                overdue
                    ? text.localized("overdue since {day}", day) : due == today ? text.localized("due today") : text.localized("due {day}", day))
        }
        if todo.priority == .high { details.append(text.localized("high priority")) }
        if todo.priority == .low { details.append(text.localized("low priority")) }
        if let rule = todo.repeatRule { details.append(text.localized("repeats {rule}", ["rule": TodoFields.repeatName(rule, text: text)])) }
        return """
            <li class="todo\(HTML.when(overdue, " overdue"))\(HTML.when(todo.isCompleted, " done"))" data-todo-id="\(todo.id)" \
            data-priority="\(todo.priority.rawValue)"\(todo.due.map { due -> HTML in " data-due=\"\(due)\"" })>
            \(check)
            <span class="todo-text"><span class="todo-title">\(todo.title)</span>\
            \(HTML.when(!details.isEmpty, "<span class=\"muted todo-details\">\(details.joined(separator: " · "))</span>"))</span>
            <span class="actions"><a class="button small" href="/todos/\(todo.id)/edit" \
            aria-label="\(text.localized("Edit {title}", ["title": todo.title]))">\(text.localized("Edit"))</a>
            <form method="post" action="/todos/\(todo.id)/delete">\(csrfField)\(filterField)<button class="button small danger delete-todo" \
            aria-label="\(text.localized("Delete {title}", ["title": todo.title]))">\(text.localized("Delete"))</button></form></span>
            </li>
            """
    }

    private var addForm: HTML {
        let form = "todo-form"
        return """
            <section class="card" aria-labelledby="\(form)-title">
            <h2 id="\(form)-title">\(text.localized("Add a to-do"))</h2>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/todos">\(csrfField)\(filterField)
            <label>\(text.localized("Title"))<input name="title" type="text" maxlength="\(TodoValidator.maximumTitleLength)" \
            value="\(FormEcho.value(echo, form: form, "title"))" required\(HTML.when(focusTitle, " autofocus"))></label>
            \(TodoFields.dueAndPriority(
                due: FormEcho.value(echo, form: form, "due"), priority: FormEcho.value(echo, form: form, "priority", or: "medium"),
                repeatText: FormEcho.value(echo, form: form, "repeat", or: "never"), text: text))
            <div class="actions"><button class="primary" id="add-todo">\(text.localized("Add"))</button></div>
            </form>
            </section>
            """
    }
}
