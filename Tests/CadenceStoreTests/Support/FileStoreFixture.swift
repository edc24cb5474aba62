import CadenceCore
import CadenceSQLite
import CadenceStorage
import Foundation
import GRDB

@testable import CadenceServices

/// A real SQLite store in a temporary file, one user in UTC, and a second, raw GRDB connection
/// to the same file for corrupting it on purpose (the doctor's tests) or writing concurrently
/// (the backup's tests).
final class FileStoreFixture {
    let folder: URL
    let path: String
    let store: SQLiteStore
    let user: UserID
    /// 2026-03-18 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_773_835_200)

    init() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent("cadence.sqlite").path
        store = try SQLiteStore(path: path)
        user = try await CadenceService(store: store, environment: .fixed(Self.now))
            .createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: "UTC"))
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var service: CadenceService { CadenceService(store: store, environment: .fixed(Self.now)) }

    /// Runs raw SQL on a second connection, as someone editing the file would.
    func raw(_ sql: String, _ arguments: StatementArguments = []) throws {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.write { db in try db.execute(sql: sql, arguments: arguments) }
        try queue.close()
    }
}
