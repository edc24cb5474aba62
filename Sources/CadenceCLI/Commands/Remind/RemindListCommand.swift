import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence remind list [H]`: every reminder (of one habit), with its id.
struct RemindListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List reminders with their ids.")

    @Argument(help: "Only this habit's (name, id or prefix).")
    var habit: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let only: Habit? = if let habit { try await context.habit(habit) } else { nil }
        let rows = try await context.service.reminderEntries(of: context.user, habit: only?.id)
        try context.output.emit(rows.map { ReminderEntryJSON($0.0, habit: $0.1) }) {
            let text = LocalText(localizer: context.output.localizer)
            guard !rows.isEmpty else {
                return text.localized("No reminders. Add one: {command}", ["command": "cadence remind add HABIT 07:00"])
            }
            return rows.map { RemindText.line($0.0, habit: $0.1, style: context.output.style, text: text) }.joined(separator: "\n")
        }
    }
}
