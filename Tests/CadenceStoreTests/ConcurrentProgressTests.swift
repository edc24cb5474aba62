import CadenceCore
import CadenceSQLite
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §6 "Concurrent changes": the revision guard itself. The concurrent
/// check-ins and undos of two processes and the rating and note saved at once are two-process
/// conformance checks (`StoreConformance.twoProcessChecks`), run on SQLite by
/// `SQLiteConformanceTests.twoPoolsOnOneFile` and on PostgreSQL alike.
@Suite struct ConcurrentProgressTests {
    /// The guard itself: a batch that names a revision the user has moved past writes nothing.
    @Test func aStaleRevisionRefusesTheWholeBatch() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let habit = try await service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-03-01")), for: fixture.user)
        let stale = try await fixture.store.dataRevision(of: fixture.user)
        try await service.addCheckIn(to: habit.id, for: fixture.user)
        let before = try await fixture.snapshot()
        let checkIn = CheckIn(id: 0, habitID: habit.id, day: Day("2026-03-17")!, at: ServiceFixture.defaultNow, amount: 1, note: nil)
        let refusal = await #expect(throws: CadenceError.self) {
            try await fixture.store.apply([.requireRevision(stale), .insertCheckIn(checkIn)], for: fixture.user, at: ServiceFixture.defaultNow)
        }
        #expect(refusal?.code == .concurrentChange)
        #expect(try await fixture.snapshot() == before)
        let current = try await fixture.store.dataRevision(of: fixture.user)
        try await fixture.store.apply([.requireRevision(current), .insertCheckIn(checkIn)], for: fixture.user, at: ServiceFixture.defaultNow)
        #expect(try await fixture.store.checkIns(of: fixture.user, habit: habit.id, from: nil, through: nil).count == 2)
    }
}
