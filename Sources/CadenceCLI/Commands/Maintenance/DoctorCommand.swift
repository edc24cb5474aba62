import ArgumentParser
import CadenceCore
import CadenceSQLite
import CadenceServices
import CadenceStorage
import Foundation

/// `cadence doctor [--repair]`: checks the store file (SQLite's integrity and foreign-key
/// checks, stored name keys) and compares every user's stored progress — perfect-day awards,
/// the XP ledger, unlocked achievements, empty day records — with its derivation from scratch
/// (docs/operations.md). Exit status 0 when healthy, 1 when anything is wrong (after
/// `--repair`: when anything is still wrong).
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the store and the stored progress; --repair fixes what it can.",
        discussion: """
            Checks: PRAGMA integrity_check and foreign_key_check; every stored name key against \
            its name; for every user, perfect-day awards against the perfect days derived from \
            check-ins and skips (missing and stale awards), the XP ledger (each day's and each \
            achievement's entries against its award or unlock, and a sum never below 0), \
            unlocked achievements against reached ones, and empty day records.

            --repair rewrites the mismatched keys in one transaction and each user's progress in \
            one transaction (the same derivation as `cadence progress --recalculate`), then \
            checks again. Damage that SQLite's own checks find is reported, never repaired: \
            restore a backup (`cadence backup`).

            Exit status: 0 healthy, 1 problems found (or left after --repair).
            """)

    @Flag(help: "Fix what can be fixed, then check again.")
    var repair = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let output = Output(options: global, environment: environment)
        let now = try CommandContext.nowArgument(global, environment: environment)
        let (store, sqlite, path) = try await MaintenanceStore.open(global, environment: environment)
        var report = DoctorReport(store: path, repaired: repair)
        // The file-level checks are SQLite's; PostgreSQL enforces keys and integrity itself.
        if let sqlite {
            let storage = try await sqlite.storageCheck()
            report.storage = storage
            if repair, !storage.keyMismatches.isEmpty {
                report.changes += try await sqlite.repairKeys()
            }
        }
        for user in try await store.users() {
            let service = try await Self.service(store: store, user: user.id, now: now)
            let found = repair ? try await service.repairProgress(for: user.id) : try await service.progressCheck(for: user.id)
            report.changes += repair ? found.repairs.count : 0
            report.users.append(DoctorReport.UserReport(user: user, check: found))
        }
        if repair {
            var after = try await sqlite?.storageCheck().isHealthy ?? true
            for user in try await store.users() {
                let service = try await Self.service(store: store, user: user.id, now: now)
                after = try await service.progressCheck(for: user.id).isHealthy && after
            }
            report.healthyAfterRepair = after
        }
        try output.emit(report) { report.text(style: output.style) }
        if !report.isFinallyHealthy { throw ExitCode(1) }
    }

    /// The service as of `--now` (read in the user's zone), or the clock.
    private static func service(store: any CadenceStore, user: UserID, now: NowArgument?) async throws -> CadenceService {
        guard let now else { return CadenceService(store: store, environment: .live) }
        let calendar = try await CadenceService(store: store, environment: .live).calendar(for: user)
        return CadenceService(store: store, environment: .fixed(now.instant(in: calendar)))
    }
}
