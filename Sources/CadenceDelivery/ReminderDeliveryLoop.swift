import CadenceCore
import CadenceServices
import Foundation
import Logging

/// docs/domain-rules.md §9 "Delivery": one pass of delivering reminders. Plans every user's
/// firings since the last pass (the store's watermark; at most `DeliveryPolicy.catchUp` back —
/// older missed ones are logged as dropped), claims each (reminder, day, channel) before sending
/// so that several loops on one database deliver it once, sends, and records the outcome;
/// failures are retried with backoff until an hour after the firing. A cancelled firing (goal
/// met before it) is not sent; archived habits and inactive reminders never fire. Every active
/// push subscription of the user is a destination beside the channels (docs/domain-rules.md
/// "§15 Web Push"); a push service answering 404 or 410 removes its subscription. Queued partner
/// news is sent in the same pass (`PartnerNewsDelivery`).
public struct ReminderDeliveryLoop: Sendable {
    /// What one pass did.
    public struct Report: Sendable, Hashable {
        public var sent = 0
        public var retrying = 0
        public var failed = 0
        public var dropped = 0
    }

    let service: CadenceService
    let sender: any NotificationSending
    /// The web app's address, for the link in a notification (`""`: a path only).
    let baseURL: String
    let logger: Logger
    /// The operator's contact for push messages' VAPID `sub` claim (`CADENCE_PUSH_CONTACT`).
    let pushContact: String?

    public init(service: CadenceService, sender: any NotificationSending, baseURL: String = "", pushContact: String? = nil, logger: Logger) {
        self.service = service
        self.sender = sender
        self.baseURL = baseURL
        self.pushContact = pushContact
        self.logger = logger
    }

    private var ledger: DeliveryLedger { service.deliveryLedger }

    /// Runs one pass at the service's now.
    @discardableResult
    public func tick() async throws -> Report {
        let now = service.now
        var report = Report()
        let catchUpStart = now.addingTimeInterval(-DeliveryPolicy.catchUp)
        let watermark = try await ledger.deliveryWatermark()
        let start = watermark.map { min(max($0, now.addingTimeInterval(-DeliveryPolicy.dropLogLimit)), now) } ?? catchUpStart
        let end = now.addingTimeInterval(0.001)
        var push = PushContext(ledger: ledger, service: service, contact: pushContact)
        for user in try await ledger.usersWithNotificationChannels() {
            let channels = try await targets(of: user)
            if start < catchUpStart {
                for firing in try await service.reminderFirings(for: user, from: start, to: catchUpStart) where !firing.isCancelled {
                    for channel in channels {
                        try await ledger.logDroppedDelivery(of: firing, to: channel.id, for: user, at: now)
                        report.dropped += 1
                    }
                }
            }
            let from = max(start, catchUpStart)
            guard from < end else { continue }
            for firing in try await service.reminderFirings(for: user, from: from, to: end) where !firing.isCancelled {
                for channel in channels {
                    guard let claim = try await ledger.claimDelivery(of: firing, to: channel.id, for: user, at: now) else { continue }
                    try await attempt(claim, to: channel, user: user, push: &push, attempts: 0, now: now, report: &report)
                }
            }
        }
        for (user, delivery) in try await ledger.claimRetries(at: now, limit: 200) {
            guard let channel = try await targets(of: user).first(where: { $0.id == delivery.channelID }) else { continue }
            try await attempt(delivery, to: channel, user: user, push: &push, attempts: delivery.attempts, now: now, report: &report)
        }
        let news = try await PartnerNewsDelivery(service: service, sender: sender, baseURL: baseURL, logger: logger).run(push: &push, now: now)
        report.sent += news.sent
        report.failed += news.failed
        try await ledger.advanceDeliveryWatermark(to: now)
        return report
    }

    /// The user's channels, then their push subscriptions.
    private func targets(of user: UserID) async throws -> [DeliveryTarget] {
        try await ledger.notificationChannels(of: user).map(DeliveryTarget.channel)
            + ledger.pushSubscriptions(of: user).map(DeliveryTarget.push)
    }

    private func attempt(
        _ delivery: ReminderDelivery, to target: DeliveryTarget, user: UserID, push: inout PushContext, attempts: Int, now: Date,
        report: inout Report
    ) async throws {
        let outcome: SendOutcome
        switch target {
        case .channel(let channel):
            let link = "\(baseURL)/habits/\(delivery.firing.habitID)"
            let localizer = await push.languages.localizer(for: user)
            outcome = await sender.send(OutgoingNotification(firing: delivery.firing, channel: channel, link: link, localizer: localizer))
        case .push(let subscription):
            outcome = await push.send(delivery.firing, to: subscription, user: user, link: "\(baseURL)/today", sender: sender, now: now)
            if outcome.isGone {
                try await ledger.removePushSubscription(subscription.id, of: user)
                report.failed += 1
                logger.notice("push subscription gone: removed", metadata: ["subscription": "\(subscription.id)"])
                return
            }
        }
        let channel = target
        let tries = attempts + 1
        switch outcome {
        case .delivered:
            try await ledger.finishDelivery(delivery.id, status: .sent, attempts: tries, error: nil, nextAttemptAt: nil, at: now)
            report.sent += 1
        case .failed(let reason, let retryable):
            let next = now.addingTimeInterval(DeliveryPolicy.backoff(afterAttempt: tries))
            if retryable, next <= delivery.firing.at.addingTimeInterval(DeliveryPolicy.retryFor) {
                try await ledger.finishDelivery(delivery.id, status: .retrying, attempts: tries, error: reason, nextAttemptAt: next, at: now)
                report.retrying += 1
            } else {
                try await ledger.finishDelivery(delivery.id, status: .failed, attempts: tries, error: reason, nextAttemptAt: nil, at: now)
                report.failed += 1
            }
            logger.notice("reminder delivery failed", metadata: ["channel": "\(channel.id)", "reason": "\(reason)", "attempt": "\(tries)"])
        }
    }
}
