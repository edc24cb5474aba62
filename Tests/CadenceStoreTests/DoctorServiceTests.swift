import CadenceCore
import CadenceSQLite
import CadenceStorage
import Foundation
import GRDB
import Testing

@testable import CadenceServices

/// `cadence doctor` in the services (docs/operations.md; docs/domain-rules.md §6): stored
/// awards, ledger entries and unlocks against their derivation from scratch, on a real store
/// corrupted on purpose with raw SQL.
@Suite struct DoctorServiceTests {
    /// Read done every day from 2026-03-15 to 2026-03-18 (today): four perfect days, each
    /// awarded, and the achievements they reach.
    private func fixtureWithPerfectDays() async throws -> FileStoreFixture {
        let fixture = try await FileStoreFixture()
        let read = try await fixture.service.createHabit(
            HabitDraft(name: "Read", startDay: Day("2026-03-15")), for: fixture.user)
        for day in ["2026-03-15", "2026-03-16", "2026-03-17", "2026-03-18"] {
            try await fixture.service.addCheckIn(to: read.id, for: fixture.user, on: Day(day))
        }
        return fixture
    }

    private func ordinal(_ day: String) throws -> Int {
        try #require(Day(day)).ordinal
    }

    @Test func aStoreKeptByTheServicesIsHealthy() async throws {
        let fixture = try await fixtureWithPerfectDays()
        let check = try await fixture.service.progressCheck(for: fixture.user)
        #expect(check.discrepancies.isEmpty, "\(check.discrepancies.map(\.message))")
        #expect(check.repairs.isEmpty)
        #expect(try await fixture.service.recalculationChanges(for: fixture.user).isEmpty)
        #expect(try await fixture.store.storageCheck().isHealthy)
    }

