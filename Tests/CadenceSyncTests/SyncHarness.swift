import CadenceCore
import CadenceSQLite
import CadenceStorage
import CadenceStoreConformance
import CadenceSync
import Foundation

@testable import CadenceServices

/// A server store with one person and devices syncing with it in-process, on real SQLite files in
/// a temporary folder, with one test clock (`SyncTestClock`).
struct SyncHarness {
    let folder: URL
    let clock = SyncTestClock(Date(timeIntervalSince1970: 1_780_000_000))  // 2026-05-28 20:26 UTC
    let server: CadenceService
    let person: UserID
    static let settings = UserSettings(timeZoneIdentifier: "Europe/Paris")

    init() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-sync-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let clock = clock
        server = CadenceService(
            store: try SQLiteStore(path: folder.appendingPathComponent("server.sqlite").path),
            environment: ServiceEnvironment(now: { clock.now }))
        person = try await server.createUser(name: "Ada", settings: Self.settings)
    }

    var serverEngine: SyncEngine { SyncEngine(service: server, user: person) }

    func device(_ name: String) async throws -> SyncDevice {
        let clock = clock
        let service = CadenceService(
            store: try SQLiteStore(path: folder.appendingPathComponent("\(name).sqlite").path),
            environment: ServiceEnvironment(now: { clock.now }))
        let user = try await service.createUser(name: "Ada", settings: Self.settings)
        return SyncDevice(name: name, service: service, user: user, transport: InProcessTransport(server: serverEngine))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

extension SyncDevice {
    /// The habit named `name` here.
    func habit(_ name: String) async throws -> Habit? {
        try await service.store.habits(of: user, includeArchived: true).first { NameKey.of($0.name) == NameKey.of(name) }
    }

    /// The day's total of the habit named `name` here.
    func total(_ name: String, on day: Day) async throws -> Double? {
        guard let habit = try await habit(name) else { return nil }
        return try await service.store.checkIns(of: user, habit: habit.id, from: day, through: day).totalAmount
    }

    /// Syncs and fails on any error.
    @discardableResult
    func syncNow() async throws -> SyncSummary {
        try await SyncClient(engine: engine, transport: transport, batchSize: 50).run()
    }
}
