import CadenceAPI
import CadenceCore
@testable import CadenceHTTP
import Foundation
import Synchronization
import Testing

/// Concurrent writes of one user: each answers as if it ran alone.
@Suite struct ConcurrentWriteTests {
    @Test func concurrentFirstCheckInsAllSucceed() async throws {
        try await TestServer().run { client in
            let alice = try await client.signUp("alice")
            let habit = try await alice.createHabit(#"{"name": "Water", "unit": "cups", "target": 8}"#)
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<24 {
                    group.addTask { try await alice.post("/api/v1/habits/\(habit)/checkins", #"{"amount": 1}"#).status.code }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(statuses == Array(repeating: 201, count: 24))
            let day = try await alice.get("/api/v1/habits/\(habit)/days/2026-06-15")
            #expect(day.json["total"]?.numberValue == 24)
            let unlocked = try await alice.get("/api/v1/achievements").items.filter { $0["unlocked"] == .bool(true) }
            let ids = unlocked.compactMap { $0["id"]?.stringValue }
            #expect(ids.contains("first-check-in"))
        }
    }

    struct StoreHiccup: Error {}

    @Test func storageErrorsAreRetriedButRefusalsAreNot() async throws {
        let attempts = Counter()
        let value = try await StorageConflictRetry.run {
            if attempts.increment() < 3 { throw StoreHiccup() }
            return "done"
        }
        #expect(value == "done")
        #expect(attempts.value == 3)

        let refusals = Counter()
        await #expect(throws: CadenceError.self) {
            try await StorageConflictRetry.run {
                _ = refusals.increment()
                throw CadenceError(.notFound, "no")
            }
        }
        #expect(refusals.value == 1)

        let failures = Counter()
        await #expect(throws: StoreHiccup.self) {
            try await StorageConflictRetry.run {
                _ = failures.increment()
                throw StoreHiccup()
            }
        }
        #expect(failures.value == StorageConflictRetry.attempts)
    }
}

/// A thread-safe counter for the retry tests.
final class Counter: Sendable {
    private let count = Mutex(0)

    func increment() -> Int { count.withLock { $0 += 1; return $0 } }
    var value: Int { count.withLock { $0 } }
}
