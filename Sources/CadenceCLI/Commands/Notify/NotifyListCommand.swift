import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices
import CadenceStorage

/// `cadence notify list`.
struct NotifyListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List notification channels.")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let channels = try await NotificationChannels(service: context.service).list(for: context.user)
        try context.output.emit(channels.map { NotificationChannelJSON($0, showSecret: false) }) {
            guard !channels.isEmpty else {
                return LocalText(localizer: context.output.localizer).localized(
                    "No channels. Add one: {command}", ["command": "cadence notify add webhook URL"])
            }
            return channels.map { "#\($0.id) \($0.kind.rawValue) \($0.url)" }.joined(separator: "\n")
        }
    }
}
