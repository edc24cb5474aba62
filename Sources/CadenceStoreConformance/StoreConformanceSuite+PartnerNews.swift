import CadenceCore
import CadenceStorage
import Foundation
import Testing

// MARK: - Partner news (docs/domain-rules.md "§27 Nudges and partner news")

extension StoreConformance {
    static let partnerNewsChecks: [Check] = [
        Check("nudgesAreOncePerNudgerHabitAndDay", run: nudgesAreOncePerNudgerHabitAndDay),
        Check("partnerNewsIsClaimedOnceAndFinished", run: partnerNewsIsClaimedOnceAndFinished),
        Check("partnerNewsSettingsArePerPerson", run: partnerNewsSettingsArePerPerson),
        Check("partnerNewsIsQueuedWithItsWrite", run: partnerNewsIsQueuedWithItsWrite),
    ]

    static func nudgeNews(to receiver: UserID, habit: HabitID, day: Day, at instant: Date = instant) -> PartnerNews {
        PartnerNews(receiver: receiver, kind: .nudge, fromName: "Alice", habitID: habit, habitName: "Run", day: day, createdAt: instant)
    }

    /// One nudge per nudger, receiver, habit and receiver's day: the second is refused (`false`,
    /// nothing written); another nudger, another habit or the next day is a new one.
    public static func nudgesAreOncePerNudgerHabitAndDay(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let carol = try await makeUser(store, name: "Carol")
        let day = try #require(Day(year: 2026, month: 3, day: 29))
        #expect(try await store.insertNudge(nudgeNews(to: bob, habit: 7, day: day), from: alice))
        #expect(try await !store.insertNudge(nudgeNews(to: bob, habit: 7, day: day, at: laterInstant), from: alice))
        #expect(try await store.insertNudge(nudgeNews(to: bob, habit: 7, day: day), from: carol))
        #expect(try await store.insertNudge(nudgeNews(to: bob, habit: 8, day: day), from: alice))
        #expect(try await store.insertNudge(nudgeNews(to: bob, habit: 7, day: day.adding(days: 1)), from: alice))
        #expect(try await store.insertNudge(nudgeNews(to: carol, habit: 7, day: day), from: alice))
        let queued = try await store.claimPartnerNews(at: laterInstant, limit: 100)
        #expect(queued.count == 5)
        #expect(queued.filter { $0.receiver == bob }.count == 4)
    }

    /// A queued row is claimed when due (not before), once while leased, back from `retryAt`
    /// on, and never again once finished; fields survive the trip.
    public static func partnerNewsIsClaimedOnceAndFinished(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let day = try #require(Day(year: 2026, month: 12, day: 31))
        #expect(try await store.insertNudge(nudgeNews(to: bob, habit: 3, day: day), from: alice))
        #expect(try await store.claimPartnerNews(at: instant.addingTimeInterval(-1), limit: 10).isEmpty)
        let claimed = try await store.claimPartnerNews(at: instant, limit: 10)
        let news = try #require(claimed.first)
        #expect(claimed.count == 1)
        #expect(news.receiver == bob && news.kind == .nudge && news.fromName == "Alice" && news.habitID == 3)
        #expect(news.habitName == "Run" && news.day == day)
        #expect(abs(news.createdAt.timeIntervalSince(instant)) < 0.002)
        #expect(try await store.claimPartnerNews(at: instant.addingTimeInterval(30), limit: 10).isEmpty, "leased")
        let retry = instant.addingTimeInterval(600)
        try await store.finishPartnerNews(news.id, retryAt: retry, at: instant)
        #expect(try await store.claimPartnerNews(at: retry.addingTimeInterval(-1), limit: 10).isEmpty)
        #expect(try await store.claimPartnerNews(at: retry, limit: 10).map(\.id) == [news.id])
        try await store.finishPartnerNews(news.id, retryAt: nil, at: retry)
        #expect(try await store.claimPartnerNews(at: laterInstant, limit: 10).isEmpty)
    }

    /// Defaults until saved; saved per person; saved again replaces.
    public static func partnerNewsSettingsArePerPerson(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        #expect(try await store.partnerNewsSettings(of: alice) == PartnerNewsSettings())
        let quiet = PartnerNewsSettings(nudges: false, partnerCompleted: true, overtaken: false, quietStart: 1_320, quietEnd: 420)
        try await store.setPartnerNewsSettings(quiet, for: alice)
        #expect(try await store.partnerNewsSettings(of: alice) == quiet)
        #expect(try await store.partnerNewsSettings(of: bob) == PartnerNewsSettings())
        let loud = PartnerNewsSettings(nudges: true, partnerCompleted: false, overtaken: true, quietStart: 0, quietEnd: 1_439)
        try await store.setPartnerNewsSettings(loud, for: alice)
        #expect(try await store.partnerNewsSettings(of: alice) == loud)
    }

    /// `StoreChange.enqueuePartnerNews` is written in its batch's transaction: queued with the
    /// batch's check-in, nothing when the batch fails, and nothing for someone who is neither the
    /// writer's partner nor in a challenge with them.
    public static func partnerNewsIsQueuedWithItsWrite(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let carol = try await makeUser(store, name: "Carol")
        try await store.insertPartnerInvite(invite("NEWS"), for: bob)
        _ = try await store.acceptPartnerInvite(code: "NEWS", by: alice, at: instant)
        let habit = try #require(try await insertHabits([habit("Read")], for: alice, in: store).first)
        let checkIn = CheckIn(id: 0, habitID: habit, day: firstDay, at: instant, amount: 1)
        let news = PartnerNews(
            receiver: bob, kind: .partnerCompleted, fromName: "Alice", habitID: habit, habitName: "Read", day: firstDay, createdAt: instant)
        let revision = try await store.dataRevision(of: alice)
        await #expect(throws: CadenceError.self) {
            try await store.apply([.requireRevision(revision - 1), .insertCheckIn(checkIn), .enqueuePartnerNews(news)], for: alice, at: instant)
        }
        #expect(try await store.claimPartnerNews(at: laterInstant, limit: 10).isEmpty, "a failed write queues nothing")
        var stranger = news
        stranger.receiver = carol
        let ids = try await store.apply([.insertCheckIn(checkIn), .enqueuePartnerNews(news), .enqueuePartnerNews(stranger)], for: alice, at: instant)
        #expect(ids.count == 1, "no id for the news")
        let queued = try await store.claimPartnerNews(at: instant, limit: 10)
        #expect(queued.map(\.receiver) == [bob] && queued.first?.kind == .partnerCompleted && queued.first?.habitID == habit)
        #expect(queued.first?.fromName == "Alice" && queued.first?.day == firstDay)
    }
}
