import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Calendar feeds, channels and deliveries (docs/domain-rules.md §9)

extension StoreConformance {
    /// A user's feed is found by its secret's digest only; a new one replaces (revokes) the old;
    /// deleting answers whether there was one; another user's digest finds nobody else.
    public static func calendarFeedsAreFoundByDigest(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        #expect(try await store.calendarFeedCreatedAt(of: alice) == nil)
        try await store.setCalendarFeed(tokenHash: "digest-1", for: alice, at: instant)
        try await store.setCalendarFeed(tokenHash: "digest-b", for: bob, at: instant)
        #expect(try await store.calendarFeedUser(tokenHash: "digest-1") == alice)
        #expect(try await store.calendarFeedCreatedAt(of: alice) == instant)
        try await store.setCalendarFeed(tokenHash: "digest-2", for: alice, at: laterInstant)
        #expect(try await store.calendarFeedUser(tokenHash: "digest-1") == nil, "a new secret revokes the old")
        #expect(try await store.calendarFeedUser(tokenHash: "digest-2") == alice)
        #expect(try await store.calendarFeedCreatedAt(of: alice) == laterInstant)
        #expect(try await store.deleteCalendarFeed(of: alice))
        #expect(try await !store.deleteCalendarFeed(of: alice))
        #expect(try await store.calendarFeedUser(tokenHash: "digest-b") == bob)
    }

    /// Channels are per user (the same kind and URL twice is refused, at most 10); a delivery is
    /// claimed once per (reminder, day, channel) — a second claim or a dropped-log of the same key
    /// changes nothing; retries are claimed when due and only by one caller while leased; the
    /// watermark only moves forward; deleting a channel deletes its log.
    public static func deliveriesAreClaimedOnce(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let hook = try await store.insertNotificationChannel(
            NotificationChannel(kind: .webhook, url: "http://127.0.0.1/hook", secret: "s", createdAt: instant), for: alice)
        await #expect(throws: CadenceError.self) {
            try await store.insertNotificationChannel(
                NotificationChannel(kind: .webhook, url: "http://127.0.0.1/hook", createdAt: instant), for: alice)
        }
        _ = try await store.insertNotificationChannel(NotificationChannel(kind: .webhook, url: "http://127.0.0.1/hook", createdAt: instant), for: bob)
        for index in 1..<NotificationChannel.maximumCount {
            _ = try await store.insertNotificationChannel(
                NotificationChannel(kind: .ntfy, url: "http://127.0.0.1/\(index)", createdAt: instant), for: alice)
        }
        await #expect(throws: CadenceError.self) {
            try await store.insertNotificationChannel(NotificationChannel(kind: .ntfy, url: "http://127.0.0.1/x", createdAt: instant), for: alice)
        }
        #expect(try await store.notificationChannels(of: alice).first == hook)
        #expect(try await store.usersWithNotificationChannels() == [alice, bob].sorted())

        let firing = ReminderFiring(
            habitID: 7, habitName: "Read", reminderID: 3, day: firstDay, at: instant, localTime: "08:00", isCancelled: false)
        #expect(try await store.claimDelivery(of: firing, to: hook.id, for: bob, at: instant) == nil, "not Bob's channel")
        let claim = try #require(try await store.claimDelivery(of: firing, to: hook.id, for: alice, at: instant))
        #expect(try await store.claimDelivery(of: firing, to: hook.id, for: alice, at: instant) == nil, "claimed once")
        try await store.logDroppedDelivery(of: firing, to: hook.id, for: alice, at: instant)
        #expect(try await store.deliveries(of: alice, limit: 10).map(\.status) == [.sending])

        let retryAt = instant.addingTimeInterval(60)
        try await store.finishDelivery(claim.id, status: .retrying, attempts: 1, error: "HTTP 503", nextAttemptAt: retryAt, at: instant)
        #expect(try await store.claimRetries(at: instant.addingTimeInterval(30), limit: 10).isEmpty, "not due yet")
        let due = try await store.claimRetries(at: retryAt, limit: 10)
        #expect(due.map(\.user) == [alice] && due.first?.delivery.attempts == 1 && due.first?.delivery.lastError == "HTTP 503")
        #expect(try await store.claimRetries(at: retryAt, limit: 10).isEmpty, "leased to the first caller")
        try await store.finishDelivery(claim.id, status: .sent, attempts: 2, error: nil, nextAttemptAt: nil, at: retryAt)
        let log = try await store.deliveries(of: alice, limit: 10)
        #expect(log.map(\.status) == [.sent] && log.first?.firing.habitName == "Read" && log.first?.firing.day == firstDay)
        #expect(try await store.deliveries(of: bob, limit: 10).isEmpty)

        #expect(try await store.deliveryWatermark() == nil)
        try await store.advanceDeliveryWatermark(to: laterInstant)
        try await store.advanceDeliveryWatermark(to: instant)
        #expect(try await store.deliveryWatermark() == laterInstant, "never back")

        #expect(try await !store.deleteNotificationChannel(hook.id, of: bob))
        #expect(try await store.deleteNotificationChannel(hook.id, of: alice))
        #expect(try await store.deliveries(of: alice, limit: 10).isEmpty, "the log goes with its channel")
    }
}
