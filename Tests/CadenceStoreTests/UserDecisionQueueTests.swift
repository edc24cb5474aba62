import CadenceCore
import Synchronization
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §6 "Concurrent changes": one-write decisions of a person share the turn,
/// a usual decision runs alone, and each kind waits for what came before it.
@Suite struct UserDecisionQueueTests {
    /// What ran, in order, and a bounded wait for a condition on it (no test waits forever).
    final class Journal: Sendable {
        private let lines = Mutex<[String]>([])

        func write(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }

        /// Waits up to 5 s, in 1 ms steps, until `condition` holds; whether it did.
        func waitUntil(_ condition: @Sendable ([String]) -> Bool) async -> Bool {
            for _ in 0..<5_000 {
                if condition(all) { return true }
                try? await Task.sleep(nanoseconds: 1_000_000)
            }
            return condition(all)
        }
    }

    let user: UserID = 1

    @Test func sharedDecisionsRunTogether() async throws {
        let queue = UserDecisionQueue()
        let journal = Journal()
        let user = self.user
        // Each waits inside its turn until both are inside: only possible when they share it.
        let together = try await withThrowingTaskGroup(of: Bool.self) { group in
            for name in ["a", "b"] {
                group.addTask {
                    try await queue.runShared(for: user) {
                        journal.write(name)
                        return await journal.waitUntil { $0.count == 2 }
                    }
                }
            }
            return try await group.reduce(true) { $0 && $1 }
        }
        #expect(together)
        #expect(!queue.isBusy(user))
    }

    @Test func aDecisionAloneWaitsForSharedOnesAndLaterSharedOnesWaitForIt() async throws {
        let queue = UserDecisionQueue()
        let journal = Journal()
        let release = Journal()
        let user = self.user
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await queue.runShared(for: user) {
                    journal.write("shared 1 in")
                    _ = await release.waitUntil { $0.contains("go") }
                    journal.write("shared 1 out")
                }
            }
            #expect(await journal.waitUntil { $0 == ["shared 1 in"] })
            group.addTask { try await queue.run(for: user) { journal.write("alone") } }
            // The decision alone is waiting now: give it time to be queued, then a shared one arrives.
            try await Task.sleep(nanoseconds: 20_000_000)
            group.addTask { try await queue.runShared(for: user) { journal.write("shared 2") } }
            try await Task.sleep(nanoseconds: 20_000_000)
            #expect(journal.all == ["shared 1 in"], "neither may start while the first shared one runs")
            release.write("go")
            try await group.waitForAll()
        }
        #expect(journal.all == ["shared 1 in", "shared 1 out", "alone", "shared 2"])
        #expect(!queue.isBusy(user))
    }

    @Test func otherPeopleAndNestedCallsDoNotWait() async throws {
        let queue = UserDecisionQueue()
        let journal = Journal()
        let user = self.user
        try await queue.run(for: user) {
            // Inside a decision alone, the same person's shared decision runs at once.
            try await queue.runShared(for: user) { journal.write("nested shared") }
            try await queue.run(for: user) { journal.write("nested alone") }
            // Another person's decisions do not wait for this one.
            try await queue.run(for: 2) { journal.write("other person") }
        }
        #expect(journal.all == ["nested shared", "nested alone", "other person"])
        #expect(!queue.isBusy(user) && !queue.isBusy(2))
    }

    @Test func aFailingDecisionGivesTheTurnBack() async throws {
        let queue = UserDecisionQueue()
        let user = self.user
        await #expect(throws: CadenceError.self) {
            try await queue.runShared(for: user) { throw CadenceError(.notFound, "gone") }
        }
        await #expect(throws: CadenceError.self) {
            try await queue.run(for: user) { throw CadenceError(.notFound, "gone") }
        }
        #expect(!queue.isBusy(user))
        #expect(try await queue.run(for: user) { 42 } == 42)
    }
}
