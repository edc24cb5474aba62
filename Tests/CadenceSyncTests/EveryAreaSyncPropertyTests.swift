import CadenceSQLite
import CadenceStoreConformance
import Foundation
import Testing

/// docs/domain-rules.md "§22 Sync of every area" on SQLite files: two laptops and a
/// server, every area edited offline on both, synced in random orders (`EveryAreaSyncProperty`);
/// `CADENCE_SYNC_SEEDS` and `CADENCE_SYNC_STEPS` make a longer run by hand.
@Suite struct EveryAreaSyncPropertyTests {
    @Test(arguments: SyncProperty.seeds(default: 4))
    func everyAreaConvergesWithNothingLost(seed: UInt64) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-every-area-\(seed)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await EveryAreaSyncProperty.run(
            serverStore: try store("server"), deviceStores: (try store("a"), try store("b")), seed: seed, steps: SyncProperty.steps(default: 40))
    }
}
