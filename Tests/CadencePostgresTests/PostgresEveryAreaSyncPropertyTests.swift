import CadenceSQLite
import CadenceStoreConformance
import Foundation
import Testing

/// docs/domain-rules.md "§22 Sync of every area" with the server's store on the real
/// PostgreSQL test cluster and the laptops on SQLite files (`EveryAreaSyncProperty`).
@Suite struct PostgresEveryAreaSyncPropertyTests {
    @Test(arguments: SyncProperty.seeds(default: 2))
    func everyAreaConvergesThroughAPostgreSQLServer(seed: UInt64) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-pg-every-area-\(seed)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await PostgresTestDatabase.withStore { server in
            try await EveryAreaSyncProperty.run(
                serverStore: server, deviceStores: (try store("a"), try store("b")), seed: seed, steps: SyncProperty.steps(default: 30))
        }
    }
}
