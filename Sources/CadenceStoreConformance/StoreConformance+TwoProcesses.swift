import CadenceCore
import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

/// docs/domain-rules.md §6 "Concurrent changes": what every backend must keep when two server
/// processes share one database — written once, run by both backends against two stores opened
/// on the same database (SQLite: two pools on one file; PostgreSQL: two pools on one schema).
extension StoreConformance {
    /// One named check of two stores on one fresh, empty database.
    public struct TwoProcessCheck: Sendable, CustomStringConvertible, CustomTestStringConvertible {
        /// What the check verifies, e.g. `theDataRevisionIsSharedAcrossProcesses`.
        public let name: String
        /// Runs the check against two stores of one empty database.
        public let run: @Sendable (any CadenceStore, any CadenceStore) async throws -> Void

        /// A check named `name` that runs `run`.
        public init(_ name: String, run: @escaping @Sendable (any CadenceStore, any CadenceStore) async throws -> Void) {
            self.name = name
            self.run = run
        }

        /// The check's name.
        public var description: String { name }
        /// The check's name, as Swift Testing shows the argument of a parameterized test.
        public var testDescription: String { name }
    }

    /// Every two-process check, in a stable order.
    public static let twoProcessChecks: [TwoProcessCheck] = [
        TwoProcessCheck("concurrentCheckInsAndUndosKeepAwardsExact", run: concurrentCheckInsAndUndosKeepAwardsExact),
        TwoProcessCheck("aRatingAndANoteSavedAtOnceBothStay", run: aRatingAndANoteSavedAtOnceBothStay),
        TwoProcessCheck("theDataRevisionIsSharedAcrossProcesses", run: theDataRevisionIsSharedAcrossProcesses),
        TwoProcessCheck("aPendingSignInIsFinishedOnAnotherProcessOnce", run: aPendingSignInIsFinishedOnAnotherProcessOnce),
    ]

    static let concurrencyNow = Date(timeIntervalSince1970: 1_773_831_600)  // 2026-03-18T11:00:00Z

    /// Writers that check in and undo the same user's habits at the same time, spread over both
    /// processes, never lose or double a perfect-day award: the XP ledger sums to the total and a
    /// recalculation from scratch has nothing to change. Three seeds.
    public static func concurrentCheckInsAndUndosKeepAwardsExact(_ first: any CadenceStore, _ second: any CadenceStore)
        async throws
    {
        let stores = [first, second]
        let setup = CadenceService(store: first, environment: .fixed(concurrencyNow))
        let start = try #require(Day("2026-03-15"))
        for seed in [UInt64(11), 12, 13] {
            let user = try await setup.createUser(name: "user \(seed)", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
            var habits: [HabitID] = []
            for name in ["Read", "Stretch"] {
                habits.append(try await setup.createHabit(HabitDraft(name: name, startDay: start), for: user).id)
            }
            let processes = stores.map { CadenceService(store: $0, environment: .fixed(concurrencyNow)) }
            let (writers, requestsPerWriter) = (10, 50)
            let completed = try await withThrowingTaskGroup(of: Int.self) { group in
                for writer in 0..<writers {
                    let service = processes[writer % processes.count]
                    let habitIDs = habits
                    group.addTask {
                        var random = SplitMix64(seed: seed &* 1000 &+ UInt64(writer))
                        for _ in 0..<requestsPerWriter {
                            let habit = habitIDs[Int.random(in: 0..<habitIDs.count, using: &random)]
                            let day = start.adding(days: Int.random(in: 0...1, using: &random))
                            if Bool.random(using: &random) {
                                // A done yes/no day takes no more (docs/domain-rules.md §3 "A yes/no day is complete").
                                do {
                                    try await service.addCheckIn(to: habit, for: user, on: day)
                                } catch let error as CadenceError where error.code == .dayComplete {}
                            } else {
                                do {
                                    try await service.undoCheckIn(of: habit, for: user, on: day)
                                } catch let error as CadenceError where error.code == .nothingToUndo {}
                            }
                        }
                        return requestsPerWriter
                    }
                }
                return try await group.reduce(0, +)
            }
            #expect(completed == writers * requestsPerWriter)
            let total = try await second.xpTotal(of: user)
            let ledger = try await second.xpTransactions(of: user, limit: nil)
            #expect(total == ledger.map(\.amount).reduce(0, +), "seed \(seed)")
            let awards = try await second.perfectDayAwards(of: user, from: nil, through: nil)
            #expect(Set(awards).count == awards.count, "seed \(seed)")
            let perfectDayXP = ledger.filter { $0.reason != .achievement }.map(\.amount).reduce(0, +)
            #expect(perfectDayXP == awards.count * XPTransaction.perfectDayXP, "seed \(seed)")
            let corrections = try await processes[1].recalculateProgress(for: user)
            #expect(corrections.isEmpty, "seed \(seed): recalculation had to change \(corrections)")
        }
    }

    /// A day record is read, changed and written whole: a rating and a note saved at the same
    /// moment by two processes must both stay, round after round.
    public static func aRatingAndANoteSavedAtOnceBothStay(_ first: any CadenceStore, _ second: any CadenceStore) async throws {
        let processes = [first, second].map { CadenceService(store: $0, environment: .fixed(concurrencyNow)) }
        let user = try await processes[0].createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let start = try #require(Day("2026-01-01"))
        let habit = try await processes[0].createHabit(HabitDraft(name: "Read", startDay: start), for: user).id
        for round in 0..<40 {
            let day = start.adding(days: round)
            async let rated = processes[0].setDifficulty(round % 5 + 1, habit: habit, for: user, on: day)
            async let noted = processes[1].setDayNote("note \(round)", habit: habit, for: user, on: day)
            _ = try await (rated, noted)
            let record = try #require(try await processes[0].dayRecords(of: habit, for: user, from: day, through: day).first)
            #expect(record.difficulty == round % 5 + 1, "round \(round)")
            #expect(record.note == "note \(round)", "round \(round)")
        }
    }

    /// Each process sees the other's writes through the shared data revision (docs/schema.md
    /// "v3-accounts"): a write through one raises the revision the other reads.
    public static func theDataRevisionIsSharedAcrossProcesses(_ first: any CadenceStore, _ second: any CadenceStore)
        async throws
    {
        let service = CadenceService(store: first, environment: .fixed(concurrencyNow))
        let user = try await service.createUser(name: "bob", settings: UserSettings(timeZoneIdentifier: "Asia/Tokyo"))
        let before = try await second.dataRevision(of: user)
        let habit = try await service.createHabit(HabitDraft(name: "Walk", startDay: Day("2026-03-01")), for: user)
        let afterHabit = try await second.dataRevision(of: user)
        #expect(afterHabit > before)
        try await CadenceService(store: second, environment: .fixed(concurrencyNow)).addCheckIn(to: habit.id, for: user)
        #expect(try await first.dataRevision(of: user) > afterHabit)
        #expect(try await first.checkIns(of: user, habit: habit.id, from: nil, through: nil).count == 1)
    }
}
