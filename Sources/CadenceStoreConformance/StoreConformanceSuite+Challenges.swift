import CadenceCore
import CadenceStorage
import Foundation
import Testing

// MARK: - Challenges (docs/domain-rules.md "§26 Challenges")

extension StoreConformance {
    static let challengeChecks: [Check] = [
        Check("challengesAreMadeAndJoinedWithTheirHabit", run: challengesAreMadeAndJoinedWithTheirHabit)
    ]

    /// A challenge is made in the batch that inserts the maker's habit (the maker joined, the
    /// invitees invited); an invitee joins with a habit of the same batch; joining without an
    /// invite, or twice, is refused and the batch's habit is not written; only the maker invites,
    /// up to `ChallengePolicy.maximumMembers`; a non-member reads nothing.
    public static func challengesAreMadeAndJoinedWithTheirHabit(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let carol = try await makeUser(store, name: "Carol")
        let start = firstDay.adding(days: 3)
        let create = ChallengeChange.create(name: "May", start: start, end: start.adding(days: 30), invitees: [bob, bob], habitIndex: 0)
        let ids = try await store.apply([.insertHabit(habit("Run")), .challenge(create)], for: alice, at: instant)
        #expect(ids.count == 2)
        let id = ids[1]
        let (made, members) = try #require(try await store.challenge(id, of: alice))
        #expect(made.name == "May" && made.owner == alice && made.start == start && made.end == start.adding(days: 30))
        #expect(members.map(\.user) == [alice, bob] && members[0].habitID == ids[0] && members[0].joinedAt == instant)
        #expect(members[1].name == "Bob" && members[1].joinedAt == nil && members[1].habitID == nil)
        #expect(try await store.challenge(id, of: carol) == nil, "not a member")
        #expect(try await store.challenges(of: bob).map(\.id) == [id])

        let join = ChallengeChange.join(challenge: id, habit: nil, habitIndex: 0)
        await expectRefusal(.notFound) { _ = try await store.apply([.insertHabit(habit("Run")), .challenge(join)], for: carol, at: instant) }
        #expect(try await store.habits(of: carol, includeArchived: true).isEmpty, "the refused batch wrote no habit")
        let joined = try await store.apply([.insertHabit(habit("Run")), .challenge(join)], for: bob, at: laterInstant)
        #expect(try await store.challenge(id, of: bob)?.members.last?.habitID == joined.first)
        await expectRefusal(.challengeJoined) { _ = try await store.apply([.insertHabit(habit("Walk")), .challenge(join)], for: bob, at: instant) }
        #expect(try await store.habits(of: bob, includeArchived: true).count == 1)
        let foreign = ChallengeChange.join(challenge: id, habit: ids[0], habitIndex: nil)
        await expectRefusal(.notFound) { _ = try await store.apply([.challenge(foreign)], for: bob, at: instant) }

        #expect(try await !store.inviteToChallenge(id, users: [carol], by: bob, at: instant), "only the maker invites")
        #expect(try await store.inviteToChallenge(id, users: [carol, bob], by: alice, at: instant))
        #expect(try await store.challenge(id, of: carol)?.members.map(\.user) == [alice, bob, carol])
        var crowd: [UserID] = []
        for index in 0..<ChallengePolicy.maximumMembers { crowd.append(try await makeUser(store, name: "M\(index)")) }
        await expectRefusal(.challengeInvalid) { _ = try await store.inviteToChallenge(id, users: crowd, by: alice, at: instant) }
        #expect(try await store.challenge(id, of: alice)?.members.count == 3, "nothing changed")
        _ = try await store.apply([.deleteHabit(ids[0])], for: alice, at: laterInstant)
        #expect(try await store.challenge(id, of: alice)?.members.first?.habitID == nil, "a deleted habit leaves the member")
    }
}
