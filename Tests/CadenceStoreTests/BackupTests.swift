import CadenceCore
import CadenceSQLite
import CadenceStorage
import Foundation
import GRDB
import Testing

@testable import CadenceServices

/// `SQLiteStore.backup(to:overwrite:)` (docs/operations.md): a consistent copy through SQLite's
/// online backup API, taken while another connection writes.
@Suite struct BackupTests {
    private func integrity(_ path: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    private func checkIns(_ path: String) throws -> [Row] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try Row.fetchAll(db, sql: "SELECT * FROM checkin ORDER BY id") }
    }

    @Test func aBackupTakenWhileAnotherConnectionWritesIsConsistent() async throws {
        let fixture = try await FileStoreFixture()
        let habit = try await fixture.service.createHabit(HabitDraft(name: "Read", startDay: Day("2026-01-01")), for: fixture.user)
        let writer = try DatabasePool(path: fixture.path)
        let user = fixture.user
        // Each transaction writes two check-ins: a consistent copy always holds an even number.
        let writing = Task.detached {
            for index in 0..<400 {
                try await writer.write { db in
                    for _ in 0..<2 {
                        try db.execute(
                            sql: "INSERT INTO checkin (user_id, habit_id, day, at, amount) VALUES (?, ?, ?, ?, 1)",
                            arguments: [user, habit.id, 20_454 + index % 60, index])
                    }
                }
            }
        }
        var counts: [Int] = []
        for index in 0..<5 {
            let path = fixture.folder.appendingPathComponent("backup-\(index).sqlite").path
            let backup = try fixture.store.backup(to: path)
            #expect(backup.quickCheck == "ok")
            #expect(try integrity(path) == ["ok"])
            let rows = try checkIns(path).count
            #expect(rows == backup.checkIns)
            #expect(rows % 2 == 0, "a backup caught a transaction half-written: \(rows) check-ins")
            counts.append(rows)
            try await Task.sleep(for: .milliseconds(20))
        }
        try await writing.value
        try writer.close()
        let final = fixture.folder.appendingPathComponent("final.sqlite").path
        let backup = try fixture.store.backup(to: final)
        #expect(backup.checkIns == 800)
        #expect(backup.users == 1 && backup.habits == 1)
        #expect(try checkIns(final) == checkIns(fixture.path))
        #expect(!FileManager.default.fileExists(atPath: final + "-wal"), "the copy is one self-contained file")
        let reopened = try SQLiteStore(path: final)
        #expect(try await reopened.checkInCount(of: fixture.user) == 800)
    }

    @Test func anExistingFileIsRefusedUnlessOverwriting() async throws {
        let fixture = try await FileStoreFixture()
        let path = fixture.folder.appendingPathComponent("existing.sqlite").path
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: SQLiteBackupError.self) { try fixture.store.backup(to: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
        #expect(throws: SQLiteBackupError.self) { try fixture.store.backup(to: fixture.path, overwrite: true) }
        let backup = try fixture.store.backup(to: path, overwrite: true)
        #expect(backup.users == 1)
        #expect(try integrity(path) == ["ok"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0.contains("partial") }
        #expect(leftovers.isEmpty)
    }
}
