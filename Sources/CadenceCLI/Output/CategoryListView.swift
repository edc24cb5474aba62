import CadenceCore

/// `cadence category list` (and the result of `category move`): categories in order.
struct CategoryListView {
    let categories: [Category]
    let habits: [Habit]
    let style: TerminalStyle
    var text = LocalText(localizer: .english)

    func render() -> String {
        var table = Table([
            .init("#", .right), .init("ID", .right), .init(text.localized("Category")), .init(text.localized("Habits"), .right), .init(""),
        ])
        for (index, category) in categories.enumerated() {
            let count = habits.filter { $0.categoryID == category.id }.count
            table.append([
                style.dim(text.integer(index + 1)), style.dim("\(category.id)"), text.categoryName(category), text.integer(count),
                category.isPreset ? style.dim(text.localized("built in")) : "",
            ])
        }
        return table.render(style: style)
    }
}
