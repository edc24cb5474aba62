import CadenceCore

/// `cadence habit list`: one aligned row per habit.
struct HabitListView {
    let habits: [Habit]
    let categories: [Category]
    let style: TerminalStyle
    var text = LocalText(localizer: .english)

    func render() -> String {
        guard !habits.isEmpty else {
            return text.localized("No habits yet. Add one with `cadence habit add NAME`, or see `cadence preset list`.")
        }
        var table = Table([
            .init("#", .right), .init("ID", .right), .init(text.localized("Habit")), .init(text.localized("Goal")),
            .init(text.localized("Schedule")), .init(text.localized("Category")),
        ])
        var position = 0
        for habit in habits {
            var name = HabitText.title(of: habit)
            if habit.kind == .quit { name += style.dim(" " + text.localized("(quit)")) }
            if habit.isArchived { name = style.dim(name + " " + text.localized("(archived)")) }
            var number = ""
            if !habit.isArchived {
                position += 1
                number = text.integer(position)
            }
            table.append([
                style.dim(number), style.dim("\(habit.id)"), name, text.goal(habit.goal, kind: habit.kind),
                text.schedule(of: habit),
                text.category(of: habit, among: categories),
            ])
        }
        return table.render(style: style)
    }
}
