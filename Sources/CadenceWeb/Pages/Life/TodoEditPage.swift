import CadenceCore

/// One to-do's edit form (docs/web.md "To-dos"): title, due day, priority, repeat and notes.
struct TodoEditPage {
    let todo: Todo
    let echo: FormEcho?
    let csrfField: HTML
    var text = WebText()

    var body: HTML {
        let form = "todo-edit-form"
        return """
            <section class="card narrow">
            <h1>\(text.localized("Edit to-do"))</h1>
            \(FormEcho.errorBox(echo, form: form))
            <form id="\(form)" class="stack" method="post" action="/todos/\(todo.id)/edit">\(csrfField)
            <label>\(text.localized("Title"))<input name="title" type="text" maxlength="\(TodoValidator.maximumTitleLength)" \
            value="\(FormEcho.value(echo, form: form, "title", or: todo.title))" required></label>
            \(TodoFields.dueAndPriority(
                due: FormEcho.value(echo, form: form, "due", or: todo.due?.description ?? ""),
                priority: FormEcho.value(echo, form: form, "priority", or: todo.priority.rawValue),
                repeatText: FormEcho.value(echo, form: form, "repeat", or: todo.repeatRule?.text ?? "never"), text: text))
            <label>\(text.localized("Notes")) <span class="muted">(\(text.localized("optional")))</span><textarea name="notes" rows="4">\
            \n\(FormEcho.value(echo, form: form, "notes", or: todo.notes ?? ""))</textarea></label>
            <div class="actions"><button class="primary" id="save-todo">\(text.localized("Save"))</button>\
            <a class="button" href="/todos">\(text.localized("Cancel"))</a></div>
            </form>
            </section>
            """
    }
}
