import CadenceCore
import CadencePostgres
@testable import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

/// docs/domain-rules.md §6 "Concurrent changes", docs/schema.md "Concurrency": two connection
/// pools on one PostgreSQL database — two server processes — checking in and undoing the same
/// user's habits at once never lose or double a perfect-day award, and the XP ledger's sum stays
/// the total: a recalculation from scratch has nothing to change.
@Suite struct PostgresConcurrencyTests {
    static let now = Date(timeIntervalSince1970: 1_773_831_600)  // 2026-03-18T11:00:00Z

    @Test(arguments: [UInt64(21), 22])
    func twoPoolsKeepAwardsAndLedgerExact(seed: UInt64) async throws {
        let (url, drop) = try await PostgresTestDatabase.freshSchema()
        let stores = [try await PostgresStore.open(url: url), try await PostgresStore.open(url: url)]
        defer { stores.forEach { $0.close() } }
        let setup = CadenceService(store: stores[0], environment: .fixed(Self.now))
        let user = try await setup.createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let start = Day("2026-03-15")!
        var habits: [HabitID] = []
        for name in ["Read", "Stretch"] {
            habits.append(try await setup.createHabit(HabitDraft(name: name, startDay: start), for: user).id)
        }
        let writers = 8
        let requestsPerWriter = 40
        let processes = stores.map { CadenceService(store: $0, environment: .fixed(Self.now)) }
        let completed = try await withThrowingTaskGroup(of: Int.self) { group in
            for writer in 0..<writers {
                let service = processes[writer % processes.count]
                let habitIDs = habits
                group.addTask {
                    var random = SplitMix64(seed: seed &* 1000 &+ UInt64(writer))
                    var done = 0
                    for _ in 0..<requestsPerWriter {
                        let habit = habitIDs[Int.random(in: 0..<habitIDs.count, using: &random)]
                        let day = start.adding(days: Int.random(in: 0...1, using: &random))
                        if Bool.random(using: &random) {
                            try await service.addCheckIn(to: habit, for: user, on: day)
                        } else {
                            do {
                                try await service.undoCheckIn(of: habit, for: user, on: day)
                            } catch let error as CadenceError where error.code == .nothingToUndo {}
                        }
                        done += 1
                    }
                    return done
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(completed == writers * requestsPerWriter)
        let total = try await stores[1].xpTotal(of: user)
        let ledger = try await stores[1].xpTransactions(of: user, limit: nil)
        #expect(total == ledger.map(\.amount).reduce(0, +))
        let awards = try await stores[1].perfectDayAwards(of: user, from: nil, through: nil)
        #expect(Set(awards).count == awards.count)
        let perfectDayXP = ledger.filter { $0.reason != .achievement }.map(\.amount).reduce(0, +)
        #expect(perfectDayXP == awards.count * XPTransaction.perfectDayXP)
        let corrections = try await CadenceService(store: stores[1], environment: .fixed(Self.now))
            .recalculateProgress(for: user)
        #expect(corrections.isEmpty, "recalculation had to change \(corrections)")
        await drop()
    }

    /// Both pools see each other's writes through the shared data revision (docs/schema.md
    /// "v3-accounts"): a write through one raises the revision the other reads.
    @Test func theDataRevisionIsSharedAcrossPools() async throws {
        let (url, drop) = try await PostgresTestDatabase.freshSchema()
        let first = try await PostgresStore.open(url: url)
        let second = try await PostgresStore.open(url: url)
        defer { first.close(); second.close() }
        let service = CadenceService(store: first, environment: .fixed(Self.now))
        let user = try await service.createUser(name: "bob", settings: UserSettings(timeZoneIdentifier: "Asia/Tokyo"))
        let before = try await second.dataRevision(of: user)
        let habit = try await service.createHabit(HabitDraft(name: "Walk", startDay: Day("2026-03-01")!), for: user)
        let afterHabit = try await second.dataRevision(of: user)
        #expect(afterHabit > before)
        try await CadenceService(store: second, environment: .fixed(Self.now)).addCheckIn(to: habit.id, for: user)
        #expect(try await first.dataRevision(of: user) > afterHabit)
        #expect(try await first.checkIns(of: user, habit: habit.id, from: nil, through: nil).count == 1)
        await drop()
    }

    /// docs/deploy.md "What is shared and what is per process": sign-in attempts recorded by
    /// one process are counted by another, so N processes allow the limit once, not N times.
    @Test func signInAttemptsAreSharedAcrossPools() async throws {
        let (url, drop) = try await PostgresTestDatabase.freshSchema()
        let first = try await PostgresStore.open(url: url)
        let second = try await PostgresStore.open(url: url)
        defer { first.close(); second.close() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for attempt in 0..<20 {
                let store = attempt % 2 == 0 ? first : second
                group.addTask {
                    try await store.recordAttempt(
                        scope: "pair", key: "ada\u{1F}10.0.0.9", at: Self.now.addingTimeInterval(Double(attempt)), window: 900)
                }
            }
            try await group.waitForAll()
        }
        #expect(try await first.attempts(scope: "pair", key: "ada\u{1F}10.0.0.9", after: .distantPast).count == 20)
        #expect(try await second.attempts(scope: "pair", key: "ada\u{1F}10.0.0.9", after: .distantPast).count == 20)
        await drop()
    }
}
