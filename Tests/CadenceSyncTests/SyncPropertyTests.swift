import CadenceSQLite
import CadenceStorage
import CadenceStoreConformance
import Foundation
import Testing

@testable import CadenceServices

/// docs/sync.md, docs/domain-rules.md §13: the sync property (`SyncProperty`) on real SQLite
/// files — three devices, a server, a stranger. Longer by hand:
/// `CADENCE_SYNC_STEPS=400 CADENCE_SYNC_SEEDS=10 swift test --filter SyncPropertyTests`.
@Suite struct SyncPropertyTests {
    @Test(arguments: SyncProperty.seeds(default: 4))
    func devicesConvergeOnSQLite(seed: UInt64) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await SyncProperty.run(
            serverStore: try store("server"), deviceStores: [try store("a"), try store("b"), try store("c")],
            strangerStore: try store("stranger"), seed: seed, steps: SyncProperty.steps(default: 60))
    }
}
