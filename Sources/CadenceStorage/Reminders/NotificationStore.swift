import CadenceCore
import Foundation

/// The storage of notification channels and reminder deliveries (docs/domain-rules.md §9
/// "Delivery"). A delivery row is unique per (reminder, day, channel): inserting it is the claim
/// a process takes before sending, so a firing is delivered at most once however many delivery
/// loops share the database.
public protocol NotificationStore: Sendable {
    /// The user's channels, by id.
    func notificationChannels(of user: UserID) async throws -> [NotificationChannel]
    /// Adds a channel (`nameDuplicate` for the same kind and URL twice; `channelInvalid` past
    /// `NotificationChannel.maximumCount`); answers it with its id.
    func insertNotificationChannel(_ channel: NotificationChannel, for user: UserID) async throws -> NotificationChannel
    /// Deletes a channel with its log; `false` when it is not the user's.
    func deleteNotificationChannel(_ id: Int64, of user: UserID) async throws -> Bool
    /// The users who have at least one channel.
    func usersWithNotificationChannels() async throws -> [UserID]

    /// Claims the delivery of `firing` to `channel` at `now`: `nil` when another claim (or log
    /// entry) already exists, else the new row in `sending`.
    func claimDelivery(of firing: ReminderFiring, to channel: Int64, for user: UserID, at now: Date) async throws -> ReminderDelivery?
    /// Logs a firing missed while no loop ran (`dropped`), unless it is already logged.
    func logDroppedDelivery(of firing: ReminderFiring, to channel: Int64, for user: UserID, at now: Date) async throws
    /// Records how a claimed delivery went.
    func finishDelivery(
        _ id: Int64, status: ReminderDelivery.Status, attempts: Int, error: String?, nextAttemptAt: Date?, at now: Date
    ) async throws
    /// Claims up to `limit` deliveries due for another attempt (retrying and due, or sending with
    /// an expired lease), answering them with their user.
    func claimRetries(at now: Date, limit: Int) async throws -> [(user: UserID, delivery: ReminderDelivery)]
    /// The user's delivery log, the latest firing first.
    func deliveries(of user: UserID, limit: Int) async throws -> [ReminderDelivery]

    /// The last instant a delivery loop planned up to (`nil` before the first run).
    func deliveryWatermark() async throws -> Date?
    /// Moves the watermark forward to `instant` (never back).
    func advanceDeliveryWatermark(to instant: Date) async throws
}
