import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence habit unarchive H`: brings an archived habit back.
struct HabitUnarchiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unarchive",
        abstract: "Bring an archived habit back.",
        discussion: """
            Examples:
              cadence habit unarchive Run
            """)

    @OptionGroup var habit: HabitArgument

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let restored = try await context.service.unarchiveHabit(habit.id, for: context.user)
        let categories = try await context.categories()
        try context.output.emit(HabitJSON(restored, categories: categories)) {
            LocalText(localizer: context.output.localizer).localized(
                "Unarchived {name}; it is back in today's list.", ["name": context.output.style.bold(restored.name)])
        }
    }
}
