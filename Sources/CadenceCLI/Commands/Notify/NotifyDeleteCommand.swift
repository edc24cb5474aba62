import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices
import CadenceStorage

/// `cadence notify delete ID`.
struct NotifyDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a notification channel.")

    @Argument(help: "The channel's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        try await NotificationChannels(service: context.service).delete(id, for: context.user)
        try context.output.emit(["deleted": id]) {
            LocalText(localizer: context.output.localizer).localized("Deleted channel {id}.", ["id": String(id)])
        }
    }
}
