import CadenceCore
import CadenceStorage
import Foundation

/// What the reminder delivery loop reads and writes (docs/domain-rules.md §9 "Delivery"): its
/// watermark, the claims it takes before sending, and how each delivery went. A claim is unique
/// per (reminder, day, channel), so a firing is delivered at most once however many loops share
/// the database. Reached through `CadenceService.deliveryLedger` (docs/architecture.md "The one
/// writer").
public struct DeliveryLedger: Sendable {
    let store: any CadenceStore

    /// The last instant a delivery loop planned up to (`nil` before the first run).
    public func deliveryWatermark() async throws -> Date? {
        try await store.deliveryWatermark()
    }

    /// Moves the watermark forward to `instant` (never back).
    public func advanceDeliveryWatermark(to instant: Date) async throws {
        try await store.advanceDeliveryWatermark(to: instant)
    }

    /// The users who have at least one channel.
    public func usersWithNotificationChannels() async throws -> [UserID] {
        try await store.usersWithNotificationChannels()
    }

    /// The user's channels, by id.
    public func notificationChannels(of user: UserID) async throws -> [NotificationChannel] {
        try await store.notificationChannels(of: user)
    }

    /// Claims the delivery of `firing` to `channel`: `nil` when it is already claimed or logged.
    public func claimDelivery(of firing: ReminderFiring, to channel: Int64, for user: UserID, at now: Date) async throws
        -> ReminderDelivery?
    {
        try await store.claimDelivery(of: firing, to: channel, for: user, at: now)
    }

    /// Logs a firing missed while no loop ran (`dropped`), unless it is already logged.
    public func logDroppedDelivery(of firing: ReminderFiring, to channel: Int64, for user: UserID, at now: Date) async throws {
        try await store.logDroppedDelivery(of: firing, to: channel, for: user, at: now)
    }

    /// Records how a claimed delivery went.
    public func finishDelivery(
        _ id: Int64, status: ReminderDelivery.Status, attempts: Int, error: String?, nextAttemptAt: Date?, at now: Date
    ) async throws {
        try await store.finishDelivery(id, status: status, attempts: attempts, error: error, nextAttemptAt: nextAttemptAt, at: now)
    }

    /// Claims up to `limit` deliveries due for another attempt, with their user.
    public func claimRetries(at now: Date, limit: Int) async throws -> [(user: UserID, delivery: ReminderDelivery)] {
        try await store.claimRetries(at: now, limit: limit)
    }
}

extension DeliveryLedger {
    /// The user's push subscriptions (docs/domain-rules.md "§15 Web Push").
    public func pushSubscriptions(of user: UserID) async throws -> [PushSubscription] {
        try await store.pushSubscriptions(of: user)
    }

    /// Removes a subscription its push service called gone (404 or 410), with its log.
    public func removePushSubscription(_ id: Int64, of user: UserID) async throws {
        _ = try await store.deletePushSubscription(id, of: user)
    }

    /// The server's key pair, if one was made.
    public func pushKey() async throws -> PushKey? {
        try await store.pushKey()
    }
}
