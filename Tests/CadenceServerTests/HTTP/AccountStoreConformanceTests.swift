import CadenceSQLite
import CadenceStoreConformance
import Foundation
import Testing

/// The account store conformance suite on both SQLite configurations.
@Suite struct AccountStoreConformanceTests {
    @Test(arguments: AccountStoreConformance.checks)
    func inMemoryQueue(_ check: AccountStoreConformance.Check) async throws {
        try await check.run(try SQLiteStore.inMemory())
    }

    @Test(arguments: AccountStoreConformance.checks)
    func fileDatabasePool(_ check: AccountStoreConformance.Check) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-accounts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await check.run(try SQLiteStore(path: folder.appendingPathComponent("cadence.sqlite").path))
    }
}
