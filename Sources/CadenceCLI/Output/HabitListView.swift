import CadenceCore

/// `cadence habit list`: one aligned row per habit.
struct HabitListView {
    let habits: [Habit]
    let categories: [Category]
    let style: TerminalStyle

    func render() -> String {
        guard !habits.isEmpty else {
            return "No habits yet. Add one with `cadence habit add NAME`, or see `cadence preset list`."
        }
        var table = Table([
            .init("#", .right), .init("ID", .right), .init("Habit"), .init("Goal"), .init("Schedule"),
            .init("Category"),
        ])
        var position = 0
        for habit in habits {
            var name = HabitText.title(of: habit)
            if habit.kind == .quit { name += style.dim(" (quit)") }
            if habit.isArchived { name = style.dim(name + " (archived)") }
            var number = ""
            if !habit.isArchived {
                position += 1
                number = "\(position)"
            }
            table.append([
                style.dim(number), style.dim("\(habit.id)"), name, HabitText.goal(of: habit),
                HabitText.schedule(of: habit),
                HabitText.category(of: habit, among: categories),
            ])
        }
        return table.render(style: style)
    }
}
