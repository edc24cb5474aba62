import CadenceCore
import CadenceSQLite
import CadenceStorage
import Foundation
import GRDB
import Synchronization
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §6 "Retries": the service decides a use case again only after an error
/// that proves nothing was committed (`concurrentChange`, into which the backends classify SQLite
/// busy/locked and PostgreSQL 40001/40P01), within a time budget; nothing else is retried.
@Suite struct ConflictRetryTests {
    struct ConnectionDropped: Error {}

    @Test func aConflictIsDecidedAgainAndThenSucceeds() async throws {
        let attempts = Tally()
        let value = try await ConflictRetry(budget: .seconds(30)).run {
            let attempt = attempts.add()
            if attempt == 1 { throw CadenceError(.concurrentChange, "another change was saved first") }
            return "done"
        }
        #expect(value == "done")
        #expect(attempts.count == 2)
    }

    @Test func anErrorThatMayHaveCommittedIsNotRetried() async throws {
        let attempts = Tally()
        await #expect(throws: ConnectionDropped.self) {
            try await ConflictRetry(budget: .seconds(30)).run {
                attempts.add()
                throw ConnectionDropped()
            }
        }
        #expect(attempts.count == 1, "an unknown commit outcome is never run again")
        let refusals = Tally()
        await #expect(throws: CadenceError.self) {
            try await ConflictRetry(budget: .seconds(30)).run {
                refusals.add()
                throw CadenceError(.nameDuplicate, field: "name", "an active habit with that name already exists")
            }
        }
        #expect(refusals.count == 1, "a refusal of the input is never run again")
        #expect(!ConflictRetry.provesNothingCommitted(ConnectionDropped()))
    }

    @Test func attemptsStopWhenTheBudgetIsSpent() async throws {
        let attempts = Tally()
        let clock = ContinuousClock()
        let start = clock.now
        let error = await #expect(throws: CadenceError.self) {
            try await ConflictRetry(budget: .milliseconds(50)).run {
                attempts.add()
                throw CadenceError(.concurrentChange, "another change was saved first")
            }
        }
        #expect(error?.code == .concurrentChange)
        #expect(attempts.count >= 2)
        let elapsed = clock.now - start
        // Bounded by the budget (50 ms), not by a count: it gave up only once the budget was spent.
        // (No upper bound on the time: on a loaded machine a sleep may resume late; that the test
        // ends at all is the proof that the attempts stop.)
        #expect(elapsed >= .milliseconds(50), "stopped after \(elapsed)")
    }

    /// A real SQLite file held by another connection past the busy timeout: the store reports
    /// `concurrentChange` (nothing was written), and the service decides again once it is free.
    @Test func aBusyDatabaseIsAConflictTheServiceRetries() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        var configuration = SQLiteStore.makeConfiguration()
        configuration.busyMode = .timeout(0.05)
        let store = try SQLiteStore(writer: DatabasePool(path: path, configuration: configuration))
        let service = CadenceService(store: store, environment: .fixed(ServiceFixture.defaultNow))
        let user = try await service.createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))

        let other = try DatabaseQueue(path: path, configuration: configuration)
        // The other connection holds the write lock until the test lets it go (never a fixed
        // sleep: on a loaded machine this test's own steps may take longer than any such sleep).
        let held = Tally()
        let release = Tally()
        let holder = Task.detached {
            try other.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                held.add()
                for _ in 0..<6_000 where release.count == 0 { Thread.sleep(forTimeInterval: 0.005) }
                try db.execute(sql: "ROLLBACK")
            }
        }
        while held.count == 0 { try await Task.sleep(for: .milliseconds(2)) }
        let busy = await #expect(throws: CadenceError.self) {
            try await store.apply([.setHabitOrder([])], for: user, at: ServiceFixture.defaultNow)
        }
        #expect(busy?.code == .concurrentChange, "a busy database committed nothing: a conflict")
        // Still held when the service starts; let go a little later: the service decides again.
        let releaser = Task {
            try await Task.sleep(for: .milliseconds(100))
            release.add()
        }
        let habit = try await service.createHabit(HabitDraft(name: "Read"), for: user)
        try await releaser.value
        try await holder.value
        #expect(try await service.habits(of: user).map(\.id) == [habit.id])
    }
}

/// A count shared with the closures under test.
final class Tally: Sendable {
    private let value = Mutex(0)

    @discardableResult
    func add() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
    var count: Int { value.withLock { $0 } }
}