    @Test func aDeletedAwardGetsItsRowBackWithoutPayingTwice() async throws {
        let fixture = try await fixtureWithPerfectDays()
        let xp = try await fixture.store.xpTotal(of: fixture.user)
        try fixture.raw("DELETE FROM perfect_day_award WHERE day = ?", [try ordinal("2026-03-16")])
        let check = try await fixture.service.progressCheck(for: fixture.user)
        #expect(check.discrepancies.map(\.kind) == [.missingAward])
        #expect(check.discrepancies.first?.day == Day("2026-03-16"))
        #expect(check.discrepancies.first?.message.contains("already in the ledger") == true)
        #expect(check.repairs == [.awardPerfectDay(try #require(Day("2026-03-16")))])
        try await fixture.service.repairProgress(for: fixture.user)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil).count == 4)
        #expect(try await fixture.store.xpTotal(of: fixture.user) == xp)
        #expect(try await fixture.service.progressCheck(for: fixture.user).isHealthy)
    }

    @Test func anExtraAwardIsRemoved() async throws {
        let fixture = try await fixtureWithPerfectDays()
        let xp = try await fixture.store.xpTotal(of: fixture.user)
        try fixture.raw(
            "INSERT INTO perfect_day_award (user_id, day) VALUES (?, ?)", [fixture.user, try ordinal("2026-03-12")])
        let check = try await fixture.service.progressCheck(for: fixture.user)
        #expect(check.discrepancies.map(\.kind) == [.staleAward])
        #expect(check.repairs == [.revokePerfectDay(try #require(Day("2026-03-12")))])
        try await fixture.service.repairProgress(for: fixture.user)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil).contains(Day("2026-03-12")!) == false)
        #expect(try await fixture.store.xpTotal(of: fixture.user) == xp)
        #expect(try await fixture.service.progressCheck(for: fixture.user).isHealthy)
    }

    @Test func aMissingUnlockIsRestoredWithoutPayingTwice() async throws {
        let fixture = try await fixtureWithPerfectDays()
        let xp = try await fixture.store.xpTotal(of: fixture.user)
        try fixture.raw("DELETE FROM achievement_unlock WHERE achievement_id = 'global-streak-3'")
        let check = try await fixture.service.progressCheck(for: fixture.user)
        #expect(check.discrepancies.map(\.kind) == [.missingUnlock])
        #expect(check.discrepancies.first?.achievementID == "global-streak-3")
        #expect(check.repairs.count == 1)
        try await fixture.service.repairProgress(for: fixture.user)
        let unlocked = try await fixture.store.unlockedAchievements(of: fixture.user).map(\.achievementID)
        #expect(unlocked.contains("global-streak-3"))
        #expect(try await fixture.store.xpTotal(of: fixture.user) == xp)
        #expect(try await fixture.service.progressCheck(for: fixture.user).isHealthy)
    }

    @Test func anAwardWithoutItsXPGetsItsXP() async throws {
        let fixture = try await fixtureWithPerfectDays()
        let xp = try await fixture.store.xpTotal(of: fixture.user)
        try fixture.raw(
            "DELETE FROM xp_transaction WHERE reason = 'perfectDay' AND day = ?", [try ordinal("2026-03-17")])
        let check = try await fixture.service.progressCheck(for: fixture.user)
        #expect(check.discrepancies.map(\.kind) == [.perfectDayXPMismatch])
        try await fixture.service.repairProgress(for: fixture.user)
        #expect(try await fixture.store.xpTotal(of: fixture.user) == xp)
        let latest = try #require(try await fixture.store.xpTransactions(of: fixture.user, limit: 1).first)
        #expect(latest.amount == 50 && latest.reason == .perfectDay && latest.day == Day("2026-03-17"))
        #expect(try await fixture.service.progressCheck(for: fixture.user).isHealthy)
    }

    @Test func withAConsistentLedgerTheRepairIsTheRecalculation() async throws {
        let fixture = try await fixtureWithPerfectDays()
        try fixture.raw("DELETE FROM perfect_day_award WHERE day = ?", [try ordinal("2026-03-16")])
        try fixture.raw(
            "DELETE FROM xp_transaction WHERE reason = 'perfectDay' AND day = ?", [try ordinal("2026-03-16")])
        let check = try await fixture.service.progressCheck(for: fixture.user)
        #expect(check.discrepancies.map(\.kind) == [.missingAward])
        let recalculation = try await fixture.service.recalculationChanges(for: fixture.user)
        #expect(Set(check.repairs) == Set(recalculation))
        #expect(recalculation.count == 2)
    }

    @Test func aNegativeRunningSumIsReportedButNotRepaired() async throws {
        let fixture = try await fixtureWithPerfectDays()
        try fixture.raw(
            "INSERT INTO xp_transaction (id, user_id, amount, reason, at) VALUES (0, ?, -10000, 'achievement', 0)",
            [fixture.user])
        let check = try await fixture.service.progressCheck(for: fixture.user)
        let belowZero = try #require(check.discrepancies.first { $0.kind == .xpBelowZero })
        #expect(!belowZero.isRepairable)
    }

    @Test func anEmptyDayRecordIsRemoved() async throws {
        let fixture = try await fixtureWithPerfectDays()
        let habit = try #require(try await fixture.store.habits(of: fixture.user, includeArchived: true).first)
        try fixture.raw(
            "INSERT INTO day_record (user_id, habit_id, day, is_skipped) VALUES (?, ?, ?, 0)",
            [fixture.user, habit.id, try ordinal("2026-03-16")])
        #expect(try await fixture.service.progressCheck(for: fixture.user).discrepancies.map(\.kind) == [.emptyDayRecord])
        try await fixture.service.repairProgress(for: fixture.user)
        #expect(try await fixture.store.dayRecords(of: fixture.user, habits: nil, from: nil, through: nil).isEmpty)
        #expect(try await fixture.service.progressCheck(for: fixture.user).isHealthy)
    }

    @Test func storageCheckFindsStaleKeysAndOrphanRows() async throws {
        let fixture = try await fixtureWithPerfectDays()
        let habit = try #require(try await fixture.store.habits(of: fixture.user, includeArchived: true).first)
        try fixture.raw("UPDATE habit SET name_key = 'stale' WHERE id = ?", [habit.id])
        try fixture.raw(
            "INSERT INTO checkin (user_id, habit_id, day, at, amount) VALUES (?, 999, 1, 0, 1)", [fixture.user])
        let check = try await fixture.store.storageCheck()
        #expect(check.integrityProblems.isEmpty)
        #expect(check.foreignKeyViolations.count == 1)
        #expect(check.foreignKeyViolations.first?.hasPrefix("checkin row") == true)
        #expect(check.keyMismatches.map(\.expected) == ["read"])
        #expect(try await fixture.store.repairKeys() == 1)
        #expect(try await fixture.store.storageCheck().keyMismatches.isEmpty)
    }
}
