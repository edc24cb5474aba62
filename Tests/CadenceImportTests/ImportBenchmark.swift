import CadenceCore
import CadenceImport
import CadenceSQLite
import CadenceStore
import Foundation
import Testing

/// Not a test: the import benchmark of docs/import-export.md (a Loop backup with 100 habits and
/// 10 years of daily entries, into a file store). Runs only with `CADENCE_IMPORT_BENCH=1`; with
/// `CADENCE_IMPORT_BENCH_FILE=PATH` it also leaves the generated backup there, for timing
/// `cadence import` in a release build.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["CADENCE_IMPORT_BENCH"] == "1"))
struct ImportBenchmark {
    @Test func loopBackupOfAHundredHabitsOverTenYears() async throws {
        let folder = try TemporaryFolder()
        let environment = ProcessInfo.processInfo.environment
        let backup =
            environment["CADENCE_IMPORT_BENCH_FILE"].map { URL(fileURLWithPath: $0) } ?? folder.file("bench.db")
        let clock = ContinuousClock()
        var entries = 0
        let generation = try clock.measure {
            entries = try LoopBackupGenerator.write(to: backup, habits: 100, years: 10)
        }
        let store = try SQLiteStore(path: folder.file("cadence.sqlite").path)
        let now = Date(timeIntervalSince1970: 1_773_831_600)
        let service = CadenceService(store: store, environment: .fixed(now))
        let user = try await service.createUser(name: "bench", settings: UserSettings(timeZoneIdentifier: "UTC"))
        var result: ImportResult?
        let importing = try await clock.measure {
            result = try await ImportService(service: service).importFile(backup, for: user)
        }
        let summary = try #require(result?.summary)
        #expect(summary.habitsCreated == 100)
        print(
            "import benchmark: \(entries) entries, \(summary.checkIns) check-ins; generate \(generation), import \(importing)"
        )
    }
}
