import CadenceCore
import CadenceSQLite
@testable import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

/// docs/domain-rules.md §6 "Concurrent changes": writers that check in and undo the same
/// user's habits at the same time — tasks of one process and two separate connection pools on
/// one file, as two server processes would (each with its own service) — never lose or double a
/// perfect-day award: afterwards the
/// ledger agrees with a recalculation from scratch (recalculation has nothing to change).
@Suite struct ConcurrentProgressTests {
    static let now = ServiceFixture.instant("2026-03-18T11:00:00Z")

    @Test(arguments: [UInt64(11), 12, 13])
    func concurrentCheckInsAndUndosKeepAwardsExact(seed: UInt64) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-concurrency-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        // Two pools on one file: two "processes" whose writes SQLite serializes.
        let stores = [try SQLiteStore(path: path), try SQLiteStore(path: path)]
        let setup = CadenceService(store: stores[0], environment: .fixed(Self.now))
        let user = try await setup.createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let start = Day("2026-03-15")!
        var habits: [HabitID] = []
        for name in ["Read", "Stretch"] {
            habits.append(try await setup.createHabit(HabitDraft(name: name, startDay: start), for: user).id)
        }
        let writers = 12
        let requestsPerWriter = 80
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
        let service = CadenceService(store: stores[0], environment: .fixed(Self.now))
        let total = try await stores[0].xpTotal(of: user)
        let ledger = try await stores[0].xpTransactions(of: user, limit: nil)
        #expect(total == ledger.map(\.amount).reduce(0, +))
        let awards = try await stores[0].perfectDayAwards(of: user, from: nil, through: nil)
        let perfectDayXP = ledger.filter { $0.reason != .achievement }.map(\.amount).reduce(0, +)
        #expect(perfectDayXP == awards.count * XPTransaction.perfectDayXP)
        let corrections = try await service.recalculateProgress(for: user)
        #expect(corrections.isEmpty, "recalculation had to change \(corrections)")
    }

    /// A day record is read, changed and written whole: a rating and a note saved at the same
    /// moment by two "processes" must both stay, round after round.
    @Test func aRatingAndANoteSavedAtOnceBothStay() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-records-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        let processes = [try SQLiteStore(path: path), try SQLiteStore(path: path)].map {
            CadenceService(store: $0, environment: .fixed(Self.now))
        }
        let user = try await processes[0].createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let habit = try await processes[0].createHabit(HabitDraft(name: "Read", startDay: Day("2026-01-01")), for: user).id
        for round in 0..<40 {
            let day = Day("2026-01-01")!.adding(days: round)
            async let rated = processes[0].setDifficulty(round % 5 + 1, habit: habit, for: user, on: day)
            async let noted = processes[1].setDayNote("note \(round)", habit: habit, for: user, on: day)
            _ = try await (rated, noted)
            let record = try #require(try await processes[0].dayRecords(of: habit, for: user, from: day, through: day).first)
            #expect(record.difficulty == round % 5 + 1, "round \(round)")
            #expect(record.note == "note \(round)", "round \(round)")
        }
    }

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
