import CadenceCore
import CadenceStorage
import Foundation
import Testing

extension StoreConformance {
    /// docs/domain-rules.md §6 "One write": `decideInOneWrite` hands the decision the same facts
    /// `habitDayFacts` reads, applies what it decides in the same transaction (with the inserted
    /// ids), writes nothing for `.needsMoreFacts` or an error, and hands `nil` for another
    /// user's habit.
    public static func decideInOneWriteReadsDecidesAndWrites(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let other = try await makeUser(store, name: "Grace")
        let read = try await insertHabits([habit("Read")], for: user, in: store)[0]
        try await checkIn(read, day: firstDay, amount: 2, for: user, in: store)
        let expected = try #require(try await store.habitDayFacts(of: user, habit: read, from: firstDay, through: firstDay))

        let insert = StoreChange.insertCheckIn(CheckIn(id: 0, habitID: read, day: firstDay, at: instant, amount: 3, note: "tea"))
        let written = try #require(
            try await store.decideInOneWrite(for: user, habit: read, from: firstDay, through: firstDay, at: instant) {
                facts -> HabitDayDecision<[Double]> in
                guard var facts, facts.reach == HabitWriteReach(hasEnabledWebhooks: false, sharing: nil, isInChallenge: false) else {
                    return .needsMoreFacts
                }
                facts.reach = nil
                guard facts == expected else { return .needsMoreFacts }
                return .apply([insert], facts.dayTotals.map(\.total))
            })
        #expect(written.value == [2])
        #expect(written.ids.count == 1)
        let stored = try await store.checkIns(of: user, habit: read, from: firstDay, through: firstDay)
        #expect(stored.map(\.amount) == [2, 3])
        #expect(stored.contains { $0.id == written.ids[0] && $0.note == "tea" })
        let revision = try await store.dataRevision(of: user)
        #expect(revision > expected.revision)

        // Asking for more facts, or failing, writes nothing.
        let declined: (value: Int, ids: [Int64])? = try await store.decideInOneWrite(
            for: user, habit: read, from: firstDay, through: firstDay, at: instant
        ) { _ in .needsMoreFacts }
        #expect(declined == nil)
        await #expect(throws: CadenceError.self) {
            _ = try await store.decideInOneWrite(for: user, habit: read, from: firstDay, through: firstDay, at: instant) {
                _ -> HabitDayDecision<Int> in
                throw CadenceError(.amountInvalid, "refused")
            }
        }
        // A decision whose change the store refuses writes none of its changes.
        await #expect(throws: CadenceError.self) {
            _ = try await store.decideInOneWrite(for: user, habit: read, from: firstDay, through: firstDay, at: instant) {
                _ -> HabitDayDecision<Int> in
                .apply([insert, .deleteCheckIn(987_654)], 0)
            }
        }
        #expect(try await store.dataRevision(of: user) == revision)
        #expect(try await store.checkIns(of: user, habit: read, from: firstDay, through: firstDay).count == 2)

        // Another user's habit: the decision sees no facts.
        let foreign = try await store.decideInOneWrite(for: other, habit: read, from: firstDay, through: firstDay, at: instant) {
            facts -> HabitDayDecision<Bool> in
            .apply([], facts == nil)
        }
        #expect(foreign?.value == true)
        #expect(try await store.checkIns(of: user, habit: read, from: firstDay, through: firstDay).count == 2)
    }

    /// docs/domain-rules.md §6 "One write", §21, §27: the facts `decideInOneWrite` hands over
    /// say what else the write may reach — an enabled webhook endpoint (a disabled one is not),
    /// the habit's stored sharing (another habit's is not its), a challenge the person is in or
    /// invited to.
    public static func decideInOneWriteReadsTheWriteReach(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let habits = try await insertHabits([habit("Run"), habit("Read", sortOrder: 1)], for: alice, in: store)
        let bobsRun = try await insertHabits([habit("Run")], for: bob, in: store)[0]
        func reach(_ user: UserID, _ habit: HabitID) async throws -> HabitWriteReach? {
            try await store.decideInOneWrite(for: user, habit: habit, from: firstDay, through: firstDay, at: instant) {
                facts -> HabitDayDecision<HabitWriteReach?> in .apply([], facts?.reach)
            }?.value
        }
        let nothing = HabitWriteReach(hasEnabledWebhooks: false, sharing: nil, isInChallenge: false)
        #expect(try await reach(alice, habits[0]) == nothing)

        let endpoint = try await store.insertWebhookEndpoint(webhookEndpoint("reach"), for: alice)
        #expect(try await reach(alice, habits[0]) == HabitWriteReach(hasEnabledWebhooks: true, sharing: nil, isInChallenge: false))
        #expect(try await reach(bob, bobsRun) == nothing, "Alice's endpoint is hers")
        try await store.setWebhookEndpointHealth(endpoint.id, failingSince: instant, disabledAt: instant, reason: "gone")
        #expect(try await reach(alice, habits[0]) == nothing, "a disabled endpoint sends nothing")

        let shared = HabitSharing(habitID: habits[1], withAll: true, amounts: true)
        #expect(try await store.setHabitSharing(shared, of: alice))
        #expect(try await reach(alice, habits[0]) == nothing, "another habit is shared")
        #expect(try await reach(alice, habits[1]) == HabitWriteReach(hasEnabledWebhooks: false, sharing: shared, isInChallenge: false))
        #expect(try await store.setHabitSharing(HabitSharing(habitID: habits[1]), of: alice))
        #expect(try await reach(alice, habits[1]) == nothing, "private again")

        let create = ChallengeChange.create(name: "May", start: firstDay, end: firstDay.adding(days: 30), invitees: [bob], habitIndex: 0)
        _ = try await store.apply([.insertHabit(habit("Walk", sortOrder: 2)), .challenge(create)], for: alice, at: instant)
        #expect(try await reach(alice, habits[0]) == HabitWriteReach(hasEnabledWebhooks: false, sharing: nil, isInChallenge: true))
        #expect(try await reach(bob, bobsRun) == HabitWriteReach(hasEnabledWebhooks: false, sharing: nil, isInChallenge: true), "invited")
    }
}
