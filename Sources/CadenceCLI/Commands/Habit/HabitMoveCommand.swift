import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence habit move H --to POSITION`: reorders the active habits.
struct HabitMoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move",
        abstract: "Move a habit to another position in your list.",
        discussion: """
            Positions start at 1 (the top), as numbered by `cadence habit list`.

            Examples:
              cadence habit move Water --to 1
            """)

    @OptionGroup var habit: HabitArgument

    @Option(help: ArgumentHelp("The new position, 1 being the top.", valueName: "position"))
    var to: Int

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let habits = try await context.service.moveHabit(habit.id, toPosition: to, for: context.user)
        let categories = try await context.categories()
        try context.output.emit(habits.map { HabitJSON($0, categories: categories) }) {
            HabitListView(habits: habits, categories: categories, style: context.output.style, text: LocalText(localizer: context.output.localizer))
                .render()
        }
    }
}
