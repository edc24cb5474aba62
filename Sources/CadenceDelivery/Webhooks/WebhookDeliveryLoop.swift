import CadenceCore
import CadenceServices
import Foundation
import Logging

/// docs/domain-rules.md "§21 Outgoing events (webhooks)": one pass of delivering
/// queued events. Claims the due messages (a lease, so several loops on one database send each
/// attempt once), signs each attempt by the Standard Webhooks scheme with the same `webhook-id`
/// as the earlier ones, sends it through the sender every outgoing request uses (its
/// `DestinationGuard`: the destination rules of §9 "Where Cadence sends"), and records how it
/// went: delivered; retried with `WebhookPolicy`'s exponential back-off until a day after the
/// event; or failed. An endpoint failing for a day without one success is disabled with a
/// reason its owner sees (`cadence hooks list`, `GET /api/v1/webhooks`, Settings ▸ Webhooks).
public struct WebhookDeliveryLoop: Sendable {
    /// What one pass did.
    public struct Report: Sendable, Hashable {
        public var delivered = 0
        public var retrying = 0
        public var failed = 0
        /// Endpoints disabled in this pass.
        public var disabled = 0

        public init() {}
    }

    let service: CadenceService
    let sender: any NotificationSending
    let policy: WebhookPolicy
    let logger: Logger
    /// The most messages one pass claims.
    let batchSize: Int

    public init(service: CadenceService, sender: any NotificationSending, policy: WebhookPolicy, logger: Logger, batchSize: Int = 100) {
        self.service = service
        self.sender = sender
        self.policy = policy
        self.logger = logger
        self.batchSize = batchSize
    }

    /// Runs one pass at the service's now.
    @discardableResult
    public func tick() async throws -> Report {
        let ledger = service.webhookLedger
        var report = Report()
        var health: [Int64: WebhookEndpoint] = [:]
        for (claimed, message) in try await ledger.claim(at: service.now, limit: batchSize) {
            let endpoint = health[claimed.id] ?? claimed
            let now = service.now
            guard endpoint.isEnabled else {
                try await ledger.finish(message.id, result: failed(message, reason: "endpoint disabled", status: nil), at: now)
                report.failed += 1
                continue
            }
            let outcome = await sender.send(StandardWebhookSignature.request(for: message, to: endpoint, at: now))
            health[endpoint.id] = try await record(outcome, of: message, to: endpoint, at: now, report: &report)
        }
        return report
    }

    /// Records the attempt and the endpoint's health; answers the endpoint as it now stands.
    private func record(
        _ outcome: SendOutcome, of message: WebhookMessage, to endpoint: WebhookEndpoint, at now: Date, report: inout Report
    ) async throws -> WebhookEndpoint {
        let ledger = service.webhookLedger
        let attempts = message.attempts + 1
        var endpoint = endpoint
        switch outcome {
        case .delivered(let status):
            let result = WebhookAttemptResult(status: .delivered, attempts: attempts, nextAttemptAt: nil, lastStatus: status, lastError: nil)
            try await ledger.finish(message.id, result: result, at: now)
            report.delivered += 1
            if endpoint.failingSince != nil {
                endpoint.failingSince = nil
                try await ledger.setHealth(of: endpoint.id, failingSince: nil, disabledAt: nil, reason: nil)
            }
        case .failed(let reason, let retryable):
            let status = Self.status(in: reason)
            let next = retryable ? policy.nextAttempt(afterAttempt: attempts, at: now, queuedAt: message.createdAt) : nil
            let result = WebhookAttemptResult(
                status: next == nil ? .failed : .pending, attempts: attempts, nextAttemptAt: next, lastStatus: status, lastError: reason)
            try await ledger.finish(message.id, result: result, at: now)
            if next == nil { report.failed += 1 } else { report.retrying += 1 }
            logger.notice("webhook delivery failed", metadata: ["endpoint": "\(endpoint.id)", "reason": "\(reason)", "attempt": "\(attempts)"])
            let since = endpoint.failingSince ?? now
            endpoint.failingSince = since
            if WebhookPolicy.disables(failingSince: since, at: now) {
                endpoint.disabledAt = now
                endpoint.disabledReason = "disabled after a day of failed deliveries (last: \(reason)); delete it and add it again"
                report.disabled += 1
                logger.notice("webhook endpoint disabled", metadata: ["endpoint": "\(endpoint.id)"])
            }
            try await ledger.setHealth(of: endpoint.id, failingSince: since, disabledAt: endpoint.disabledAt, reason: endpoint.disabledReason)
        }
        return endpoint
    }

    private func failed(_ message: WebhookMessage, reason: String, status: Int?) -> WebhookAttemptResult {
        WebhookAttemptResult(status: .failed, attempts: message.attempts, nextAttemptAt: nil, lastStatus: status, lastError: reason)
    }

    /// The receiver's status in a failure's reason (`HTTP 500` → 500).
    static func status(in reason: String) -> Int? {
        reason.hasPrefix("HTTP ") ? Int(reason.dropFirst(5)) : nil
    }
}
