import CadencePostgres
@testable import CadenceServices
import CadenceStorage
import CadenceStoreConformance
import Testing

/// docs/architecture.md: the storage conformance suite and the account conformance suite run
/// unchanged on PostgreSQL, each check on a fresh schema of the real test cluster.
@Suite struct PostgresStoreConformanceTests {
    @Test(arguments: StoreConformance.checks)
    func storeConformance(_ check: StoreConformance.Check) async throws {
        try await PostgresTestDatabase.withStore { store in try await check.run(store) }
    }

    @Test(arguments: AccountStoreConformance.checks)
    func accountConformance(_ check: AccountStoreConformance.Check) async throws {
        try await PostgresTestDatabase.withStore { store in try await check.run(store) }
    }
}
