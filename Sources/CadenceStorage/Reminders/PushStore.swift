import CadenceCore
import Foundation

/// The storage of Web Push (docs/domain-rules.md "§15 Web Push"): the server's VAPID
/// key pair and each user's push subscriptions. A subscription is a delivery destination like a
/// notification channel — stored as a `notification_channel` row of kind `push`, so the
/// delivery log's claim per (reminder, day, destination) holds across channels and
/// subscriptions alike — but it is listed, added and deleted only here (`notificationChannels`
/// never answers one, and channels' limit does not count them).
public protocol PushStore: Sendable {
    /// The server's key pair, `nil` before one is made.
    func pushKey() async throws -> PushKey?
    /// Keeps `key` unless the server already has one, and answers the one it has (several
    /// processes starting together agree on one pair).
    func insertPushKeyIfAbsent(_ key: PushKey) async throws -> PushKey
    /// Replaces the key pair with `key` and deletes every push subscription of every user (made
    /// for the old key, they would be refused by their push services); answers how many went.
    func replacePushKey(_ key: PushKey) async throws -> Int

    /// The user's push subscriptions, by id.
    func pushSubscriptions(of user: UserID) async throws -> [PushSubscription]
    /// Keeps a subscription for the user: the same endpoint again replaces its keys and device
    /// (keeping its id and log); an endpoint another user had moves to this one (a browser
    /// reaches the account that subscribed last). `channelInvalid` past
    /// `PushSubscription.maximumCount`.
    func upsertPushSubscription(_ subscription: PushSubscription, for user: UserID) async throws -> PushSubscription
    /// Deletes a push subscription with its log; `false` when it is not the user's.
    func deletePushSubscription(_ id: Int64, of user: UserID) async throws -> Bool
}
