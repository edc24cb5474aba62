import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    // MARK: Web Push (docs/domain-rules.md "§15 Web Push")

    /// The server's VAPID key pair, made by `make` and kept the first time it is asked for (the
    /// cryptography lives in `CadenceDelivery`; this layer only keeps the pair). Several
    /// processes asking at once agree on the one the store kept first.
    public func pushKey(makingWith make: @Sendable () throws -> PushKey) async throws -> PushKey {
        if let key = try await store.pushKey() { return key }
        return try await store.insertPushKeyIfAbsent(try make())
    }

    /// The key pair if one was made, without making one.
    public func existingPushKey() async throws -> PushKey? {
        try await store.pushKey()
    }

    /// Replaces the key pair with `key` and deletes every push subscription (made for the old
    /// key, their push services would refuse the new one's messages; each app subscribes again
    /// when it next opens); answers how many were deleted.
    public func rotatePushKey(to key: PushKey) async throws -> Int {
        try await store.replacePushKey(key)
    }

    /// The user's push subscriptions, by id.
    public func pushSubscriptions(of user: UserID) async throws -> [PushSubscription] {
        try await store.pushSubscriptions(of: user)
    }

    /// Keeps a subscription the caller has checked (`PushSubscription.validated` and the
    /// destination's addresses): the same endpoint again replaces its keys.
    public func addPushSubscription(_ subscription: PushSubscription, for user: UserID) async throws -> PushSubscription {
        try await store.upsertPushSubscription(subscription, for: user)
    }

    /// Deletes a push subscription with its log; `notFound` when it is not the user's.
    public func deletePushSubscription(_ id: Int64, of user: UserID) async throws {
        guard try await store.deletePushSubscription(id, of: user) else {
            throw CadenceError(.notFound, field: "id", "no push subscription with id \(id)")
        }
    }
}
