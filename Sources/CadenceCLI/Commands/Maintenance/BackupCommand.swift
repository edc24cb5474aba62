import ArgumentParser
import CadenceSQLite
import Foundation

/// `cadence backup FILE [--force]`: a consistent copy of the whole store (every user), made
/// with SQLite's online backup API — safe while `cadence serve` runs (docs/operations.md).
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Copy the store into a backup file, safely while the server runs.",
        discussion: """
            The copy is one consistent snapshot of the SQLite store, taken with SQLite's online \
            backup API while other processes (cadence serve) go on writing. It is written under \
            a temporary name, checked (quick_check) and only then moved to FILE, a single \
            self-contained SQLite file: open it with `cadence --db FILE today`, or restore it by \
            stopping the server and copying it over the store. An existing FILE is refused \
            unless --force.
            A PostgreSQL store is backed up with pg_dump instead (docs/deploy.md).

            Examples:
              cadence backup ~/backups/cadence-$(date +%F).sqlite
              cadence --db /srv/cadence/cadence.sqlite backup /srv/backups/latest.sqlite --force
            """)

    @Argument(help: ArgumentHelp("The backup file to write.", valueName: "file"))
    var file: String

    @Flag(help: "Replace an existing file.")
    var force = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    /// What was written (`--json`): `{"store", "path", "bytes", "users", "habits", "checkIns",
    /// "xpEntries", "quickCheck"}`.
    struct BackupJSON: Encodable {
        let store: String
        let path: String
        let bytes: Int64
        let users: Int
        let habits: Int
        let checkIns: Int
        let xpEntries: Int
        let quickCheck: String
    }

    mutating func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let output = Output(options: global, environment: environment)
        let (_, sqlite, path) = try await MaintenanceStore.open(global, environment: environment)
        guard let store = sqlite else {
            throw CommandFailure(
                code: "backupUnsupported",
                "cadence backup copies an SQLite file; back up a PostgreSQL store with pg_dump (docs/deploy.md \"Backups\")")
        }
        let destination = (file as NSString).expandingTildeInPath
        let backup: SQLiteBackup
        do {
            backup = try store.backup(to: destination, overwrite: force)
        } catch let refusal as SQLiteBackupError {
            throw CommandFailure(code: refusal.code, refusal.description)
        } catch {
            throw CommandFailure(code: "backupFailed", "cannot write the backup '\(file)': \(error)")
        }
        try output.emit(
            BackupJSON(
                store: path, path: backup.path, bytes: backup.bytes, users: backup.users, habits: backup.habits,
                checkIns: backup.checkIns, xpEntries: backup.xpEntries, quickCheck: backup.quickCheck)
        ) {
            let text = LocalText(localizer: output.localizer)
            if !text.isEnglish {
                let values = [
                    "store": path, "path": backup.path, "size": Self.size(backup.bytes), "users": text.integer(backup.users),
                    "habits": text.integer(backup.habits), "checkIns": text.integer(backup.checkIns), "xp": text.integer(backup.xpEntries),
                    "check": backup.quickCheck,
                ]
                return text.localized(
                    "Backed up {store} to {path}: {size}; users {users}, habits {habits}, check-ins {checkIns}, XP {xp}; quick_check {check}.",
                    values)
            }
            return """
                Backed up \(path) to \(backup.path): \(Self.size(backup.bytes)) — \(backup.users) user(s), \
                \(backup.habits) habit(s), \(backup.checkIns) check-in(s), \(backup.xpEntries) XP entries; \
                quick_check \(backup.quickCheck).
                """
        }
    }

    /// `155,648 bytes (152 KiB)`.
    static func size(_ bytes: Int64) -> String {
        let readable =
            bytes < 1024 * 1024 ? "\((bytes + 512) / 1024) KiB" : String(format: "%.1f MiB", Double(bytes) / 1_048_576)
        return "\(bytes) bytes (\(readable))"
    }
}
