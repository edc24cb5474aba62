import CadenceServices
import Foundation
import Logging
import ServiceLifecycle

/// Runs `ReminderDeliveryLoop` every `interval` until graceful shutdown, as a
/// swift-service-lifecycle service (`cadence serve`, `cadence remind run`). A pass that fails
/// is logged and the next one runs on time.
public struct ReminderDeliveryService: Service {
    let makeLoop: @Sendable () -> ReminderDeliveryLoop
    let interval: Duration
    let logger: Logger
    let heartbeat: DeliveryHeartbeat?

    /// `makeLoop` is called for every pass, so each pass reads the clock afresh; `heartbeat`
    /// (read by `GET /readyz`) beats when the loop starts and after every pass.
    public init(
        interval: Duration = .seconds(15), logger: Logger, heartbeat: DeliveryHeartbeat? = nil,
        makeLoop: @escaping @Sendable () -> ReminderDeliveryLoop
    ) {
        self.interval = interval
        self.logger = logger
        self.heartbeat = heartbeat
        self.makeLoop = makeLoop
    }

    public func run() async throws {
        heartbeat?.beat()
        defer { heartbeat?.stop() }
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                DeliveryMetrics.record(try await makeLoop().tick())
            } catch {
                DeliveryMetrics.pass(failed: true)
                logger.error("reminder delivery pass failed", metadata: ["error": "\(error)"])
            }
            heartbeat?.beat()
            try? await gracefulShutdownAwareSleep(interval)
        }
    }

    private func gracefulShutdownAwareSleep(_ duration: Duration) async throws {
        try await cancelWhenGracefulShutdown {
            try await Task.sleep(for: duration)
        }
    }
}
