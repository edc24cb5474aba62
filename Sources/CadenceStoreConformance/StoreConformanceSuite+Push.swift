import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Web Push (docs/domain-rules.md "§15 Web Push")

extension StoreConformance {
    static func pushSubscription(_ endpoint: String, auth: String = "AAAAAAAAAAAAAAAAAAAAAA") -> PushSubscription {
        PushSubscription(
            endpoint: endpoint, p256dh: "BP" + String(repeating: "A", count: 85), auth: auth, device: "Chrome on Linux", createdAt: instant)
    }

    /// The key pair is made once: the first insert wins, a second answers the first; replacing
    /// it deletes every push subscription of every user.
    public static func pushKeyIsMadeOnceAndRotated(_ store: any CadenceStore) async throws {
        #expect(try await store.pushKey() == nil)
        let first = PushKey(publicKey: "public-1", privateKey: "private-1", createdAt: instant)
        #expect(try await store.insertPushKeyIfAbsent(first) == first)
        let second = PushKey(publicKey: "public-2", privateKey: "private-2", createdAt: laterInstant)
        #expect(try await store.insertPushKeyIfAbsent(second) == first, "made once per server")
        #expect(try await store.pushKey() == first)
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        _ = try await store.upsertPushSubscription(pushSubscription("https://push.example/a"), for: alice)
        _ = try await store.upsertPushSubscription(pushSubscription("https://push.example/b"), for: bob)
        #expect(try await store.replacePushKey(second) == 2)
        #expect(try await store.pushKey() == second)
        #expect(try await store.pushSubscriptions(of: alice).isEmpty)
        #expect(try await store.pushSubscriptions(of: bob).isEmpty)
    }

    /// Subscriptions are per user and apart from channels (neither list shows the other, nor
    /// does the channel limit count them); the same endpoint again keeps its id with the new
    /// keys; an endpoint moves to the user who subscribed it last; at most 20; deleting answers
    /// whether it was the user's and takes its log; a claim on a subscription is a claim like a
    /// channel's, once per (reminder, day).
    public static func pushSubscriptionsArePerUser(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let phone = try await store.upsertPushSubscription(pushSubscription("https://push.example/phone"), for: alice)
        #expect(phone.id > 0 && phone.device == "Chrome on Linux")
        let again = try await store.upsertPushSubscription(pushSubscription("https://push.example/phone", auth: "BBBBBBBBBBBBBBBBBBBBBB"), for: alice)
        #expect(again.id == phone.id && again.auth == "BBBBBBBBBBBBBBBBBBBBBB" && again.createdAt == phone.createdAt)
        #expect(try await store.pushSubscriptions(of: alice).map(\.auth) == ["BBBBBBBBBBBBBBBBBBBBBB"])
        #expect(try await store.notificationChannels(of: alice).isEmpty, "a subscription is not a channel")
        #expect(try await store.usersWithNotificationChannels() == [alice], "but the delivery loop visits its user")
        #expect(try await !store.deleteNotificationChannel(phone.id, of: alice), "not deleted as a channel")
        for index in 1..<NotificationChannel.maximumCount + 1 {
            _ = try await store.insertNotificationChannel(
                NotificationChannel(kind: .ntfy, url: "http://127.0.0.1/\(index)", createdAt: instant), for: alice)
        }
        #expect(try await store.notificationChannels(of: alice).count == NotificationChannel.maximumCount)
        for index in 1..<PushSubscription.maximumCount {
            _ = try await store.upsertPushSubscription(pushSubscription("https://push.example/\(index)"), for: alice)
        }
        await #expect(throws: CadenceError.self) {
            try await store.upsertPushSubscription(pushSubscription("https://push.example/one-too-many"), for: alice)
        }
        #expect(try await store.pushSubscriptions(of: alice).count == PushSubscription.maximumCount)

        let firing = ReminderFiring(
            habitID: 7, habitName: "Read", reminderID: 3, day: firstDay, at: instant, localTime: "08:00", isCancelled: false)
        #expect(try await store.claimDelivery(of: firing, to: phone.id, for: alice, at: instant) != nil)
        #expect(try await store.claimDelivery(of: firing, to: phone.id, for: alice, at: instant) == nil, "claimed once")
        #expect(try await store.deliveries(of: alice, limit: 10).map(\.channelID) == [phone.id])

        let moved = try await store.upsertPushSubscription(pushSubscription("https://push.example/phone"), for: bob)
        #expect(try await store.pushSubscriptions(of: bob).map(\.id) == [moved.id])
        #expect(try await !store.pushSubscriptions(of: alice).contains { $0.endpoint == "https://push.example/phone" }, "moved")
        #expect(try await store.deliveries(of: alice, limit: 10).isEmpty, "its log went with it")
        #expect(try await !store.deletePushSubscription(moved.id, of: alice), "not Alice's")
        #expect(try await store.deletePushSubscription(moved.id, of: bob))
        #expect(try await !store.deletePushSubscription(moved.id, of: bob))
        #expect(try await store.pushSubscriptions(of: bob).isEmpty)
    }
}
