import CadenceCore
import CadenceImport
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// docs/sync.md "First sync of the Life OS areas": two stores that hold the same Life OS rows —
/// one export imported on the second device — sync without doubling them: a note, a to-do, an
/// account with two identical transactions, health entries. Each row's first global id is derived
/// from what it is, so both stores give it the same one.
public enum FirstSyncIdentityScenario {
    public static func run(serverStore: any CadenceStore, deviceStores: (any CadenceStore, any CadenceStore)) async throws {
        let world = try await SyncScenarioWorld.make(serverStore: serverStore, deviceStores: deviceStores, timeZone: "Europe/Paris")
        let (clock, server, person, a, b) = (world.clock, world.server, world.person, world.a, world.b)
        _ = try await a.service.addNote(title: "Ideas", content: "Write more", for: a.user)
        _ = try await a.service.addTodo(title: "Call mum", due: try await a.service.today(for: a.user), for: a.user)
        let account = try await a.service.addMoneyAccount(name: "Cash", currency: "EUR", for: a.user)
        _ = try await a.service.recordMoneyTransaction(account: account.id, amount: "-3.20", note: "coffee", for: a.user)
        _ = try await a.service.recordMoneyTransaction(account: account.id, amount: "-4.10", note: "coffee", for: a.user)
        _ = try await a.service.saveHealthEntry(type: .water, value: 250, for: a.user)
        _ = try await a.service.saveHealthEntry(type: .steps, value: 4_000, for: a.user)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-first-sync-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("export.json")
        try await ExportService(service: a.service).exportJSON(for: a.user).write(to: file)
        clock.advance(seconds: 60)
        _ = try await ImportService(service: b.service).importFile(file, for: b.user)

        let before = try await SyncExportComparison.normalized(a.service, user: a.user)
        let imported = try await SyncExportComparison.normalized(b.service, user: b.user)
        #expect(imported == before, "the import made the same rows:\n\(before)\n\(imported)")
        for device in [a, b, a, b] { _ = try #require(try await device.sync(batchSize: 4)) }
        for device in [a, b] {
            #expect(try await SyncExportComparison.normalized(device.service, user: device.user) == before, "nothing doubled on \(device.name)")
        }
        #expect(try await SyncExportComparison.normalized(server, user: person) == before, "nor on the server")
    }
}
