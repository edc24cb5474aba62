import CadenceSQLite
import CadenceStoreConformance
import Foundation
import Testing

/// docs/sync.md "Routines" with the server's store on the real PostgreSQL test cluster and the
/// devices on SQLite files (`RoutineSyncScenario`).
@Suite struct PostgresRoutineSyncTests {
    @Test func routinesTravelThroughAPostgreSQLServer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-pg-routine-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await PostgresTestDatabase.withStore { server in
            try await RoutineSyncScenario.run(serverStore: server, deviceStores: (try store("a"), try store("b")))
        }
    }
}
