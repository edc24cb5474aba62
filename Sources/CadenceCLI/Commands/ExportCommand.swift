import ArgumentParser
import CadenceCore
import CadenceImport
import CadenceServices
import CadenceStorage
import Foundation

/// `cadence export --format json FILE`, `cadence export --format csv DIR` and `cadence export
/// --format loop FILE`: everything you own, as Cadence's versioned JSON document (which `cadence
/// import` restores exactly), as CSV files for spreadsheets, or your habits as a Loop Habit
/// Tracker backup that Loop restores (docs/import-export.md). The work is `ExportService`'s.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export your habits and history as JSON, CSV or a Loop Habit Tracker backup.",
        discussion: """
            json: one document with settings, categories, habits, check-ins, day records, perfect \
            days, XP and achievements, and the Life OS areas — health entries, money accounts and \
            transactions, to-dos and notes; `cadence import FILE` restores it. FILE - (or none) \
            writes to stdout.
            csv: habits.csv, checkins.csv and days.csv in DIR (created if needed).
            loop: a Loop Habit Tracker backup (.db, its schema version 25) of your habits and \
            their history, which Loop restores (Settings → Restore data); FILE - (or none) writes \
            to stdout. What Loop cannot hold exactly is listed on stderr.

            Examples:
              cadence export --format json backup.json
              cadence export --format csv ~/cadence-csv
              cadence export > backup.json
              cadence export --format loop > "Loop Habits Backup.db"
            """)

    @Option(help: ArgumentHelp("json (default), csv or loop.", valueName: "format"))
    var format = "json"

    @Argument(help: ArgumentHelp("The file (json, loop) or folder (csv) to write.", valueName: "destination"))
    var destination: String?

    @Flag(help: "Replace an existing file.")
    var force = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        guard ["json", "csv", "loop"].contains(format) else {
            throw ValidationError("unknown format '\(format)'; use json, csv or loop")
        }
        if format == "csv", destination == nil || destination == "-" {
            throw ValidationError("give the folder to write the CSV files into")
        }
    }

    /// What was written (`--json`): `{"format", "path", "files", "habits", "checkIns", "dayRecords"}`.
    struct ExportJSON: Encodable {
        let format: String
        let path: String
        let files: [String]
        let habits: Int
        let checkIns: Int
        let dayRecords: Int
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let exporter = ExportService(service: context.service)
        if format == "loop" {
            try await exportLoop(context: context, exporter: exporter)
            return
        }
        let document = try await exporter.document(for: context.user)
        let habits = document.habits.count
        let checkIns = document.habits.reduce(0) { $0 + $1.checkIns.count }
        let dayRecords = document.habits.reduce(0) { $0 + $1.dayRecords.count }
        if format == "json" {
            let data = try ExportService.encoder.encode(document)
            guard let destination, destination != "-" else {
                FileHandle.standardOutput.write(data + Data("\n".utf8))
                return
            }
            let url = URL(fileURLWithPath: (destination as NSString).expandingTildeInPath)
            if FileManager.default.fileExists(atPath: url.path), !force {
                throw CommandFailure(code: "fileExists", "'\(destination)' already exists; add --force to replace it")
            }
            try write(data, to: url)
            try context.output.emit(
                ExportJSON(
                    format: format, path: url.path, files: [url.lastPathComponent], habits: habits, checkIns: checkIns,
                    dayRecords: dayRecords)
            ) {
                let text = LocalText(localizer: context.output.localizer)
                guard !text.isEnglish else {
                    return "Exported \(habits) habit(s), \(checkIns) check-in(s) and \(dayRecords) day record(s) to \(destination)."
                }
                return text.localized(
                    "Exported to {path}: {counts}.", ["path": destination, "counts": Self.counts(habits, checkIns, dayRecords, text)])
            }
            return
        }
        let folder = URL(fileURLWithPath: ((destination ?? ".") as NSString).expandingTildeInPath, isDirectory: true)
        let existing = ExportService.csvFileNames.filter {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
        if !existing.isEmpty, !force {
            throw CommandFailure(
                code: "fileExists",
                "\(existing.joined(separator: ", ")) already exist in '\(folder.path)'; add --force to replace them")
        }
        let files = try await exporter.writeCSV(for: context.user, to: folder)
        try context.output.emit(
            ExportJSON(
                format: format, path: folder.path, files: files.map(\.lastPathComponent), habits: habits,
                checkIns: checkIns, dayRecords: dayRecords)
        ) {
            let text = LocalText(localizer: context.output.localizer)
            guard !text.isEnglish else {
                return "Exported \(habits) habit(s), \(checkIns) check-in(s) and \(dayRecords) day record(s) to "
                    + "\(files.map(\.lastPathComponent).joined(separator: ", ")) in \(folder.path)."
            }
            let values = [
                "files": files.map(\.lastPathComponent).joined(separator: ", "), "folder": folder.path,
                "counts": Self.counts(habits, checkIns, dayRecords, text),
            ]
            return text.localized("Exported to {files} in {folder}: {counts}.", values)
        }
    }

    /// `3 Gewohnheiten, 120 Check-ins, 4 Tageseinträge` outside English.
    private static func counts(_ habits: Int, _ checkIns: Int, _ dayRecords: Int, _ text: LocalText) -> String {
        let localizer = text.localizer
        return [
            localizer.localized(one: "{count} habit", other: "{count} habits", count: habits, ["count": text.integer(habits)]),
            localizer.localized(one: "{count} check-in", other: "{count} check-ins", count: checkIns, ["count": text.integer(checkIns)]),
            localizer.localized(one: "{count} day record", other: "{count} day records", count: dayRecords, ["count": text.integer(dayRecords)]),
        ]
        .joined(separator: ", ")
    }

    /// What `--format loop` wrote (`--json`): `{"format", "path", "habits", "entries", "warnings"}`.
    struct LoopExportJSON: Encodable {
        let format: String
        let path: String?
        let habits: Int
        let entries: Int
        let warnings: [String]
    }

    private func exportLoop(context: CommandContext, exporter: ExportService) async throws {
        if destination == nil || destination == "-", Console.stdoutIsTerminal {
            throw CommandFailure(
                code: "binaryToTerminal",
                "a Loop backup is a binary file; redirect it (cadence export --format loop > backup.db) or name the FILE")
        }
        let backup = try await exporter.loopBackup(for: context.user)
        for warning in backup.warnings {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        guard let destination, destination != "-" else {
            FileHandle.standardOutput.write(backup.data)
            return
        }
        let url = URL(fileURLWithPath: (destination as NSString).expandingTildeInPath)
        if FileManager.default.fileExists(atPath: url.path), !force {
            throw CommandFailure(code: "fileExists", "'\(destination)' already exists; add --force to replace it")
        }
        try write(backup.data, to: url)
        try context.output.emit(
            LoopExportJSON(
                format: format, path: url.path, habits: backup.habits, entries: backup.entries,
                warnings: backup.warnings)
        ) {
            let text = LocalText(localizer: context.output.localizer)
            guard !text.isEnglish else { return "Exported \(backup.habits) habit(s) and \(backup.entries) Loop entries to \(destination)." }
            let counts = [
                text.localizer.localized(one: "{count} habit", other: "{count} habits", count: backup.habits, ["count": text.integer(backup.habits)]),
                text.localizer.localized(
                    one: "{count} Loop entry", other: "{count} Loop entries", count: backup.entries, ["count": text.integer(backup.entries)]),
            ]
            return text.localized("Exported to {path}: {counts}.", ["path": destination, "counts": counts.joined(separator: ", ")])
        }
    }

    private func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw CommandFailure(code: "writeFailed", "cannot write '\(url.path)': \(error.localizedDescription)")
        }
    }
}
