import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence habit show H`: a habit's definition, with its current streak and recent rates.
struct HabitShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a habit's definition and how it is going.",
        discussion: """
            Examples:
              cadence habit show Run
              cadence habit show 3 --json
            """)

    @OptionGroup var habit: HabitArgument

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let categories = try await context.categories()
        if context.output.isJSON {
            try context.output.emit(HabitJSON(habit, categories: categories)) { "" }
            return
        }
        let statistics = try await context.service.statistics(of: habit.id, for: context.user)
        try context.output.emit(HabitJSON(habit, categories: categories)) {
            HabitDetailView(
                habit: habit, categories: categories, statistics: statistics, style: context.output.style,
                text: LocalText(localizer: context.output.localizer)
            )
            .render()
        }
    }
}
