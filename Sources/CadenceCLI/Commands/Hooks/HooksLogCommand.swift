import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices

/// `cadence hooks log ID [--limit N]`: the endpoint's recent deliveries, the latest first.
struct HooksLogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "log", abstract: "Show a webhook endpoint's recent deliveries.")

    @Argument(help: "The endpoint's id.")
    var id: Int64

    @Option(help: "How many deliveries to show (1–1000).")
    var limit: Int = 50

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let messages = try await Webhooks(service: context.service).log(id, for: context.user, limit: limit)
        try context.output.emit(messages.map(WebhookDeliveryJSON.init)) {
            let text = LocalText(localizer: context.output.localizer)
            guard !messages.isEmpty else { return text.localized("No deliveries yet.") }
            return messages.map { message in
                let detail = [message.lastStatus.map { "HTTP \($0)" }, message.lastError].compactMap { $0 }.first ?? ""
                return "\(message.messageID) \(message.type) \(text.webhookStatus(message.status)) ×\(message.attempts) \(detail)"
            }.joined(separator: "\n")
        }
    }
}
