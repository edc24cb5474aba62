import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices
import CadenceStorage

/// `cadence notify log [--limit N]`: deliveries, the latest firing first.
struct NotifyLogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "log", abstract: "Show the delivery log.")

    @Option(help: "How many deliveries (1–1000, default 50).")
    var limit = 50

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let log = try await NotificationChannels(service: context.service).log(for: context.user, limit: limit)
        try context.output.emit(log.map(ReminderDeliveryJSON.init)) {
            let text = LocalText(localizer: context.output.localizer)
            guard !log.isEmpty else { return text.localized("Nothing delivered yet.") }
            return log.map { delivery in
                "\(text.mediumDate(delivery.firing.day)) \(delivery.firing.localTime) \(delivery.firing.habitName) → #\(delivery.channelID): "
                    + text.deliveryStatus(delivery.status) + (delivery.lastError.map { " (\($0))" } ?? "")
            }.joined(separator: "\n")
        }
    }
}
