import CadenceCore
import CadenceSQLite
import CadenceStorage
import Foundation
import GRDB
import Testing

@testable import CadenceServices

/// `cadence doctor` and the stored derived state (docs/domain-rules.md §5 "Stored derived
/// state", docs/operations.md): a fold or day verdicts corrupted on purpose with raw SQL are
/// found and repaired, and answers never trust state the facts contradict after a repair.
@Suite struct DoctorDerivedStateTests {
    private func fixture() async throws -> (FileStoreFixture, Habit) {
        let fixture = try await FileStoreFixture()
        let read = try await fixture.service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-03-10")), for: fixture.user)
        for day in ["2026-03-12", "2026-03-13", "2026-03-14", "2026-03-16", "2026-03-17"] {
            try await fixture.service.addCheckIn(to: read.id, for: fixture.user, on: Day(day))
        }
        return (fixture, read)
    }

    @Test func aCorruptFoldIsFoundAndRepaired() async throws {
        let (fixture, read) = try await fixture()
        let healthy = try await fixture.service.statistics(of: read.id, for: fixture.user)
        #expect(try await fixture.service.progressCheck(for: fixture.user).isHealthy)
        try fixture.raw("UPDATE habit_fold SET best = best + 7, run = run + 7 WHERE habit_id = ?", [read.id])
        let check = try await fixture.service.progressCheck(for: fixture.user)
        #expect(check.discrepancies.map(\.kind) == [.staleDerivedState])
        try await fixture.service.repairProgress(for: fixture.user)
        #expect(try await fixture.service.progressCheck(for: fixture.user).isHealthy)
        #expect(try await fixture.service.statistics(of: read.id, for: fixture.user) == healthy)
    }

    @Test func corruptVerdictsAreFoundAndRepaired() async throws {
        let (fixture, _) = try await fixture()
        let healthy = try await fixture.service.progress(for: fixture.user).globalStreak
        try fixture.raw("UPDATE user_revision SET verdicts = zeroblob(length(verdicts)) WHERE user_id = ?", [fixture.user])
        let check = try await fixture.service.progressCheck(for: fixture.user)
        #expect(check.discrepancies.map(\.kind) == [.staleDerivedState])
        try await fixture.service.repairProgress(for: fixture.user)
        #expect(try await fixture.service.progressCheck(for: fixture.user).isHealthy)
        #expect(try await fixture.service.progress(for: fixture.user).globalStreak == healthy)
    }

    @Test func aFoldWithOutOfRangeNumbersIsNotUsed() async throws {
        let (fixture, read) = try await fixture()
        let healthy = try await fixture.service.statistics(of: read.id, for: fixture.user)
        try fixture.raw("UPDATE habit_fold SET score = 7.5, run = -3 WHERE habit_id = ?", [read.id])
        #expect(try await fixture.store.habitFolds(of: fixture.user)[read.id] == nil)
        #expect(try await fixture.service.statistics(of: read.id, for: fixture.user) == healthy)
    }

    @Test func aBackfillDropsTheStaleFoldInItsOwnTransaction() async throws {
        let (fixture, read) = try await fixture()
        let before = try #require(try await fixture.store.habitFolds(of: fixture.user)[read.id])
        let instant = Date(timeIntervalSince1970: 1_773_144_000)  // 2026-03-10 12:00 UTC
        // On a settling day (today − 7 = 2026-03-11 and after): nothing is stale.
        try await fixture.store.apply(
            [.insertCheckIn(CheckIn(id: 0, habitID: read.id, day: Day("2026-03-11")!, at: instant.addingTimeInterval(86_400), amount: 1))],
            for: fixture.user, at: instant)
        #expect(try await fixture.store.habitFolds(of: fixture.user)[read.id] == before)
        #expect(try await fixture.store.storedVerdicts(of: fixture.user)?.through == Day("2026-03-11"))
        // Before the anchor: the fold goes and the verdicts are cut back, in the same transaction.
        try await fixture.store.apply(
            [.insertCheckIn(CheckIn(id: 0, habitID: read.id, day: Day("2026-03-10")!, at: instant, amount: 1))],
            for: fixture.user, at: instant)
        #expect(before.anchor == Day("2026-03-11"))
        #expect(try await fixture.store.habitFolds(of: fixture.user)[read.id] == nil)
        #expect(try await fixture.store.storedVerdicts(of: fixture.user)?.through == Day("2026-03-10"))
    }
}
