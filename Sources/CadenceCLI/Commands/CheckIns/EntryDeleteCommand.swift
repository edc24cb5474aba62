import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence entry delete ID`: deletes one check-in (docs/domain-rules.md §3).
struct EntryDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete one check-in by its id (see `cadence entries`).",
        discussion: """
            Examples:
              cadence entry delete 42
            """)

    @Argument(help: "The check-in's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let removed = try await context.service.deleteCheckIn(id, for: context.user)
        let habit = try await context.service.habit(removed.habitID, of: context.user)
        try context.output.emit(EntryJSON(removed, habit: habit)) {
            let text = LocalText(localizer: context.output.localizer)
            let name = context.output.style.bold(HabitText.title(of: habit))
            guard text.isEnglish else {
                let values = [
                    "id": String(removed.id), "name": name, "day": text.longDate(removed.day),
                    "amount": text.amount(removed.amount, unit: habit.goal.unit ?? "×"),
                ]
                return text.localized("Deleted check-in {id}: {name}, {day}, {amount}", values)
            }
            let amount = Formatting.amount(removed.amount, unit: habit.goal.unit ?? "×")
            return "Deleted check-in \(removed.id): \(name), \(removed.day), \(amount)"
        }
    }
}
