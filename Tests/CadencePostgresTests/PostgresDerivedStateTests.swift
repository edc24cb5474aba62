import CadencePostgres
import CadenceStorage
import CadenceStoreConformance
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §5 and §6 "Stored derived state": the same property as on SQLite
/// (`DerivedStateProperty`) on the real PostgreSQL test cluster — the triggers that drop stale
/// state and the upkeep that brings it forward keep it equal to the derivation. Longer by
/// hand: `CADENCE_PROPERTY_STEPS=2000 CADENCE_PROPERTY_SEEDS=20 scripts/with-postgres.sh swift test --filter PostgresDerivedStateTests`.
@Suite struct PostgresDerivedStateTests {
    @Test(arguments: DerivedStateProperty.seeds(default: [1, 2, 3]))
    func storedStateEqualsDerivationOnPostgreSQL(seed: UInt64) async throws {
        try await PostgresTestDatabase.withStore { store in
            try await DerivedStateProperty.run(store, seed: seed, steps: DerivedStateProperty.steps(default: 150))
        }
    }
}
