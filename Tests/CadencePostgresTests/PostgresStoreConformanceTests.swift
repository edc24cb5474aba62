import CadencePostgres
import CadenceStorage
import CadenceStoreConformance
import Testing

@testable import CadenceServices

/// docs/architecture.md: the storage conformance suite and the account conformance suite run
/// unchanged on PostgreSQL, each check on a fresh schema of the real test cluster.
@Suite struct PostgresStoreConformanceTests {
    @Test(arguments: StoreConformance.checks)
    func storeConformance(_ check: StoreConformance.Check) async throws {
        try await PostgresTestDatabase.withStore { store in try await check.run(store) }
    }

    /// Two pools on one schema: two server processes.
    @Test(arguments: StoreConformance.twoProcessChecks)
    func twoProcessConformance(_ check: StoreConformance.TwoProcessCheck) async throws {
        let (url, drop) = try await PostgresTestDatabase.freshSchema()
        let first = try await PostgresStore.open(url: url)
        let second = try await PostgresStore.open(url: url)
        defer {
            first.close()
            second.close()
        }
        try await check.run(first, second)
        await drop()
    }

    @Test(arguments: AccountStoreConformance.checks)
    func accountConformance(_ check: AccountStoreConformance.Check) async throws {
        try await PostgresTestDatabase.withStore { store in try await check.run(store) }
    }
}
