import CadenceCore
import CadenceStorage
import Foundation
import Testing

// MARK: - Partners (docs/domain-rules.md "§25 Partners and shared habits")

extension StoreConformance {
    static let partnerChecks: [Check] = [
        Check("partnerInvitesAreSingleUseAndExpire", run: partnerInvitesAreSingleUseAndExpire),
        Check("partnerInvitesAreRateLimited", run: partnerInvitesAreRateLimited),
        Check("partnershipsAreMutualAndEndedByEitherSide", run: partnershipsAreMutualAndEndedByEitherSide),
        Check("habitSharingIsPerHabitAndOwner", run: habitSharingIsPerHabitAndOwner),
    ]

    static func invite(_ code: String, at instant: Date = instant) -> PartnerInvite {
        PartnerInvite(code: code, createdAt: instant, expiresAt: instant.addingTimeInterval(PartnerPolicy.inviteLifetime))
    }

    /// Expects `body` to throw a `CadenceError` with `code`.
    static func expectRefusal(_ code: CadenceError.Code, _ body: () async throws -> Void) async {
        do {
            try await body()
            Issue.record("expected \(code)")
        } catch let error as CadenceError {
            #expect(error.code == code)
        } catch {
            Issue.record("expected \(code), got \(error)")
        }
    }

    /// One's own code, an unknown code, an expired code (at its last millisecond it still works
    /// for nobody: `expiresAt` itself is too late) and a used code are refused and change nothing;
    /// the pair, once partners, cannot become partners again through another invite.
    public static func partnerInvitesAreSingleUseAndExpire(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let carol = try await makeUser(store, name: "Carol")
        try await store.insertPartnerInvite(invite("AAAA"), for: alice)
        await expectRefusal(.partnerInviteOwn) { _ = try await store.acceptPartnerInvite(code: "AAAA", by: alice, at: instant) }
        await expectRefusal(.partnerInviteUnknown) { _ = try await store.acceptPartnerInvite(code: "ZZZZ", by: bob, at: instant) }
        let end = instant.addingTimeInterval(PartnerPolicy.inviteLifetime)
        await expectRefusal(.partnerInviteExpired) { _ = try await store.acceptPartnerInvite(code: "AAAA", by: bob, at: end) }
        #expect(try await store.partnerships(of: alice).isEmpty)
        let made = try await store.acceptPartnerInvite(code: "AAAA", by: bob, at: end.addingTimeInterval(-0.001))
        #expect(made.partner == alice && made.partnerName == "Alice" && made.id > 0)
        await expectRefusal(.partnerInviteUsed) { _ = try await store.acceptPartnerInvite(code: "AAAA", by: carol, at: instant) }
        try await store.insertPartnerInvite(invite("BBBB"), for: bob)
        await expectRefusal(.alreadyPartners) { _ = try await store.acceptPartnerInvite(code: "BBBB", by: alice, at: instant) }
        #expect(try await store.partnerships(of: alice).count == 1)
        #expect(try await store.partnerships(of: carol).isEmpty)
        // The refused invite is still open: another person may use it.
        #expect(try await store.acceptPartnerInvite(code: "BBBB", by: carol, at: instant).partner == bob)
    }

    /// At most `PartnerPolicy.maximumInvitesPerDay` invites in any 24 hours per person; the
    /// window slides; another person's invites do not count.
    public static func partnerInvitesAreRateLimited(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        for index in 0..<PartnerPolicy.maximumInvitesPerDay {
            try await store.insertPartnerInvite(invite("A\(index)", at: instant.addingTimeInterval(Double(index))), for: alice)
        }
        await expectRefusal(.partnerInviteLimitReached) {
            try await store.insertPartnerInvite(invite("ALAST", at: instant.addingTimeInterval(3_600)), for: alice)
        }
        try await store.insertPartnerInvite(invite("B0"), for: bob)
        // A day after the first one, one more fits.
        try await store.insertPartnerInvite(invite("ANEXT", at: instant.addingTimeInterval(PartnerPolicy.inviteWindow)), for: alice)
        await expectRefusal(.partnerInviteLimitReached) {
            try await store.insertPartnerInvite(invite("AMORE", at: instant.addingTimeInterval(PartnerPolicy.inviteWindow)), for: alice)
        }
    }

    /// Both sides see one partnership with the same id, each naming the other; either side ends
    /// it for both; a third person cannot end it.
    public static func partnershipsAreMutualAndEndedByEitherSide(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let carol = try await makeUser(store, name: "Carol")
        try await store.insertPartnerInvite(invite("AB"), for: alice)
        let fromBob = try await store.acceptPartnerInvite(code: "AB", by: bob, at: laterInstant)
        let fromAlice = try #require(try await store.partnerships(of: alice).first)
        #expect(fromAlice.id == fromBob.id && fromAlice.partner == bob && fromAlice.partnerName == "Bob")
        #expect(fromAlice.since == laterInstant)
        #expect(try await !store.deletePartnership(fromBob.id, of: carol))
        #expect(try await store.deletePartnership(fromBob.id, of: bob))
        #expect(try await store.partnerships(of: alice).isEmpty)
        #expect(try await !store.deletePartnership(fromBob.id, of: alice), "already ended")
        // Partnering again gives a new id: sharing with the old one does not come back.
        try await store.insertPartnerInvite(invite("AB2"), for: alice)
        #expect(try await store.acceptPartnerInvite(code: "AB2", by: bob, at: laterInstant).id != fromBob.id)
    }

    /// A habit's sharing round-trips (all, a list, amounts); a private sharing removes it; another
    /// person's habit cannot be shared; deleting the habit removes its sharing.
    public static func habitSharingIsPerHabitAndOwner(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let habits = try await insertHabits([habit("Run"), habit("Read", sortOrder: 1)], for: alice, in: store)
        let run = HabitSharing(habitID: habits[0], withAll: true, amounts: true)
        let read = HabitSharing(habitID: habits[1], partnerships: [7, 3])
        #expect(try await store.setHabitSharing(run, of: alice))
        #expect(try await store.setHabitSharing(read, of: alice))
        #expect(try await !store.setHabitSharing(HabitSharing(habitID: habits[0]), of: bob), "not Bob's habit")
        let stored = try await store.habitSharings(of: alice)
        #expect(stored.map(\.habitID) == habits)
        #expect(stored[0].withAll && stored[0].amounts)
        #expect(stored[1].partnerships == [3, 7] && !stored[1].amounts && !stored[1].withAll)
        #expect(try await store.habitSharings(of: bob).isEmpty)
        #expect(try await store.setHabitSharing(HabitSharing(habitID: habits[1]), of: alice))
        #expect(try await store.habitSharings(of: alice).map(\.habitID) == [habits[0]])
        _ = try await store.apply([.deleteHabit(habits[0])], for: alice, at: laterInstant)
        #expect(try await store.habitSharings(of: alice).isEmpty)
    }
}
