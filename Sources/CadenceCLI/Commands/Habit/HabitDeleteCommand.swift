import ArgumentParser
import CadenceServices
import CadenceStorage
import Foundation

/// `cadence habit delete H [--yes]`: removes a habit with its check-ins, day records and
/// reminders. Asks first on a terminal; elsewhere requires `--yes`.
struct HabitDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a habit with all its check-ins (consider `habit archive`).",
        discussion: """
            On a terminal, asks for confirmation; in scripts, pass --yes.

            Examples:
              cadence habit delete Run
              cadence habit delete 3 --yes --json
            """)

    @OptionGroup var habit: HabitArgument

    @Flag(name: [.short, .long], help: "Delete without asking.")
    var yes = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let habit = try await context.habit(self.habit)
        if !yes {
            let count = try await context.service.entries(of: habit.id, for: context.user).count
            guard Console.stdinIsTerminal else {
                throw CommandFailure(
                    code: "confirmationRequired",
                    "deleting '\(habit.name)' removes its \(count) check-ins; "
                        + "pass --yes to confirm (or archive it instead)")
            }
            let noun = count == 1 ? "check-in" : "check-ins"
            Console.prompt("Delete '\(habit.name)' and its \(count) \(noun)? [y/N] ")
            let answer = (Console.readAnswer() ?? "").trimmingCharacters(in: .whitespaces).lowercased()
            guard answer == "y" || answer == "yes" else {
                Console.error("Kept '\(habit.name)'.")
                return
            }
        }
        try await context.service.deleteHabit(habit.id, for: context.user)
        let categories = try await context.categories()
        try context.output.emit(HabitJSON(habit, categories: categories)) {
            LocalText(localizer: context.output.localizer).localized(
                "Deleted {name} and its history.", ["name": context.output.style.bold(habit.name)])
        }
    }
}
