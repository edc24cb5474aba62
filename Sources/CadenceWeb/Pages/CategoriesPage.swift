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

    var body: HTML {
        let rows = categories.enumerated().map { index, category -> HTML in
            let form = "rename-\(category.id)"
            let count = habitCounts[category.id] ?? 0
            let delete: HTML =
                category.isPreset
                ? "<span class=\"muted\">preset</span>"
                : "<form method=\"post\" action=\"/categories/\(category.id)/delete\">\(csrfField)<button class=\"button small danger "
                    + "delete-category\" data-confirm=\"Delete \(category.name)? Its \(count) habit\(count == 1 ? "" : "s") stay, without a "
                    + "category.\" aria-label=\"Delete \(category.name)\">Delete</button></form>"
            return """
                <li class="category-item" data-category-id="\(category.id)">
                \(FormEcho.errorBox(echo, form: form))
                <form id="\(form)" method="post" action="/categories/\(category.id)/rename" class="row">\(csrfField)
                <label><span class="visually-hidden">Name of \(category.name)</span><input name="name" maxlength="50" \
                value="\(FormEcho.value(echo, form: form, "name", or: category.name))" required></label>
                <button class="button small">Rename</button></form>
                <span class="muted">\(Wording.count(count, "habit"))</span>
                <span class="actions">
                \(HTML.when(index > 0, move(category, "up", "↑", csrfField: csrfField)))
                \(HTML.when(index < categories.count - 1, move(category, "down", "↓", csrfField: csrfField)))
                \(delete)</span>
                </li>
                """
        }
        return """
            <p><a href="/settings">← Settings</a></p>
            <h1>Categories</h1>
            <section class="card"><ul class="life-list" id="categories">\(rows)</ul></section>
            <section class="card" aria-labelledby="category-form-title"><h2 id="category-form-title">Add a category</h2>
            \(FormEcho.errorBox(echo, form: "category-form"))
            <form id="category-form" method="post" action="/categories" class="row">\(csrfField)
            <label>Name<input name="name" maxlength="50" value="\(FormEcho.value(echo, form: "category-form", "name"))" required></label>
            <button class="primary" id="add-category">Add</button></form>
            </section>
            """
    }

    /// The form that moves `category` one place `direction` ("up" or "down").
    private func move(_ category: Category, _ direction: String, _ arrow: String, csrfField: HTML) -> HTML {
        "<form method=\"post\" action=\"/categories/\(category.id)/move\">\(csrfField)"
            + "<input type=\"hidden\" name=\"direction\" value=\"\(direction)\">"
            + "<button class=\"button small\" aria-label=\"Move \(category.name) \(direction)\">\(arrow)</button></form>"
    }
}
