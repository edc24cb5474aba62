import CadenceSQLite
import CadenceStoreConformance
import Foundation
import Testing

/// docs/sync.md "Routines" on SQLite files: a server and two devices (`RoutineSyncScenario`).
@Suite struct RoutineSyncTests {
    @Test func routinesTravelBetweenTwoDevices() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-routine-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await RoutineSyncScenario.run(serverStore: try store("server"), deviceStores: (try store("a"), try store("b")))
    }
}
