import CadenceCore
import CadenceServices
import Crypto
import Foundation

/// Managing a user's notification channels (docs/domain-rules.md §9 "Delivery"), for the
/// command line and the API alike: add (a webhook gets a new signing secret, shown once),
/// list, delete, test, and the delivery log.
public struct NotificationChannels: Sendable {
    let service: CadenceService
    /// Where channels may point (docs/domain-rules.md §9 "Where Cadence sends").
    let destinations: DestinationGuard

    public init(service: CadenceService, policy: NotificationDestinationPolicy = .default) {
        self.init(service: service, destinations: DestinationGuard(policy: policy))
    }

    public init(service: CadenceService, destinations: DestinationGuard) {
        self.service = service
        self.destinations = destinations
    }

    /// Adds a channel after checking its URL and what its host resolves to now (a name that
    /// resolves to nothing yet is accepted: every send checks again); a webhook's answer
    /// carries its secret.
    public func add(kind: NotificationChannel.Kind, url: String, for user: UserID) async throws -> NotificationChannel {
        let checked = try NotificationChannel.validatedURL(url, policy: destinations.policy)
        if let host = URL(string: checked)?.host, case .refused = await destinations.check(host: host) {
            throw CadenceError(.channelInvalid, field: "url", NotificationChannel.destinationNotAllowed)
        }
        let secret = kind == .webhook ? Self.newSecret() : nil
        return try await service.addNotificationChannel(
            NotificationChannel(kind: kind, url: checked, secret: secret, createdAt: service.now), for: user)
    }

    public func list(for user: UserID) async throws -> [NotificationChannel] {
        try await service.notificationChannels(of: user)
    }

    public func delete(_ id: Int64, for user: UserID) async throws {
        try await service.deleteNotificationChannel(id, of: user)
    }

    /// Sends a test notification to every channel now (nothing is claimed or logged).
    public func test(for user: UserID, sender: any NotificationSending) async throws -> [(NotificationChannel, SendOutcome)] {
        let channels = try await list(for: user)
        guard !channels.isEmpty else {
            throw CadenceError(.notFound, field: "channel", "no channel yet; add one with `cadence notify add webhook URL`")
        }
        let firing = ReminderFiring(
            habitID: 0, habitName: "Cadence test", reminderID: 0, day: try await service.today(for: user), at: service.now,
            localTime: "--:--", isCancelled: false)
        var results: [(NotificationChannel, SendOutcome)] = []
        for channel in channels {
            results.append((channel, await sender.send(OutgoingNotification(firing: firing, channel: channel, link: "/"))))
        }
        return results
    }

    /// The delivery log, the latest first (at most `limit`, 1–1,000).
    public func log(for user: UserID, limit: Int = 100) async throws -> [ReminderDelivery] {
        guard (1...1_000).contains(limit) else {
            throw CadenceError(.dateRangeInvalid, field: "limit", "the log shows 1 to 1000 deliveries")
        }
        return try await service.deliveries(of: user, limit: limit)
    }

    /// `whsec_` and 43 base64url characters (256 random bits).
    static func newSecret() -> String {
        let key = SymmetricKey(size: .bits256)
        let text = key.withUnsafeBytes { Data($0) }.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        return "whsec_" + text
    }
}
