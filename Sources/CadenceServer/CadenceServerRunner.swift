import CadenceCore
import CadenceDelivery
import CadenceHTTP
import CadenceStore
import Hummingbird
import Logging
import ServiceLifecycle

/// Runs the server until SIGINT or SIGTERM, then stops it cleanly: the listener closes,
/// requests in flight finish, and the call returns (swift-service-lifecycle).
public enum CadenceServerRunner {
    /// Builds the application on `store` and serves until a shutdown signal. With
    /// `deliverReminders`, the reminder delivery loop (docs/domain-rules.md §9 "Delivery") runs
    /// beside it every `deliveryInterval` and stops with it.
    public static func run(
        configuration: ServerConfiguration, store: some CadenceStore & AccountStore, environment: ServiceEnvironment,
        logger: Logger, requestLogLevel: Logger.Level = .info, deliverReminders: Bool = true,
        deliveryInterval: Duration = .seconds(15), onListening: @escaping @Sendable (String) -> Void
    ) async throws {
        let application = try buildApplication(
            configuration: configuration, store: store, environment: environment, logger: logger,
            requestLogLevel: requestLogLevel, onListening: onListening)
        try await HTTPNotificationSender.using(allowedHosts: configuration.notificationHosts) { sender in
            var services: [any Service] = [application]
            if deliverReminders {
                let service = CadenceService(store: store, environment: environment)
                services.append(
                    ReminderDeliveryService(interval: deliveryInterval, logger: logger) {
                        ReminderDeliveryLoop(service: service, sender: sender, logger: logger)
                    })
            }
            let group = ServiceGroup(
                configuration: ServiceGroupConfiguration(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
            try await group.run()
        }
    }
}
