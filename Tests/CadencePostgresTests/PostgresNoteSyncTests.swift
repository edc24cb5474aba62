import CadenceSQLite
import CadenceStoreConformance
import Foundation
import Testing

/// docs/sync.md "Notes" with the server's store on the real PostgreSQL test cluster and the
/// devices on SQLite files (`NoteSyncScenario`).
@Suite struct PostgresNoteSyncTests {
    @Test func notesTravelThroughAPostgreSQLServer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-pg-note-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await PostgresTestDatabase.withStore { server in
            try await NoteSyncScenario.run(serverStore: server, deviceStores: (try store("a"), try store("b")))
        }
    }

    @Test func remindersAndPausesTravelThroughAPostgreSQLServer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-pg-reminder-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await PostgresTestDatabase.withStore { server in
            try await ReminderPauseSyncScenario.run(serverStore: server, deviceStores: (try store("a"), try store("b")))
        }
    }

    @Test func moneyTravelsThroughAPostgreSQLServer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-pg-money-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await PostgresTestDatabase.withStore { server in
            try await MoneySyncScenario.run(serverStore: server, deviceStores: (try store("a"), try store("b")))
        }
    }

    @Test func todosTravelThroughAPostgreSQLServer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-pg-todo-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await PostgresTestDatabase.withStore { server in
            try await TodoSyncScenario.run(serverStore: server, deviceStores: (try store("a"), try store("b")))
        }
    }

    @Test func healthEntriesTravelThroughAPostgreSQLServer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-pg-health-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await PostgresTestDatabase.withStore { server in
            try await HealthSyncScenario.run(serverStore: server, deviceStores: (try store("a"), try store("b")))
        }
    }

    @Test func theSameLifeOSRowsAreNotDoubledThroughAPostgreSQLServer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-pg-identity-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await PostgresTestDatabase.withStore { server in
            try await FirstSyncIdentityScenario.run(serverStore: server, deviceStores: (try store("a"), try store("b")))
        }
    }
}
