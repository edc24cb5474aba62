import ArgumentParser
import CadencePostgres
import CadenceSQLite
import CadenceStorage
import Foundation
import Logging

/// `cadence serve`'s scheduled backups (docs/operations.md "Scheduled backups"):
/// `--backup-dir DIR [--backup-every 24h] [--keep 7]`, SQLite stores only.
struct ServeBackupOptions: ParsableArguments {
    @Option(name: .customLong("backup-dir"), help: ArgumentHelp("Back the SQLite store up into this folder while serving.", valueName: "dir"))
    var folder: String?

    @Option(name: .customLong("backup-every"), help: ArgumentHelp("How often: 90s, 30m, 24h, 7d (default 24h).", valueName: "interval"))
    var every: String?

    @Option(name: .customLong("keep"), help: ArgumentHelp("How many backups to keep, 1-1000 (default 7); older ones are removed.", valueName: "n"))
    var keep: Int?

    func validate() throws {
        if folder == nil, every != nil || keep != nil {
            throw ValidationError("--backup-every and --keep need --backup-dir")
        }
        if let every, Self.interval(every) == nil {
            throw ValidationError("--backup-every takes a number and a unit, s, m, h or d (1s to 365d): 24h, 30m; not '\(every)'")
        }
        if let keep, !(1...1000).contains(keep) { throw ValidationError("--keep takes 1 to 1000") }
    }

    /// `90s`, `30m`, `24h`, `7d`: from 1 s to 365 days.
    static func interval(_ text: String) -> Duration? {
        guard let unit = text.last, let number = Int(text.dropLast()), number > 0 else { return nil }
        let scale: Int
        switch unit {
        case "s": scale = 1
        case "m": scale = 60
        case "h": scale = 3_600
        case "d": scale = 86_400
        default: return nil
        }
        let (seconds, overflow) = number.multipliedReportingOverflow(by: scale)
        guard !overflow, (1...365 * 86_400).contains(seconds) else { return nil }
        return .seconds(seconds)
    }

    /// Refuses the options for a PostgreSQL store before it is opened (docs/deploy.md "Backups").
    func refuseUnlessSQLite(_ location: String) throws {
        guard folder != nil, PostgresLocation.isURL(location) else { return }
        throw CommandFailure(
            code: "backupUnsupported",
            "--backup-dir copies an SQLite store; back up PostgreSQL with pg_dump (docs/deploy.md \"Backups\")", exitCode: 2)
    }

    /// The service for `store`, or `nil` without `--backup-dir`; a PostgreSQL store is refused
    /// (docs/deploy.md "Backups": pg_dump), and so is a folder that cannot be made.
    func service(for store: any CadenceStore, logger: Logger) throws -> ScheduledBackups? {
        guard let folder else { return nil }
        guard let sqlite = store as? SQLiteStore else {
            throw CommandFailure(
                code: "backupUnsupported",
                "--backup-dir copies an SQLite store; back up PostgreSQL with pg_dump (docs/deploy.md \"Backups\")", exitCode: 2)
        }
        let path = (folder as NSString).expandingTildeInPath
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(code: "backupUnavailable", "cannot use the backup folder '\(folder)': \(error.localizedDescription)")
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw CommandFailure(code: "backupUnavailable", "the backup folder '\(folder)' is not writable")
        }
        return ScheduledBackups(
            store: sqlite, folder: path, interval: every.flatMap(Self.interval) ?? .seconds(86_400), keep: keep ?? 7, logger: logger)
    }
}
