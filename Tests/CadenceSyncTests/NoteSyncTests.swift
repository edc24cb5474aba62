import CadenceSQLite
import CadenceStoreConformance
import Foundation
import Testing

/// docs/sync.md "Notes" on SQLite files: a server and two devices (`NoteSyncScenario`).
@Suite struct NoteSyncTests {
    @Test func notesTravelAndNoTextIsLost() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-note-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await NoteSyncScenario.run(serverStore: try store("server"), deviceStores: (try store("a"), try store("b")))
    }

    @Test func remindersAndPausesTravel() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-reminder-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await ReminderPauseSyncScenario.run(serverStore: try store("server"), deviceStores: (try store("a"), try store("b")))
    }

    @Test func moneyTravelsAndBothDevicesTransactionsAreKept() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-money-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await MoneySyncScenario.run(serverStore: try store("server"), deviceStores: (try store("a"), try store("b")))
    }

    @Test func todosTravelAndARepeatCompletedTwiceMakesOneNext() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-todo-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await TodoSyncScenario.run(serverStore: try store("server"), deviceStores: (try store("a"), try store("b")))
    }

    @Test func healthEntriesTravelAndWaterAddsUp() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-health-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await HealthSyncScenario.run(serverStore: try store("server"), deviceStores: (try store("a"), try store("b")))
    }

    @Test func theSameLifeOSRowsOnTwoStoresAreNotDoubled() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-identity-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func store(_ name: String) throws -> SQLiteStore { try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path) }
        try await FirstSyncIdentityScenario.run(serverStore: try store("server"), deviceStores: (try store("a"), try store("b")))
    }
}
