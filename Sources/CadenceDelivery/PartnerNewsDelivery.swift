import CadenceCore
import CadenceServices
import Foundation
import Logging

/// docs/domain-rules.md "§27 Nudges and partner news": the part of a delivery pass
/// that sends queued partner news. Each due row is claimed (a lease, so several loops send it
/// once); a kind the receiver switched off is dropped; inside their quiet hours (in their zone)
/// it waits until the quiet hours end; else it goes to every channel and push subscription.
/// When no destination took it, it is tried again a minute later until an hour after it was
/// queued, or after the quiet hours that held it ended; news of a person with no destination at
/// all is dropped.
struct PartnerNewsDelivery {
    let service: CadenceService
    let sender: any NotificationSending
    let baseURL: String
    let logger: Logger

    /// Sends what is due at `now`; answers how many were sent and how many failed for good.
    func run(push: inout PushContext, now: Date) async throws -> (sent: Int, failed: Int) {
        let ledger = service.deliveryLedger
        var sent = 0
        var failed = 0
        for news in try await ledger.claimPartnerNews(at: now, limit: 200) {
            let settings = try await ledger.partnerNewsSettings(of: news.receiver)
            guard settings.wants(news.kind) else {
                try await ledger.finishPartnerNews(news.id, retryAt: nil, at: now)
                continue
            }
            let zone = TimeZone(identifier: try await service.settings(of: news.receiver).timeZoneIdentifier) ?? .gmt
            if settings.isQuiet(at: now, in: zone) {
                try await ledger.finishPartnerNews(news.id, retryAt: settings.quietEnds(after: now, in: zone), at: now)
                continue
            }
            let channels = try await ledger.notificationChannels(of: news.receiver)
            let subscriptions = try await ledger.pushSubscriptions(of: news.receiver)
            var delivered = channels.isEmpty && subscriptions.isEmpty
            let link = "\(baseURL)/partners"
            let localizer = await push.languages.localizer(for: news.receiver)
            for channel in channels {
                let request = OutgoingNotification(news: news, channel: channel, link: link, localizer: localizer)
                if case .delivered = await sender.send(request) { delivered = true }
            }
            for subscription in subscriptions {
                let (title, body) = NotificationWording.news(news, localizer)
                let message = PushMessage(
                    kind: .news, title: title, body: body, habit: news.habitID.map { ($0, news.habitName) }, day: news.day, url: link,
                    tag: "cadence-news-\(news.id)", icon: nil)
                let outcome = await push.send(message, to: subscription, sender: sender, now: now)
                if case .delivered = outcome { delivered = true }
                if outcome.isGone { try await ledger.removePushSubscription(subscription.id, of: news.receiver) }
            }
            if delivered {
                try await ledger.finishPartnerNews(news.id, retryAt: nil, at: now)
                sent += 1
            } else if now < Self.retryStart(of: news, settings: settings, zone: zone, now: now).addingTimeInterval(DeliveryPolicy.retryFor) {
                try await ledger.finishPartnerNews(news.id, retryAt: now.addingTimeInterval(60), at: now)
            } else {
                try await ledger.finishPartnerNews(news.id, retryAt: nil, at: now)
                failed += 1
                logger.notice("partner news not delivered", metadata: ["news": "\(news.id)"])
            }
        }
        return (sent, failed)
    }

    /// When the hour of retries starts: the news' queueing, or the end of the quiet hours that
    /// last ended, when later (news held through them gets its full hour).
    static func retryStart(of news: PartnerNews, settings: PartnerNewsSettings, zone: TimeZone, now: Date) -> Date {
        guard settings.quietStart != settings.quietEnd else { return news.createdAt }
        let lastEnd = settings.quietEnds(after: now.addingTimeInterval(-86_400), in: zone)
        return lastEnd <= now ? max(news.createdAt, lastEnd) : news.createdAt
    }
}
