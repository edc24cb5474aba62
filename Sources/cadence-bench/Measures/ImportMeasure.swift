import CadenceCore
import CadenceImport
import CadenceSQLite
import CadenceServices
import CadenceStorage
import CadenceTestSupport
import Foundation
import GRDBSQLite

/// Importing a Loop Habit Tracker backup of 100 habits × 10 years of daily entries through
/// `ImportService.importFile` into a new file store (parse, plan, one transaction, the import
/// log, the progress recalculation), beside a raw copy of the same rows: read every
/// `Repetitions` row of the backup with sqlite3 and insert as many rows into a `checkin`-shaped
/// table in one transaction.
enum ImportMeasure {
    static let target = 2000.0

    static func run(in directory: URL, context: BenchContext) async throws -> BenchResult {
        let backup = directory.appendingPathComponent("loop-backup.db")
        let entries = try LoopBackupGenerator.write(to: backup, habits: 100, years: 10)
        let repetitions = context.quick ? Repetitions(warmup: 0, measured: 2) : Repetitions(warmup: 1, measured: 5)
        let now = Date(timeIntervalSince1970: 1_773_831_600)
        let (engine, baseline) = try await context.sampler.compare(
            repetitions,
            engine: { iteration in
                let path = directory.appendingPathComponent("import-\(iteration + 10).sqlite").path
                try? FileManager.default.removeItem(atPath: path)
                let service = CadenceService(store: try SQLiteStore(path: path), environment: .fixed(now))
                let user = try await service.createUser(name: "bench", settings: UserSettings(timeZoneIdentifier: "UTC"))
                _ = try await ImportService(service: service).importFile(backup, for: user)
            },
            baseline: { iteration in
                let path = directory.appendingPathComponent("raw-import-\(iteration + 10).sqlite").path
                try? FileManager.default.removeItem(atPath: path)
                try copyRaw(from: backup.path, to: path)
            })
        return BenchResult(
            measure: "import a Loop backup, 100 habits × 10 years", engine: engine, baseline: baseline, target: target,
            note: "\(entries) Loop entries; engine: ImportService.importFile into a new file store; raw: read the "
                + "Repetitions rows, insert them into a checkin-shaped table in one transaction")
    }

    /// The least work that moves the rows: read them and insert them, one transaction.
    private static func copyRaw(from source: String, to destination: String) throws {
        let loop = try RawDatabase(path: source)
        let target = try RawDatabase(path: destination, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX)
        try target.execute("PRAGMA journal_mode = WAL")
        try target.execute(
            "CREATE TABLE checkin (id INTEGER PRIMARY KEY, user_id INTEGER, habit_id INTEGER, day INTEGER, at INTEGER, amount REAL, note TEXT)")
        try target.execute("CREATE INDEX checkin_habit_day ON checkin(user_id, habit_id, day, amount)")
        let read = try loop.prepare("SELECT habit, timestamp, value FROM Repetitions")
        let insert = try target.prepare("INSERT INTO checkin (user_id, habit_id, day, at, amount) VALUES (1, ?, ?, ?, ?)")
        try target.execute("BEGIN IMMEDIATE")
        while try read.step() {
            let timestamp = read.int64(1)
            insert.bind([read.int64(0), timestamp / 86_400_000, timestamp])
            insert.bind(Double(read.int64(2)) / 1000, at: 4)
            try insert.run()
        }
        try target.execute("COMMIT")
    }
}
