import CadenceCore
import CadenceImport
import CadenceSQLite
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// A real SQLite store (in memory) with one user in Europe/Paris, and the import and export
/// services at a fixed now: 2026-03-18 12:00 Paris.
struct ImportFixture {
    let store: any CadenceStore
    let user: UserID
    let now: Date

    static let defaultNow = Date(timeIntervalSince1970: 1_773_831_600)  // 2026-03-18T11:00:00Z

    init(zone: String = "Europe/Paris", now: Date = ImportFixture.defaultNow) async throws {
        let store = try SQLiteStore.inMemory()
        self.store = store
        self.now = now
        user = try await CadenceService(store: store, environment: .fixed(now))
            .createUser(name: "alice", settings: UserSettings(timeZoneIdentifier: zone))
    }

    var service: CadenceService { CadenceService(store: store, environment: .fixed(now)) }
    var importer: ImportService { ImportService(service: service) }
    var exporter: ExportService { ExportService(service: service) }

    /// Imports a file or folder and returns the result.
    @discardableResult
    func importFile(_ url: URL, format: ImportFormat? = nil) async throws -> ImportResult {
        try await importer.importFile(url, format: format, for: user)
    }

    /// Imports `file` twice and checks that the second import adds and changes nothing (the
    /// dedupe on re-import, docs/import-export.md); answers the second result.
    @discardableResult
    func expectReimportAddsNothing(
        _ file: URL, format: ImportFormat? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ImportResult {
        try await importFile(file, format: format)
        let before = try await snapshot()
        let again = try await importFile(file, format: format)
        #expect(again.summary.habitsCreated == 0, sourceLocation: sourceLocation)
        #expect(again.summary.checkIns == 0, sourceLocation: sourceLocation)
        #expect(try await snapshot() == before, sourceLocation: sourceLocation)
        return again
    }

    /// Imports `file`, expects a refusal whose message mentions each of `texts`, and checks
    /// that the store is exactly as it was (docs/import-export.md: one transaction).
    func expectRefusal(
        _ file: URL, format: ImportFormat? = nil, mentioning texts: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let before = try await snapshot()
        await #expect(sourceLocation: sourceLocation) {
            try await importFile(file, format: format)
        } throws: { error in
            texts.allSatisfy { "\(error)".contains($0) }
        }
        #expect(try await snapshot() == before, sourceLocation: sourceLocation)
    }

    /// Everything the user can observe, to compare before and after a refused import.
    func snapshot() async throws -> Snapshot {
        Snapshot(
            habits: try await store.habits(of: user, includeArchived: true),
            categories: try await store.categories(of: user),
            checkIns: try await store.checkIns(of: user, habit: nil, from: nil, through: nil),
            dayRecords: try await store.dayRecords(of: user, habits: nil, from: nil, through: nil),
            settings: try await store.settings(of: user),
            xp: try await store.xpTotal(of: user),
            health: try await store.healthEntries(of: user, type: nil, from: nil, through: nil),
            todos: try await store.todos(of: user),
            notes: try await store.notes(of: user),
            accounts: try await store.moneyAccounts(of: user),
            transactions: try await store.moneyTransactions(of: user, account: nil))
    }

    func habit(named name: String) async throws -> Habit? {
        try await store.habits(of: user, includeArchived: true).first { $0.name == name }
    }

    func checkIns(of habit: Habit) async throws -> [CheckIn] {
        try await store.checkIns(of: user, habit: habit.id, from: nil, through: nil)
    }

    func dayRecords(of habit: Habit) async throws -> [DayRecord] {
        try await store.dayRecords(of: user, habits: [habit.id], from: nil, through: nil)
    }

    /// The package root, from this file's path (Tests/CadenceImportTests/Support/…).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/fixtures/loop/…` relative to the package root.
    static func loopFixture(_ name: String) -> URL {
        packageRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/loop").appendingPathComponent(
            name)
    }
}

/// A user's whole observable state.
struct Snapshot: Equatable {
    var habits: [Habit]
    var categories: [CadenceCore.Category]
    var checkIns: [CheckIn]
    var dayRecords: [DayRecord]
    var settings: UserSettings
    var xp: Int
    var health: [HealthEntry]
    var todos: [Todo]
    var notes: [Note]
    var accounts: [MoneyAccount]
    var transactions: [MoneyTransaction]
}

/// A temporary folder removed when the test is done.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-import-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `name` (folders in the name are created) and returns its URL.
    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        try write(Data(text.utf8), to: name)
    }

    @discardableResult
    func write(_ data: Data, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    func folder(_ name: String) throws -> URL {
        let folder = url.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

extension Day {
    /// `Day("2025-03-10")` for tests.
    static func of(_ text: String) -> Day { Day(text)! }
}
