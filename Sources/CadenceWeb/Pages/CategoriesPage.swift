import CadenceCore

/// Managing categories (docs/web.md "categories"; docs/domain-rules.md §2): the list in its
/// order, each renamable and movable, the user's own deletable (their habits keep going,
/// uncategorised; the four presets stay), and a form to add one.
struct CategoriesPage {
    let categories: [Category]
    /// How many habits each category holds.
    let habitCounts: [CategoryID: Int]
    let echo: FormEcho?
    let csrfField: HTML
    /// The page's words and the preset categories' names in the person's language (docs/domain-rules.md §23).
    var text = WebText()

    var body: HTML {
        let rows = categories.enumerated().map { index, category -> HTML in
            let form = "rename-\(category.id)"
            let count = habitCounts[category.id] ?? 0
            let name = text.categoryName(category)
            let habits = text.localizer.localized(one: "{count} habit", other: "{count} habits", count: count, ["count": text.integer(count)])
            let confirm = text.localizer.localized(
                one: "Delete {name}? Its {count} habit stay, without a category.",
                other: "Delete {name}? Its {count} habits stay, without a category.",
                count: count, ["name": name, "count": text.integer(count)])
            let delete: HTML =
                category.isPreset
                ? "<span class=\"muted\">\(text.localized("preset"))</span>"
                : "<form method=\"post\" action=\"/categories/\(category.id)/delete\">\(csrfField)<button class=\"button small danger "
                    + "delete-category\" data-confirm=\"\(confirm)\" aria-label=\"\(text.localized("Delete {name}", ["name": name]))\">"
                    + "\(text.localized("Delete"))</button></form>"
            return """
                <li class="category-item" data-category-id="\(category.id)">
                \(FormEcho.errorBox(echo, form: form))
                <form id="\(form)" method="post" action="/categories/\(category.id)/rename" class="row">\(csrfField)
                <label><span class="visually-hidden">\(text.localized("Name of {name}", ["name": name]))</span><input name="name" maxlength="50" \
                value="\(FormEcho.value(echo, form: form, "name", or: category.name))" required></label>
                <button class="button small">\(text.localized("Rename"))</button></form>
                <span class="muted">\(habits)</span>
                <span class="actions">
                \(HTML.when(index > 0, move(category, "up", "↑", csrfField: csrfField)))
                \(HTML.when(index < categories.count - 1, move(category, "down", "↓", csrfField: csrfField)))
                \(delete)</span>
                </li>
                """
        }
        return """
            <p><a href="/settings">← \(text.localized("Settings"))</a></p>
            <h1>\(text.localized("Categories"))</h1>
            <section class="card"><ul class="life-list" id="categories">\(rows)</ul></section>
            <section class="card" aria-labelledby="category-form-title"><h2 id="category-form-title">\(text.localized("Add a category"))</h2>
            \(FormEcho.errorBox(echo, form: "category-form"))
            <form id="category-form" method="post" action="/categories" class="row">\(csrfField)
            <label>\(text.localized("Name"))\
            <input name="name" maxlength="50" value="\(FormEcho.value(echo, form: "category-form", "name"))" required></label>
            <button class="primary" id="add-category">\(text.localized("Add"))</button></form>
            </section>
            """
    }

    /// The form that moves `category` one place `direction` ("up" or "down").
    private func move(_ category: Category, _ direction: String, _ arrow: String, csrfField: HTML) -> HTML {
        let name = text.categoryName(category)
        let label =
            direction == "up" ? text.localized("Move {name} up", ["name": name]) : text.localized("Move {name} down", ["name": name])
        return "<form method=\"post\" action=\"/categories/\(category.id)/move\">\(csrfField)"
            + "<input type=\"hidden\" name=\"direction\" value=\"\(direction)\">"
            + "<button class=\"button small\" aria-label=\"\(label)\">\(arrow)</button></form>"
    }
}
