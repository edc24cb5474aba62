import CadenceCore
import CadenceServices
import Foundation
import Logging
import ServiceLifecycle

/// Runs `WebhookDeliveryLoop` every `interval` until graceful shutdown (`cadence serve` with
/// delivery on, `cadence remind run`): a swift-service-lifecycle service beside the reminder
/// loop. A pass that fails is logged and counted; the next one runs on time. The interval is
/// `CADENCE_WEBHOOK_INTERVAL` seconds (default 2; docs/operations.md "Webhooks").
public struct WebhookDeliveryService: Service {
    /// The environment variable setting the pass interval in seconds (0.05–3600).
    public static let intervalVariable = "CADENCE_WEBHOOK_INTERVAL"

    let makeLoop: @Sendable () -> WebhookDeliveryLoop
    let interval: Duration
    let logger: Logger

    public init(interval: Duration, logger: Logger, makeLoop: @escaping @Sendable () -> WebhookDeliveryLoop) {
        self.interval = interval
        self.logger = logger
        self.makeLoop = makeLoop
    }

    /// The interval `CADENCE_WEBHOOK_INTERVAL` sets (unset or unreadable: 2 s).
    public static func interval(environment: [String: String]) -> Duration {
        let seconds = environment[intervalVariable].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? 2
        return .milliseconds(NumericBoundary.clamped64(min(max(seconds, 0.05), 3_600) * 1_000))
    }

    public func run() async throws {
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                let report = try await makeLoop().tick()
                WebhookMetrics.record(report)
                // A full batch: more may be due now.
                if report.delivered + report.retrying + report.failed >= 100 { continue }
            } catch {
                WebhookMetrics.pass(failed: true)
                logger.error("webhook delivery pass failed", metadata: ["error": "\(error)"])
            }
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: interval) }
        }
    }
}
