import CadenceAPI
import CadenceCore
import Foundation
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
}
