import CadenceCore
import CadenceDelivery
import CadenceHTTP
import CadenceServices
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// Runs the server until SIGINT or SIGTERM, then stops it cleanly: the listener closes, idle
/// connections close, requests in flight get `configuration.shutdownGracePeriod` to finish and
/// are then cancelled, and the call returns (swift-service-lifecycle).
public enum CadenceServerRunner {
    /// Builds the application on `services` and serves until a shutdown signal. With
    /// `deliverReminders`, the reminder delivery loop (docs/domain-rules.md §9 "Delivery") runs
    /// beside it every `deliveryInterval` and stops with it; so do `companions` (the composition
    /// root's own services: scheduled backups, docs/operations.md "Scheduled backups").
    public static func run(
        configuration: ServerConfiguration, services: ServiceLayer,
        logger: Logger, requestLogLevel: Logger.Level = .info, deliverReminders: Bool = true,
        deliveryInterval: Duration = .seconds(15), companions: [any Service] = [],
        onListening: @escaping @Sendable (String) -> Void
    ) async throws {
        try await run(
            configuration: configuration, services: services, logger: logger,
            requestLogLevel: requestLogLevel, deliverReminders: deliverReminders, deliveryInterval: deliveryInterval,
            handlesSignals: true, companions: companions, onStart: { _ in }, onListening: onListening)
    }

    /// `run`, shut down by SIGTERM and SIGINT (`handlesSignals`) or by the function handed to
    /// `onStart`, which starts a graceful shutdown (tests).
    package static func run(
        configuration: ServerConfiguration, services: ServiceLayer,
        logger: Logger, requestLogLevel: Logger.Level, deliverReminders: Bool, deliveryInterval: Duration,
        handlesSignals: Bool, companions: [any Service] = [], onStart: (@escaping @Sendable () async -> Void) -> Void,
        onListening: @escaping @Sendable (String) -> Void
    ) async throws {
        var configuration = configuration
        // docs/operations.md "Health and readiness": /readyz also asks the delivery loop's heartbeat.
        let heartbeat = DeliveryHeartbeat(staleAfter: deliveryInterval * 4 + .seconds(120))
        if deliverReminders {
            configuration.readiness = configuration.readiness.adding { heartbeat.problem() }
        }
        let application = try buildApplication(
            configuration: configuration, services: services, logger: logger,
            requestLogLevel: requestLogLevel, onListening: onListening)
        var running: [any Service] = [application] + companions
        if deliverReminders {
            let service = services.service
            let sender = HTTPNotificationSender(policy: configuration.notificationPolicy)
            let contact = configuration.pushContact
            running.append(
                ReminderDeliveryService(interval: deliveryInterval, logger: logger, heartbeat: heartbeat) {
                    ReminderDeliveryLoop(service: service, sender: sender, pushContact: contact, logger: logger)
                })
            // docs/domain-rules.md "§21 Outgoing events (webhooks)": the same sender, the same destination rules.
            let environment = ProcessInfo.processInfo.environment
            let webhookPolicy = WebhookPolicy(environment: environment)
            running.append(
                WebhookDeliveryService(interval: WebhookDeliveryService.interval(environment: environment), logger: logger) {
                    WebhookDeliveryLoop(service: service, sender: sender, policy: webhookPolicy, logger: logger)
                })
        }
        var groupConfiguration = ServiceGroupConfiguration(
            services: running, gracefulShutdownSignals: handlesSignals ? [.sigterm, .sigint] : [], logger: logger)
        groupConfiguration.maximumGracefulShutdownDuration = configuration.shutdownGracePeriod
        let group = ServiceGroup(configuration: groupConfiguration)
        onStart { await group.triggerGracefulShutdown() }
        try await group.run()
    }
}
