import CadenceSQLite
import CadenceStorage
import CadenceStoreConformance
import Foundation
import Testing

@testable import CadenceServices

/// docs/sync.md, docs/domain-rules.md §13: the sync property (`SyncProperty`) with the server's
/// store on the real PostgreSQL test cluster and the devices on SQLite files, as people run it.
/// Longer by hand: `CADENCE_SYNC_STEPS=400 CADENCE_SYNC_SEEDS=10 scripts/with-postgres.sh swift test --filter PostgresSyncPropertyTests`.
@Suite struct PostgresSyncPropertyTests {
    @Test(arguments: SyncProperty.seeds(default: 2))
    func devicesConvergeWithAPostgreSQLServer(seed: UInt64) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-pg-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await PostgresTestDatabase.withStore { server in
            try await SyncProperty.run(
                serverStore: server, deviceStores: [try store("a"), try store("b")], strangerStore: try store("stranger"),
                seed: seed, steps: SyncProperty.steps(default: 50))
        }
    }
}
