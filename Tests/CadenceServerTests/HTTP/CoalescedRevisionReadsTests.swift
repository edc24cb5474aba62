import CadenceCore
import CadenceHTTP
import Synchronization
import Testing

@testable import CadenceServices

/// Shared reads of a data revision (`CoalescedRevisionReads`): a request never uses a read that
/// began before it arrived; requests arriving during a read share the next one.
@Suite struct CoalescedRevisionReadsTests {
    /// Counts the reads it serves and answers each with its number; the first read waits until
    /// `open()`.
    final class Store: Sendable {
        let started = Mutex(0)
        let gate = AsyncStream<Void>.makeStream()

        func read(_ user: UserID) async -> Int64 {
            let number = started.withLock { count -> Int in
                count += 1
                return count
            }
            if number == 1 {
                for await _ in gate.stream { break }
            }
            return Int64(number)  // integer-only
        }

        func open() {
            gate.continuation.yield()
        }

        var reads: Int { started.withLock { $0 } }
    }

    /// Yields until `condition` holds (no sleeping, no timing); fails after many tries.
    static func until(_ condition: () -> Bool) async {
        var tries = 0
        while !condition(), tries < 1_000_000 {
            tries += 1
            await Task.yield()
        }
        #expect(condition())
    }

    @Test func oneRequestAtATimeReadsEachTime() async throws {
        let reads = CoalescedRevisionReads()
        let store = Store()
        store.open()
        for expected in 1...3 {
            #expect(try await reads.revision(of: 1, read: { await store.read($0) }) == Int64(expected))  // integer-only
        }
        #expect(store.reads == 3)
    }

    @Test func requestsArrivingDuringAReadShareTheNextOne() async throws {
        let reads = CoalescedRevisionReads()
        let store = Store()
        let first = Task { try await reads.revision(of: 1, read: { await store.read($0) }) }
        await Self.until { store.reads == 1 }
        let later = (0..<5).map { _ in Task { try await reads.revision(of: 1, read: { await store.read($0) }) } }
        await Self.until { reads.waiting(for: 1) == 5 }
        // Another user is not held up by user 1's read.
        let other = try await reads.revision(of: 2, read: { _ in 42 })
        #expect(other == 42)
        store.open()
        #expect(try await first.value == 1)
        for task in later {
            // Not the read in flight when they arrived: the next one, shared.
            #expect(try await task.value == 2)
        }
        #expect(store.reads == 2)
        #expect(reads.waiting(for: 1) == 0)
    }

    @Test func aFailedReadFailsOnlyItsBatch() async throws {
        struct Failure: Error {}
        let reads = CoalescedRevisionReads()
        await #expect(throws: Failure.self) {
            try await reads.revision(of: 1, read: { _ throws in throw Failure() })
        }
        #expect(try await reads.revision(of: 1, read: { _ in 7 }) == 7)
    }
}
