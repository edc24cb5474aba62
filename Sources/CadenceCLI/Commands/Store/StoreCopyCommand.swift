import ArgumentParser
import CadencePostgres
import CadenceSQLite
import CadenceServices
import CadenceStorage
import Foundation

/// `cadence store copy --from SOURCE --to TARGET`: copies a whole store — every user, account,
/// session, token, habit, check-in, day record, XP entry, achievement and import log, ids kept —
/// from SQLite to PostgreSQL or back, in one transaction on the target, which must be empty
/// (docs/deploy.md "Moving between backends").
struct StoreCopyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Copy a whole store between SQLite and PostgreSQL.",
        discussion: """
            SOURCE and TARGET are each an SQLite file or a postgres://user:password@host:port/database \
            URL. The source is read in one snapshot and must exist; the target is migrated, must \
            hold no data, and is written in one transaction: all of it or nothing. Ids are kept, so \
            `cadence export --format json` of every user reads the same on both. A progress bar is \
            shown when standard error is a terminal.

            Examples:
              cadence store copy --from ~/.local/share/cadence/cadence.sqlite \\
                --to postgres://cadence:secret@127.0.0.1:5432/cadence
              cadence store copy --from postgres://cadence@db/cadence --to /srv/backups/cadence.sqlite
            """)

    @Option(help: ArgumentHelp("The store to read: an SQLite file or a postgres:// URL.", valueName: "source"))
    var from: String

    @Option(help: ArgumentHelp("The empty store to write: an SQLite file or a postgres:// URL.", valueName: "target"))
    var to: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    /// What was copied (`--json`): `{"from", "to", "rows", "tables": {name: rows}}`.
    struct CopyJSON: Encodable {
        let from: String
        let to: String
        let rows: Int
        let tables: [String: Int]
    }

    mutating func run() async throws {
        let output = Output(options: global, environment: ProcessInfo.processInfo.environment)
        let source = try await Self.open(from, role: "source", mustExist: true)
        let target = try await Self.open(to, role: "target", mustExist: false)
        let dump = try await source.store.dumpTables()
        let showsProgress = isatty(STDERR_FILENO) == 1 && !global.json
        do {
            try await target.store.loadTables(dump) { written, total in
                guard showsProgress, total > 0 else { return }
                let fraction = Double(written) / Double(total)
                FileHandle.standardError.write(
                    Data("\r\(ProgressBar.render(fraction, width: 30)) \(written) / \(total) rows".utf8))
            }
        } catch let refusal as StoreCopyError {
            throw CommandFailure(code: "storeCopyRefused", refusal.description)
        }
        if showsProgress { FileHandle.standardError.write(Data("\n".utf8)) }
        // Derived state is not copied (docs/schema.md "v10-derived-state"): rebuilt on the target.
        let service = CadenceService(store: target.store)
        for user in try await target.store.users() { try await service.rebuildDerivedState(for: user.id) }
        var tables: [String: Int] = [:]
        for table in dump.tables { tables[table.name] = table.rowCount }
        let result = CopyJSON(from: source.name, to: target.name, rows: dump.rowCount, tables: tables)
        try output.emit(result) {
            "Copied \(dump.rowCount) rows from \(source.name) to \(target.name): "
                + dump.tables.filter { $0.rowCount > 0 }.map { "\($0.name) \($0.rowCount)" }.joined(separator: ", ")
                + "."
        }
    }

    /// Opens one side of the copy; the name never shows a URL's password.
    private static func open(_ text: String, role: String, mustExist: Bool) async throws
        -> (store: any StoreCopying & CadenceStore, name: String)
    {
        if PostgresLocation.isURL(text) {
            let store = try await StoreLocation.openPostgres(text)
            return (store, (try? PostgresLocation(url: text).redacted) ?? "postgres://")
        }
        let path = (text as NSString).expandingTildeInPath
        guard path != StoreLocation.inMemory else {
            throw CommandFailure.usage("the \(role) must be a file or a postgres:// URL, not :memory:")
        }
        if mustExist, !FileManager.default.fileExists(atPath: path) {
            throw CommandFailure(code: "storeUnavailable", "there is no store at '\(path)' to copy from")
        }
        try StoreLocation.prepareFolder(for: path, create: false)
        do {
            return (try SQLiteStore(path: path), path)
        } catch {
            throw CommandFailure(code: "storeUnavailable", "cannot open the \(role) store at '\(path)': \(error)")
        }
    }
}
