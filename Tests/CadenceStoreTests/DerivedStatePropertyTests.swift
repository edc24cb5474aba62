import CadenceCore
import CadenceSQLite
import CadenceStorage
import CadenceStoreConformance
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §5 and §6 "Stored derived state": the stored folds and day verdicts of
/// a real SQLite file equal a derivation from scratch after every step of seeded random
/// changes (`DerivedStateProperty`). Longer by hand:
/// `CADENCE_PROPERTY_STEPS=2000 CADENCE_PROPERTY_SEEDS=20 swift test --filter DerivedStatePropertyTests`.
@Suite struct DerivedStatePropertyTests {
    @Test(arguments: DerivedStateProperty.seeds(default: [1, 2, 3]))
    func storedStateEqualsDerivationOnSQLite(seed: UInt64) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-derived-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteStore(path: folder.appendingPathComponent("cadence.sqlite").path)
        try await DerivedStateProperty.run(store, seed: seed, steps: DerivedStateProperty.steps(default: 200))
    }
}
