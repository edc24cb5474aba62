import CadenceCore
import CadenceHTTP
import CadenceStore
import Hummingbird
import Logging
import ServiceLifecycle

/// Runs the server until SIGINT or SIGTERM, then stops it cleanly: the listener closes,
/// requests in flight finish, and the call returns (swift-service-lifecycle).
public enum CadenceServerRunner {
    /// Builds the application on `store` and serves until a shutdown signal.
    public static func run(
        configuration: ServerConfiguration, store: some CadenceStore & AccountStore, environment: ServiceEnvironment,
        logger: Logger, requestLogLevel: Logger.Level = .info, onListening: @escaping @Sendable (String) -> Void
    ) async throws {
        let application = try buildApplication(
            configuration: configuration, store: store, environment: environment, logger: logger,
            requestLogLevel: requestLogLevel, onListening: onListening)
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }
}
