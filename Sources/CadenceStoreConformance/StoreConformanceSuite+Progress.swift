import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Perfect days, XP, achievements, imports and the one-access habit read (docs/domain-rules.md §6, §8)

extension StoreConformance {
    /// docs/domain-rules.md §6, §8: one perfect-day award per user and day, enforced by the store; a
    /// revoke of a missing award is `notFound`; both roll back their whole batch.
    public static func perfectDayAwardsAreUniquePerUserAndDay(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let other = try await makeUser(store, name: "Grace")
        try await store.apply([.awardPerfectDay(firstDay)], for: user, at: instant)
        try await store.apply([.awardPerfectDay(firstDay)], for: other, at: instant)
        await #expect(throws: (any Error).self) {
            try await store.apply(
                [.awardPerfectDay(firstDay.adding(days: 1)), .awardPerfectDay(firstDay)], for: user, at: instant)
        }
        #expect(try await store.perfectDayAwards(of: user, from: nil, through: nil) == [firstDay])
        await #expect { try await store.apply([.revokePerfectDay(firstDay.adding(days: 5))], for: user, at: instant) } throws: {
            ($0 as? CadenceError)?.code == .notFound
        }
        try await store.apply([.revokePerfectDay(firstDay)], for: user, at: instant)
        #expect(try await store.perfectDayAwards(of: user, from: nil, through: nil).isEmpty)
        #expect(try await store.perfectDayAwards(of: other, from: nil, through: nil) == [firstDay])
    }

    /// docs/domain-rules.md §6: the ledger is append-only, newest first, its sum is the total, and an entry
    /// that would take the total below 0 is refused with its batch.
    public static func xpLedgerSumsAndNeverGoesNegative(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let other = try await makeUser(store, name: "Grace")
        let award = XPTransaction(amount: 50, reason: .perfectDay, day: firstDay, at: instant)
        let unlock = XPTransaction(amount: 10, reason: .achievement, achievementID: "first-check-in", at: laterInstant)
        let ids = try await store.apply([.appendXP(award), .appendXP(unlock)], for: user, at: instant)
        #expect(ids.count == 2)
        let ledger = try await store.xpTransactions(of: user, limit: nil)
        #expect(ledger.map(\.amount) == [10, 50])
        #expect(ledger.last?.day == firstDay)
        #expect(ledger.first?.achievementID == "first-check-in")
        #expect(ledger.first?.at == laterInstant)
        #expect(try await store.xpTransactions(of: user, limit: 1).count == 1)
        #expect(try await store.xpTotal(of: user) == 60)
        await #expect(throws: (any Error).self) {
            try await store.apply(
                [.appendXP(XPTransaction(amount: -61, reason: .perfectDayRevoked, day: firstDay, at: instant))],
                for: user, at: instant)
        }
        #expect(try await store.xpTotal(of: user) == 60)
        #expect(try await store.xpTotal(of: other) == 0)
        #expect(try await store.xpTransactions(of: other, limit: nil).isEmpty)
    }

    /// docs/domain-rules.md §6: an achievement unlocks once per user.
    public static func achievementsUnlockOnce(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let unlock = AchievementUnlock(achievementID: "first-check-in", unlockedAt: instant)
        try await store.apply([.unlockAchievement(unlock)], for: user, at: instant)
        await #expect(throws: (any Error).self) {
            try await store.apply([.unlockAchievement(unlock)], for: user, at: laterInstant)
        }
        #expect(try await store.unlockedAchievements(of: user) == [unlock])
        let other = try await makeUser(store, name: "Grace")
        #expect(try await store.unlockedAchievements(of: other).isEmpty)
    }

    /// docs/import-export.md "The import log": imports are logged per user, newest first, failures too.
    public static func importLogRoundTrip(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let ok = ImportRecord(
            format: "loop-db", fileName: "backup.db", habits: 3, checkIns: 120, skippedDays: 4, warnings: 1,
            startedAt: instant, finishedAt: laterInstant, succeeded: true)
        let failed = ImportRecord(
            format: "lucidpal", fileName: "export", startedAt: laterInstant, finishedAt: laterInstant, succeeded: false,
            errorMessage: "lucidpal_habits.json: record 2: name is empty")
        try await store.apply([.recordImport(ok)], for: user, at: instant)
        try await store.apply([.recordImport(failed)], for: user, at: instant)
        let log = try await store.imports(of: user)
        #expect(log.map(\.format) == ["lucidpal", "loop-db"])
        var expected = ok
        expected.id = log[1].id
        #expect(log[1] == expected)
        #expect(log[0].errorMessage == failed.errorMessage)
        #expect(try await store.imports(of: try await makeUser(store, name: "Grace")).isEmpty)
    }

    /// The one-access read: settings, the habit, its totals and records in the range, the
    /// unlocked achievements; `nil` for another user's habit; check-in count per user.
    public static func habitDayFactsReadsOneHabitsDays(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let other = try await makeUser(store, name: "Grace")
        let ids = try await insertHabits([habit("Read"), habit("Run")], for: user, in: store)
        let read = ids[0]
        let run = ids[1]
        for offset in 0..<5 {
            try await checkIn(read, day: firstDay.adding(days: offset), amount: Double(offset + 1), for: user, in: store)
            try await checkIn(run, day: firstDay.adding(days: offset), for: user, in: store)
        }
        try await store.apply(
            [
                .saveDayRecord(DayRecord(habitID: read, day: firstDay.adding(days: 2), isSkipped: true)),
                .unlockAchievement(AchievementUnlock(achievementID: "first-check-in", unlockedAt: instant)),
            ],
            for: user, at: instant)
        let facts = try #require(
            try await store.habitDayFacts(of: user, habit: read, from: firstDay.adding(days: 1), through: firstDay.adding(days: 3)))
        #expect(facts.habit.id == read)
        #expect(facts.settings == settings)
        #expect(facts.dayTotals.map(\.total) == [2, 3, 4])
        #expect(facts.dayTotals.allSatisfy { $0.habitID == read })
        #expect(facts.dayRecords.map(\.day) == [firstDay.adding(days: 2)])
        #expect(facts.unlockedAchievements.map(\.achievementID) == ["first-check-in"])
        #expect(try await store.habitDayFacts(of: other, habit: read, from: firstDay, through: firstDay) == nil)
        #expect(try await store.checkInCount(of: user) == 10)
        #expect(try await store.checkInCount(of: other) == 0)
    }
}
