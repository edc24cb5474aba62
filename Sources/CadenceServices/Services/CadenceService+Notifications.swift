import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    // MARK: Calendar feed (docs/domain-rules.md §9 "Calendar feed")

    /// When the user's calendar feed was made, or `nil` when there is none.
    public func calendarFeedCreatedAt(of user: UserID) async throws -> Date? {
        try await store.calendarFeedCreatedAt(of: user)
    }

    /// Makes the user's feed from its secret's digest, replacing (and so revoking) any earlier one.
    public func setCalendarFeed(tokenHash: String, for user: UserID) async throws {
        try await store.setCalendarFeed(tokenHash: tokenHash, for: user, at: now)
    }

    /// Revokes the user's feed; `false` when there was none.
    @discardableResult
    public func deleteCalendarFeed(of user: UserID) async throws -> Bool {
        try await store.deleteCalendarFeed(of: user)
    }

    /// The user whose feed has this secret digest, or `nil`.
    public func calendarFeedUser(tokenHash: String) async throws -> UserID? {
        try await store.calendarFeedUser(tokenHash: tokenHash)
    }

    // MARK: Notification channels (docs/domain-rules.md §9 "Delivery")

    /// The user's channels, by id.
    public func notificationChannels(of user: UserID) async throws -> [NotificationChannel] {
        try await store.notificationChannels(of: user)
    }

    /// Adds a channel whose URL the caller has checked (`nameDuplicate` for the same kind and URL
    /// twice; `channelInvalid` past `NotificationChannel.maximumCount`); answers it with its id.
    public func addNotificationChannel(_ channel: NotificationChannel, for user: UserID) async throws -> NotificationChannel {
        try await store.insertNotificationChannel(channel, for: user)
    }

    /// Deletes a channel with its log; `notFound` when it is not the user's.
    public func deleteNotificationChannel(_ id: Int64, of user: UserID) async throws {
        guard try await store.deleteNotificationChannel(id, of: user) else {
            throw CadenceError(.notFound, field: "id", "no channel with id \(id)")
        }
    }

    /// The user's delivery log, the latest firing first, at most `limit`.
    public func deliveries(of user: UserID, limit: Int) async throws -> [ReminderDelivery] {
        try await store.deliveries(of: user, limit: limit)
    }

    /// The delivery loop's claims and outcomes (docs/domain-rules.md §9 "Delivery").
    public var deliveryLedger: DeliveryLedger { DeliveryLedger(store: store) }
}
