import CadenceCore

/// `cadence category list` (and the result of `category move`): categories in order.
struct CategoryListView {
    let categories: [Category]
    let habits: [Habit]
    let style: TerminalStyle

    func render() -> String {
        var table = Table([
            .init("#", .right), .init("ID", .right), .init("Category"), .init("Habits", .right), .init(""),
        ])
        for (index, category) in categories.enumerated() {
            let count = habits.filter { $0.categoryID == category.id }.count
            table.append([
                style.dim("\(index + 1)"), style.dim("\(category.id)"), category.name, "\(count)",
                category.isPreset ? style.dim("built in") : "",
            ])
        }
        return table.render(style: style)
    }
}
