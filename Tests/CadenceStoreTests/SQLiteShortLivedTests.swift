import CadenceCore
import CadenceStorage
import CadenceStoreConformance
import Foundation
import GRDB
import Testing

@testable import CadenceSQLite

/// docs/schema.md "Connections" and "Size": a command-line process opens an existing file as one
/// connection that writes nothing on opening; new files get 1 KiB pages, older files keep theirs.
@Suite struct SQLiteShortLivedTests {
    static let instant = Date(timeIntervalSince1970: 1_767_225_600.5)
    static let day = Day(ordinal: 20_454)

    /// A closed store file with one user, one habit and one check-in.
    static func fileWithFacts(_ path: String) async throws -> (UserID, HabitID) {
        let store = try SQLiteStore(path: path)
        let (user, habit) = try await SQLiteStoreTests.storeWithHabit(store)
        try await store.apply(
            [.insertCheckIn(CheckIn(id: 0, habitID: habit, day: day, at: instant, amount: 2.5, note: "n"))],
            for: user, at: instant)
        return (user, habit)
    }

    /// Every conformance check on an existing file opened for a short-lived process.
    @Test(arguments: StoreConformance.checks)
    func shortLivedQueueOnAFile(_ check: StoreConformance.Check) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cadence.sqlite")
        _ = try SQLiteStore(path: path)
        let store = try SQLiteStore.shortLived(path: path)
        #expect(store.databaseWriter is DatabaseQueue)
        try await check.run(store)
    }

    @Test func openingAndReadingWritesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cadence.sqlite")
        let (user, habit) = try await Self.fileWithFacts(path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            let store = try SQLiteStore.shortLived(path: path)
            #expect(try await store.users().count == 1)
            #expect(try await store.checkIns(of: user, habit: habit, from: nil, through: nil).map(\.note) == ["n"])
            let synchronous = try await store.databaseWriter.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
            #expect(synchronous == 1, "NORMAL, as GRDB sets it on a pool's WAL connections")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func writesThroughTheShortLivedStoreStay() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cadence.sqlite")
        let (user, habit) = try await Self.fileWithFacts(path)
        do {
            let store = try SQLiteStore.shortLived(path: path)
            try await store.apply(
                [.insertCheckIn(CheckIn(id: 0, habitID: habit, day: Self.day, at: Self.instant, amount: 1, note: "m"))],
                for: user, at: Self.instant)
        }
        let reopened = try SQLiteStore(path: path)
        #expect(try await reopened.checkIns(of: user, habit: habit, from: nil, through: nil).compactMap(\.note).sorted() == ["m", "n"])
        #expect(try await reopened.databaseWriter.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func aMissingEmptyOrRollbackFileOpensAsThePool() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let missing = try SQLiteStore.shortLived(path: folder.file("new.sqlite"))
        #expect(missing.databaseWriter is DatabasePool)
        #expect(FileManager.default.createFile(atPath: folder.file("empty.sqlite"), contents: Data()))
        #expect(try SQLiteStore.shortLived(path: folder.file("empty.sqlite")).databaseWriter is DatabasePool)
        let rollback = folder.file("rollback.sqlite")
        do {
            let queue = try DatabaseQueue(path: rollback)
            try await queue.write { db in try db.execute(sql: "CREATE TABLE t (x)") }
        }
        let store = try SQLiteStore.shortLived(path: rollback)
        #expect(store.databaseWriter is DatabasePool)
        #expect(try await store.databaseWriter.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try await store.users().isEmpty)
    }

    @Test func newFilesHaveKibibytePagesAndOlderFilesKeepTheirs() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try SQLiteStore(path: folder.file("new.sqlite"))
        #expect(try await store.databaseWriter.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } == 1_024)
        // A file made before: SQLite's default 4 KiB pages, the schema and a row in it.
        let older = folder.file("older.sqlite")
        let (user, habit): (UserID, HabitID)
        do {
            let pool = try DatabasePool(path: older)
            try SchemaMigrator.migrator.migrate(pool)
            (user, habit) = try await SQLiteStoreTests.storeWithHabit(try SQLiteStore(writer: pool))
        }
        for reopened in [try SQLiteStore(path: older), try SQLiteStore.shortLived(path: older)] {
            #expect(try await reopened.databaseWriter.read { db in try Int.fetchOne(db, sql: "PRAGMA page_size") } == 4_096)
            #expect(try await reopened.habit(habit, of: user)?.name == "Read")
        }
    }
}
