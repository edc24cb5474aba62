import CadenceCore
import CadencePostgres
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

/// docs/deploy.md "What is shared and what is per process": what only PostgreSQL's two pools
/// share beyond the storage contract. The concurrent check-ins, the rating and note saved at
/// once and the shared data revision are two-process conformance checks
/// (`StoreConformance.twoProcessChecks`, run by `PostgresStoreConformanceTests`).
@Suite struct PostgresConcurrencyTests {
    static let now = Date(timeIntervalSince1970: 1_773_831_600)  // 2026-03-18T11:00:00Z

    /// docs/deploy.md "What is shared and what is per process": sign-in attempts recorded by
    /// one process are counted by another, so N processes allow the limit once, not N times.
    @Test func signInAttemptsAreSharedAcrossPools() async throws {
        let (url, drop) = try await PostgresTestDatabase.freshSchema()
        let first = try await PostgresStore.open(url: url)
        let second = try await PostgresStore.open(url: url)
        defer {
            first.close()
            second.close()
        }
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
