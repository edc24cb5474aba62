import Foundation
import GRDB
import Testing

/// Scheduled backups while serving and `cadence restore` (docs/operations.md "Scheduled
/// backups", "Restoring a backup"), through the built binary.
@Suite(.serialized) struct BackupRestoreTests {
    static func copies(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("cadence-") }.sorted()
    }

    @Test func serveBacksUpOnScheduleVerifiedAndKeepsTheNewest() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        try store.runJSON(["done", "Read"])
        let folder = store.folder.appendingPathComponent("backups")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not ours".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let server = try ServerProcess(
            store, arguments: ["--no-reminders", "--backup-dir", folder.path, "--backup-every", "1s", "--keep", "2", "--log-format", "json"])
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, server.stderr.components(separatedBy: "scheduled backup written").count < 5 {
            Thread.sleep(forTimeInterval: 0.2)
        }
        server.stop()
        let copies = try Self.copies(in: folder)
        #expect(copies.count == 2, "\(copies) \(server.stderr)")
        #expect(copies.allSatisfy { $0.firstMatch(of: /^cadence-[0-9]{8}T[0-9]{6}Z\.sqlite$/) != nil }, "\(copies)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes.txt").path), "other files are kept")
        #expect(server.stderr.contains(#""integrity_check":"ok""#))
        let newest = try #require(copies.last)
        let today = try store.run(["--json", "--db", folder.appendingPathComponent(newest).path, "entries", "Read"])
        #expect(today.status == 0 && today.stdout.contains("\"amount\""), "\(today.stdout)\(today.stderr)")
    }

    @Test func scheduledBackupsAreRefusedForPostgresAndBadValues() throws {
        let store = try TemporaryStore()
        let refused = try store.run(["--db", "postgres://cadence@127.0.0.1:1/cadence", "serve", "--backup-dir", store.folder.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("pg_dump"))
        for arguments in [["--keep", "3"], ["--backup-dir", "x", "--backup-every", "1y"], ["--backup-dir", "x", "--keep", "0"]] {
            #expect(try store.run(["serve"] + arguments).status == 2, "\(arguments)")
        }
    }

    @Test func restoreRefusesWhatIsNotASoundCadenceStoreAndChangesNothing() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        let text = store.folder.appendingPathComponent("notes.txt")
        try Data("hello".utf8).write(to: text)
        let foreign = store.folder.appendingPathComponent("other.sqlite")
        let queue = try DatabaseQueue(path: foreign.path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE t (x); INSERT INTO t VALUES (1)") }
        try queue.close()
        let backup = store.folder.appendingPathComponent("good.sqlite").path
        try store.runJSON(["backup", backup])
        let newer = store.folder.appendingPathComponent("newer.sqlite").path
        try FileManager.default.copyItem(atPath: backup, toPath: newer)
        let future = try DatabaseQueue(path: newer)
        try future.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-future')") }
        try future.close()
        let before = try Data(contentsOf: store.database)
        var damaged = try Data(contentsOf: URL(fileURLWithPath: backup))
        for offset in stride(from: 4096, to: min(damaged.count, 4096 * 4), by: 7) { damaged[offset] ^= 0x5A }
        let broken = store.folder.appendingPathComponent("broken.sqlite")
        try damaged.write(to: broken)
        for (file, code) in [
            (text.path, "backupNotSQLite"), (foreign.path, "backupNotCadence"), (newer, "backupTooNew"),
            (broken.path, "backupDamaged"), (store.folder.appendingPathComponent("none").path, "backupMissing"),
            (backup, "restoreTargetExists"),
        ] {
            let result = try store.run(["--json", "restore", file, "--force"].filter { code != "restoreTargetExists" || $0 != "--force" })
            #expect(result.status == 1, "\(file)")
            #expect(try result.errorCode() == code, "\(file): \(result.stdout)")
        }
        #expect(try Data(contentsOf: store.database) == before, "the store is untouched")
    }

    @Test func restoreReplacesTheStoreAndKeepsThePreviousOne() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        try store.runJSON(["done", "Read"])
        let backup = store.folder.appendingPathComponent("monday.sqlite").path
        try store.runJSON(["backup", backup])
        let exported = try store.run(["export", "--format", "json"], now: "2025-03-10T12:00:00Z").stdout
        try store.runJSON(["habit", "add", "Later"])
        let restored = try store.run(["--json", "restore", backup, "--force"])
        #expect(restored.status == 0, "\(restored.stderr)")
        let answer = try restored.object()
        #expect(answer.int("habits") == 1 && answer.int("checkIns") == 1)
        let previous = try #require(answer.string("previous"))
        #expect(FileManager.default.fileExists(atPath: previous))
        #expect(try store.run(["export", "--format", "json"], now: "2025-03-10T12:00:00Z").stdout == exported)
        #expect(try store.runJSON(["--db", previous, "habit", "list"]).array().count == 2, "the replaced store is kept whole")
        let fresh = store.folder.appendingPathComponent("new/place.sqlite").path
        try FileManager.default.createDirectory(atPath: (fresh as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let intoNew = try store.run(["--json", "--db", fresh, "restore", backup])
        #expect(intoNew.status == 0, "\(intoNew.stderr)")
        let placed = try intoNew.object()
        #expect(placed.string("previous") == nil)
    }
}
