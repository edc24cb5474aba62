import Foundation
import GRDB
import Testing

/// `cadence backup` and `cadence doctor` (docs/operations.md), through the built binary, on a
/// real store corrupted on purpose with raw SQL.
@Suite struct MaintenanceCommandTests {
    /// Read done from 2025-03-07 to 2025-03-10 (today): four perfect days, awarded.
    private func storeWithProgress() throws -> TemporaryStore {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-07"])
        for day in ["2025-03-07", "2025-03-08", "2025-03-09", "2025-03-10"] {
            try store.runJSON(["done", "Read", "--date", day])
        }
        return store
    }

    private func raw(_ store: TemporaryStore, _ sql: String) throws {
        let queue = try DatabaseQueue(path: store.database.path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
    }

    private func awards(_ path: String) throws -> [Int] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchAll(db, sql: "SELECT day FROM perfect_day_award ORDER BY day") }
    }

    private func ordinal(_ text: String) -> Int {
        // Days since 1970-01-01 (docs/schema.md).
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return Int((formatter.date(from: text)?.timeIntervalSince1970 ?? 0) / 86_400)
    }

    // MARK: backup

    @Test func aBackupOpensWithTodayAndHoldsTheSameData() throws {
        let store = try storeWithProgress()
        let file = store.folder.appendingPathComponent("backup.sqlite").path
        let result = try store.runJSON(["backup", file])
        let summary = try result.object()
        #expect(summary.keySet == ["store", "path", "bytes", "users", "habits", "checkIns", "xpEntries", "quickCheck"])
        #expect(summary.int("users") == 1)
        #expect(summary.int("habits") == 1)
        #expect(summary.int("checkIns") == 4)
        #expect(summary.string("quickCheck") == "ok")
        #expect((summary.int("bytes") ?? 0) > 0)
        let original = try store.runJSON(["today"]).stdout
        let copy = try store.run(["--json", "--db", file, "today"])
        #expect(copy.status == 0)
        #expect(copy.stdout == original)
        #expect(try awards(file) == awards(store.database.path))
        let human = try store.run(["backup", file])
        #expect(human.status == 1)
        #expect(human.stderr.contains("already exists"))
        #expect(try store.run(["--json", "backup", file]).errorCode() == "backupExists")
        let forced = try store.run(["backup", file, "--force"])
        #expect(forced.status == 0)
        #expect(forced.stdout.contains("1 user(s), 1 habit(s), 4 check-in(s)"))
    }

    @Test func aBackupTakenWhileOtherProcessesWriteIsValid() throws {
        let store = try storeWithProgress()
        // A flexible habit never spoils a day (domain-rules.md §6), so the copy stays healthy.
        try store.runJSON(["habit", "add", "Water", "--target", "8", "--unit", "cups", "--weekly", "3", "--start", "2025-01-01"])
        guard let binary = CLIBinary.url else { throw ShapeError("the cadence executable was not found") }
        var writers: [ChildProcess] = []
        for index in 0..<6 {
            let environment = [
                "CADENCE_DB": store.database.path, "CADENCE_NOW": "2025-03-10", "TZ": "Europe/Paris", "HOME": store.folder.path,
            ]
            writers.append(
                try ChildProcess(
                    executable: binary.path, arguments: ["set", "Water", "\(index + 1)", "--date", "2025-02-\(String(format: "%02d", index + 1))"],
                    environment: environment))
        }
        let file = store.folder.appendingPathComponent("live.sqlite").path
        let backup = try store.run(["--json", "backup", file])
        for writer in writers { writer.wait() }
        #expect(backup.status == 0, "\(backup.stderr)")
        let queue = try DatabaseQueue(path: file)
        let (integrity, foreignKeys) = try queue.read { db in
            (try String.fetchAll(db, sql: "PRAGMA integrity_check"), try Row.fetchAll(db, sql: "PRAGMA foreign_key_check"))
        }
        try queue.close()
        #expect(integrity == ["ok"])
        #expect(foreignKeys.isEmpty)
        #expect(try store.run(["--db", file, "today"]).status == 0)
        #expect(try store.run(["--db", file, "doctor"]).status == 0)
    }

    @Test func backupRefusesAStoreThatDoesNotExist() throws {
        let store = try TemporaryStore()
        let result = try store.run(["--json", "backup", store.folder.appendingPathComponent("b.sqlite").path])
        #expect(result.status == 1)
        #expect(try result.errorCode() == "storeUnavailable")
        #expect(!FileManager.default.fileExists(atPath: store.database.path), "backup never creates a store")
    }

    // MARK: doctor

    @Test func aHealthyStoreExitsZero() throws {
        let store = try storeWithProgress()
        let result = try store.run(["doctor"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("integrity ok, foreign keys ok, name keys ok"))
        #expect(result.stdout.hasSuffix("Healthy.\n"))
        let json = try store.run(["--json", "doctor"]).object()
        #expect(json.bool("healthy") == true)
        #expect(json.isNull("healthyAfterRepair"))
    }

    @Test func doctorReportsACorruptedStoreAndRepairsIt() throws {
        let store = try storeWithProgress()
        let xpBefore = try store.runJSON(["progress"]).object().object("xp")?.int("total")
        try raw(store, "DELETE FROM perfect_day_award WHERE day = \(ordinal("2025-03-08"))")
        try raw(store, "INSERT INTO perfect_day_award (user_id, day) SELECT id, \(ordinal("2025-03-01")) FROM \"user\"")
        try raw(store, "DELETE FROM achievement_unlock WHERE achievement_id = 'global-streak-3'")

        let found = try store.run(["--json", "doctor"])
        #expect(found.status == 1)
        let report = try found.object()
        #expect(report.bool("healthy") == false)
        let user = try #require(report.objects("users")?.first)
        let kinds = user.objects("discrepancies")?.compactMap { $0.string("kind") } ?? []
        #expect(kinds.sorted() == ["missingAward", "missingUnlock", "staleAward"])
        let days = user.objects("discrepancies")?.compactMap { $0.string("date") } ?? []
        #expect(days.sorted() == ["2025-03-01", "2025-03-08"])
        let human = try store.run(["doctor"])
        #expect(human.status == 1)
        #expect(human.stdout.contains("missingAward: 2025-03-08 is perfect but has no award"))
        #expect(human.stdout.contains("staleAward: 2025-03-01 is awarded but is not perfect"))
        #expect(human.stdout.contains("missingUnlock: 'global-streak-3' is reached but not unlocked"))
        #expect(human.stdout.contains("doctor --repair"))
        #expect(try awards(store.database.path).count == 4, "doctor without --repair writes nothing")

        let repaired = try store.run(["--json", "doctor", "--repair"])
        #expect(repaired.status == 0, "\(repaired.stdout)\(repaired.stderr)")
        let after = try repaired.object()
        #expect(after.bool("repaired") == true)
        #expect(after.bool("healthyAfterRepair") == true)
        #expect(after.int("changes") == 3)
        let expected = ["2025-03-07", "2025-03-08", "2025-03-09", "2025-03-10"].map(ordinal)
        #expect(try awards(store.database.path) == expected)
        #expect(try store.runJSON(["progress"]).object().object("xp")?.int("total") == xpBefore)
        let again = try store.run(["doctor"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("Healthy."))
    }

    // MARK: import of a huge field

    @Test func aRefusedHugeImportPrintsAndStoresOnlyAnExcerpt() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        let folder = store.folder.appendingPathComponent("loop")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = String(repeating: "a", count: 8 << 20)
        let csv =
            "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"
            + "001,\(name),YES_NO,,,1,1,#D32F2F,,,,false\n"
        try Data(csv.utf8).write(to: folder.appendingPathComponent("Habits.csv"))
        let sizeBefore = try storeSize(store)
        let human = try store.run(["import", folder.path])
        #expect(human.status == 1)
        #expect(human.stdout.isEmpty)
        #expect(human.stderr.count < 2_000, "stderr holds \(human.stderr.count) characters")
        #expect(human.stderr.contains("aaaa…"))
        let json = try store.run(["--json", "import", folder.path])
        #expect(json.status == 1)
        #expect(json.stdout.count < 2_000, "stdout holds \(json.stdout.count) characters")
        #expect(json.stderr.count < 2_000, "stderr holds \(json.stderr.count) characters")
        let history = try store.runJSON(["import", "--history"])
        #expect(history.stdout.count < 5_000)
        let entries = try history.array()
        #expect(entries.count == 2)
        #expect(entries.allSatisfy { ($0.string("errorMessage") ?? "").count < 2_100 })
        let growth = try storeSize(store) - sizeBefore
        #expect(growth < 64 * 1024, "the store grew by \(growth) bytes")
    }

    private func storeSize(_ store: TemporaryStore) throws -> Int {
        var total = 0
        for suffix in ["", "-wal"] {
            let path = store.database.path + suffix
            guard FileManager.default.fileExists(atPath: path) else { continue }
            total += (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        }
        return total
    }
}
