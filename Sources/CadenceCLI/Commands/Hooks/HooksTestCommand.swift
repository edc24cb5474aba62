import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices
import Foundation
import Logging

/// `cadence hooks test ID`: queues a `webhook.test` message, runs one delivery pass and shows
/// how the message stands (`delivered`, or `pending` with its retry, or `failed`).
struct HooksTestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "test", abstract: "Send a test event to a webhook endpoint.")

    @Argument(help: "The endpoint's id.")
    var id: Int64

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let webhooks = Webhooks(service: context.service, policy: NotifyHosts.current)
        let queued = try await webhooks.test(id, for: context.user)
        var logger = Logger(label: "cadence.hooks")
        logger.logLevel = .critical
        let policy = WebhookPolicy(environment: ProcessInfo.processInfo.environment)
        let sender = HTTPNotificationSender(policy: NotifyHosts.current)
        try await WebhookDeliveryLoop(service: context.service, sender: sender, policy: policy, logger: logger).tick()
        let message = try await webhooks.log(id, for: context.user, limit: 50).first { $0.messageID == queued.messageID }
        let shown = WebhookDeliveryJSON(message ?? queued)
        try context.output.emit(shown) {
            let text = LocalText(localizer: context.output.localizer)
            return text.localized("Test {id}: {status}", ["id": shown.id, "status": text.webhookStatus(named: shown.status)])
                + (shown.lastError.map { " (\($0))" } ?? "")
        }
    }
}
