import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence habit list [--archived]`: the habits in the user's order.
struct HabitListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your habits.",
        discussion: """
            Examples:
              cadence habit list
              cadence habit list --archived --json
            """)

    @Flag(help: "Include archived habits.")
    var archived = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habits = try await context.service.habits(of: context.user, includeArchived: archived)
        let categories = try await context.categories()
        try context.output.emit(habits.map { HabitJSON($0, categories: categories) }) {
            HabitListView(
                habits: habits, categories: categories, style: context.output.style,
                text: LocalText(localizer: context.output.localizer)
            )
            .render()
        }
    }
}
