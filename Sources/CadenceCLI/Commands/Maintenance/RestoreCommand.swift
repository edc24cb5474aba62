import ArgumentParser
import CadencePostgres
import CadenceSQLite
import Foundation

/// `cadence restore FILE [--force]` (docs/operations.md "Restoring a backup"): replaces the
/// SQLite store with a backup after checking it; refuses a damaged or non-Cadence file, and an
/// existing store unless `--force` (which keeps it beside, renamed).
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Replace the store with a backup (stop the server first).",
        discussion: """
            FILE must be a sound Cadence store: an SQLite file that passes integrity_check, made \
            by Cadence, and not by a newer one. It is copied beside the store and migrated to this \
            version; an existing store is refused unless --force, and is then kept as \
            STORE.before-restore-TIME (with its -wal and -shm). A PostgreSQL store is restored \
            with pg_restore instead (docs/deploy.md "Backups").

            Examples:
              cadence restore /srv/backups/cadence-20261127T030000Z.sqlite
              cadence --db /srv/cadence/cadence.sqlite restore latest.sqlite --force
            """)

    @Argument(help: ArgumentHelp("The backup file to restore.", valueName: "file"))
    var file: String

    @Flag(help: "Replace an existing store (stop the server first; the old store is kept beside).")
    var force = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    /// `--json`: `{"store", "previous", "users", "habits", "checkIns"}`.
    struct RestoreJSON: Encodable {
        let store: String
        let previous: String?
        let users: Int
        let habits: Int
        let checkIns: Int
    }

    mutating func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let output = Output(options: global, environment: environment)
        let location = StoreLocation.resolve(option: global.db, environment: environment)
        if PostgresLocation.isURL(location.path) {
            throw CommandFailure(
                code: "restoreUnsupported", "cadence restore writes an SQLite store; restore PostgreSQL with pg_restore (docs/deploy.md \"Backups\")")
        }
        guard location.path != StoreLocation.inMemory else {
            throw CommandFailure(code: "restoreUnsupported", "an in-memory store cannot be restored into")
        }
        try StoreLocation.prepareFolder(for: location.path, create: location.isDefault)
        let restored: SQLiteRestore
        do {
            restored = try SQLiteStore.restore(from: (file as NSString).expandingTildeInPath, to: location.path, force: force)
        } catch let refusal as SQLiteBackupError {
            throw CommandFailure(code: refusal.code, refusal.description)
        } catch {
            throw CommandFailure(code: "restoreFailed", "cannot restore '\(file)': \(error)")
        }
        try output.emit(
            RestoreJSON(
                store: restored.store, previous: restored.previous, users: restored.users, habits: restored.habits,
                checkIns: restored.checkIns)
        ) {
            let kept = restored.previous.map { " The previous store is kept as \($0)." } ?? ""
            return """
                Restored \(file) into \(restored.store): \(restored.users) user(s), \(restored.habits) habit(s), \
                \(restored.checkIns) check-in(s).\(kept)
                """
        }
    }
}
