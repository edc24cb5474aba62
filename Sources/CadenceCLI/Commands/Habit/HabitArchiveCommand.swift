import ArgumentParser
import CadenceServices
import CadenceStorage

/// `cadence habit archive H`: a soft delete — out of today's list and summaries, history kept.
struct HabitArchiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "archive",
        abstract: "Archive a habit: it leaves today's list, and keeps its history.",
        discussion: """
            Examples:
              cadence habit archive Run
              cadence habit list --archived
            """)

    @OptionGroup var habit: HabitArgument

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        let archived = try await context.service.archiveHabit(habit.id, for: context.user)
        let categories = try await context.categories()
        try context.output.emit(HabitJSON(archived, categories: categories)) {
            let text = LocalText(localizer: context.output.localizer)
            let command = "cadence habit unarchive \(CommandLineText.quoted(archived.name))"
            return text.localized(
                "Archived {name}. Its history is kept; bring it back with `{command}`.",
                ["name": context.output.style.bold(archived.name), "command": command])
        }
    }
}
