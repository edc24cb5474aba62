import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence remind delete ID`.
struct RemindDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a reminder (its id is in `remind list`).")

    @Argument(help: "The reminder's id.")
    var id: ReminderID

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        try await context.service.deleteReminder(id, for: context.user)
        try context.output.emit(["deleted": id]) {
            LocalText(localizer: context.output.localizer).localized("Deleted reminder {id}.", ["id": String(id)])
        }
    }
}
