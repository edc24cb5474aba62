import ArgumentParser
import CadenceCore
import CadenceDelivery
import CadenceServices
import CadenceStorage
import Foundation
import Logging
import ServiceLifecycle

/// `cadence remind run [--once] [--interval S]`: delivers reminders without the server — for a
/// single-user install, or from cron with `--once` (docs/domain-rules.md §9 "Delivery").
struct RemindRunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Deliver reminders to your channels until stopped (or once).")

    @Flag(help: "One pass, then exit (for cron).")
    var once = false

    @Option(help: "Seconds between passes (5–3600, default 15).")
    var interval = 15

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        guard (5...3_600).contains(interval) else { throw ValidationError("--interval is 5 to 3600 seconds") }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        var configured = Logger(label: "cadence.reminders")
        configured.logLevel = .notice
        let logger = configured
        let service = context.service
        let contact = try NotifyHosts.pushContact()
        if once {
            let sender = HTTPNotificationSender(policy: NotifyHosts.current)
            let report = try await ReminderDeliveryLoop(service: service, sender: sender, pushContact: contact, logger: logger).tick()
            // docs/domain-rules.md "§21 Outgoing events (webhooks)": one pass of queued events too (cron).
            let webhookPolicy = WebhookPolicy(environment: ProcessInfo.processInfo.environment)
            try await WebhookDeliveryLoop(service: service, sender: sender, policy: webhookPolicy, logger: logger).tick()
            try context.output.emit(RemindRunReportJSON(report)) {
                "Sent \(report.sent), retrying \(report.retrying), failed \(report.failed), dropped \(report.dropped)."
            }
            return
        }
        let seconds = interval
        let sender = HTTPNotificationSender(policy: NotifyHosts.current)
        let delivery = ReminderDeliveryService(interval: .seconds(seconds), logger: logger) {
            ReminderDeliveryLoop(service: service, sender: sender, pushContact: contact, logger: logger)
        }
        // docs/domain-rules.md "§21 Outgoing events (webhooks)": queued events too.
        let environment = ProcessInfo.processInfo.environment
        let webhookPolicy = WebhookPolicy(environment: environment)
        let webhooks = WebhookDeliveryService(interval: WebhookDeliveryService.interval(environment: environment), logger: logger) {
            WebhookDeliveryLoop(service: service, sender: sender, policy: webhookPolicy, logger: logger)
        }
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [delivery, webhooks], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }
}

/// `remind run --once`: `{"sent", "retrying", "failed", "dropped"}`.
struct RemindRunReportJSON: Encodable {
    let sent: Int
    let retrying: Int
    let failed: Int
    let dropped: Int

    init(_ report: ReminderDeliveryLoop.Report) {
        sent = report.sent
        retrying = report.retrying
        failed = report.failed
        dropped = report.dropped
    }
}
