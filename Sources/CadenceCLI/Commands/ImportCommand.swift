import ArgumentParser
import CadenceCore
import CadenceImport
import CadenceServices
import CadenceStorage
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cadence import FILE|DIR [--format F] [--dry-run]` and `cadence import --history`: brings in
/// another tracker's history or a Cadence export, all or nothing (docs/import-export.md).
/// The work is `ImportService`'s; this command only shows it.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a Cadence export or another tracker's history.",
        discussion: """
            Formats (detected from the content; --format forces one): \
            \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")).
              cadence-json    a file from `cadence export --format json`
              loop-db         a Loop Habit Tracker backup (.db)
              loop-csv        a Loop Habit Tracker CSV export (the zip, the folder, or its Habits.csv)
              lucidpal        the folder with lucidpal_habits.json and lucidpal_entries_YYYY-MM.json
              habitto-legacy  Habitto's legacy habits (a JSON array of SimpleHabitData)
              habitbull       HabitBull's CSV export
              rewire          a Rewire backup (SQLite)
              tickmate        a Tickmate backup (SQLite)
              table-habit     Table Habit's (mhabit) JSON export
              habo            Habo's JSON backup
              beaver          Beaver Habit Tracker's JSON export
              habitica        Habitica's user data export (JSON)
              harsh           harsh's folder with its `habits` and `log` files
              csv             a CSV with a header: habit,date[,amount][,note] (Streaks, Habitify,
                              spreadsheets)
              apple-health    the iPhone's "Export All Health Data" export.zip (or its export.xml),
                              read as a stream: steps, sleep, weight, water, mindful minutes
              google-fit      Google Fit's Takeout "Daily activity metrics" CSV (steps, weight)
            A .zip of any of these (Loop's CSV export is one) is unpacked and read.

            The import is one transaction: a malformed file, a wrong format or a value Cadence \
            refuses changes nothing and names the file, line or record. Importing the same file \
            again adds nothing twice. Every import is logged: see --history.

            Examples:
              cadence import ~/Downloads/Loop\\ Habits\\ Backup.db --dry-run
              cadence import ~/Downloads/loop-csv/
              cadence import backup.json
              cadence import --history
            """)

    @Argument(help: ArgumentHelp("The file or folder to import.", valueName: "file-or-folder"))
    var path: String?

    @Option(help: ArgumentHelp("Force a format instead of detecting it.", valueName: "format"))
    var format: String?

    @Flag(help: "Show what would be imported; write nothing.")
    var dryRun = false

    @Flag(help: "List past imports, newest first.")
    var history = false

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        if history, path != nil { throw ValidationError("give a file to import or --history, not both") }
        if !history, path == nil { throw ValidationError("give the file or folder to import (or --history)") }
        if let format, ImportFormat(rawValue: format) == nil {
            throw ValidationError(
                "unknown format '\(format)'; use one of \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let importer = ImportService(service: context.service)
        guard let path else {
            let records = try await importer.history(for: context.user)
            try context.output.emit(records.map(ImportRecordJSON.init)) {
                Self.historyText(records, calendar: context.calendar, style: context.output.style)
            }
            return
        }
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        let forced = format.flatMap(ImportFormat.init(rawValue:))
        let bar = ImportProgressBar(isEnabled: !context.output.isJSON, isTerminal: isatty(STDERR_FILENO) == 1)
        do {
            if dryRun {
                let plan = try await importer.preview(url, format: forced, for: context.user, progress: bar.handler)
                bar.finish()
                try context.output.emit(plan.summary) {
                    ImportSummaryText.text(plan.summary, style: context.output.style, text: LocalText(localizer: context.output.localizer)) + "\n\n"
                        + LocalText(localizer: context.output.localizer).localized(
                            "Dry run: nothing was written. Run again without --dry-run to import.")
                }
            } else {
                let result = try await importer.importFile(
                    url, format: forced, for: context.user, progress: bar.handler)
                bar.finish()
                try context.output.emit(result.summary) {
                    let text = LocalText(localizer: context.output.localizer)
                    let done = text.localized("Imported as one transaction (import #{id}).", ["id": String(result.record.id)])
                    guard result.progressChanges > 0 else {
                        return ImportSummaryText.text(result.summary, style: context.output.style, text: text) + "\n\n" + done
                    }
                    let changes =
                        text.isEnglish
                        ? "Progress recalculated: \(result.progressChanges) change(s)."
                        : text.localizer.localized(
                            one: "Progress recalculated: {count} change.", other: "Progress recalculated: {count} changes.",
                            count: result.progressChanges, ["count": text.integer(result.progressChanges)])
                    return ImportSummaryText.text(result.summary, style: context.output.style, text: text) + "\n\n" + done + " " + changes
                }
            }
        } catch let failure as ImportFailure {
            bar.finish()
            let lines = failure.issues.map { "  - \($0)" }.joined(separator: "\n")
            throw CommandFailure(
                code: "importRefused",
                "cannot import '\(failure.fileName)'; nothing was imported\(dryRun ? "" : " (the attempt is logged)"):\n\(lines)"
            )
        }
    }

    // MARK: Text

    /// The import log as a table.
    static func historyText(_ records: [ImportRecord], calendar: UserCalendar, style: TerminalStyle) -> String {
        guard !records.isEmpty else { return "No imports yet." }
        var table = Table([
            .init("#", .right), .init("When"), .init("Format"), .init("File"), .init("Habits", .right),
            .init("Check-ins", .right), .init("Skips", .right), .init("Warnings", .right), .init("Result"),
        ])
        for record in records {
            let minute = calendar.minuteOfDay(of: record.finishedAt)
            let when =
                "\(calendar.day(containing: record.finishedAt)) \(Reminder(hour: minute / 60, minute: minute % 60).timeText)"
            let result = record.succeeded ? style.green("ok") : style.red("failed: \(record.errorMessage ?? "")")
            table.append([
                String(record.id), when, record.format, record.fileName, String(record.habits), String(record.checkIns),
                String(record.skippedDays), String(record.warnings), result,
            ])
        }
        return table.render(style: style)
    }
}

/// A progress bar on stderr while a large file is read and written (only on a terminal, and
/// never with --json). Redraws at most once per percent. A file read as a stream (Apple Health's
/// export.xml) also shows the MiB read; when stderr is not a terminal it gets a line every 64 MiB
/// instead, and one at the end (files of 16 MiB or more; docs/import-export.md "Apple Health").
final class ImportProgressBar: Sendable {
    private let isEnabled: Bool
    private let isTerminal: Bool
    private let shown = Mutex<(phase: String, percent: Int)?>(nil)
    private let linesShown = Mutex(0)

    init(isEnabled: Bool, isTerminal: Bool = true) {
        self.isEnabled = isEnabled
        self.isTerminal = isTerminal
    }

    /// The handler to give the import service, or `nil` when disabled.
    var handler: ImportProgressHandler? {
        guard isEnabled else { return nil }
        guard isTerminal else { return { [self] progress in self.line(progress) } }
        return { [self] progress in self.show(progress) }
    }

    /// Off a terminal: `reading: 128 of 1024 MiB` every 64 MiB of a streamed file and at its end, nothing else.
    private func line(_ progress: ImportProgress) {
        guard progress.unit == .kibibytes, progress.phase == .reading, progress.total >= 16_384 else { return }
        let mebibytes = progress.completed / 1_024
        let due = linesShown.withLock { last -> Bool in
            guard mebibytes >= last + 64 || (progress.completed == progress.total && mebibytes > last) else { return false }
            last = mebibytes
            return true
        }
        if due { Console.prompt("reading: \(mebibytes) of \(progress.total / 1_024) MiB\n") }
    }

    private func show(_ progress: ImportProgress) {
        // Small files finish before a bar would help.
        guard progress.total >= 5_000 || progress.phase == .recalculating else { return }
        let percent = NumericBoundary.clamped(progress.fraction * 100, rounding: .towardZero, to: 0...100)
        let changed = shown.withLock { state -> Bool in
            if let state, state.phase == progress.phase.rawValue, state.percent == percent { return false }
            state = (progress.phase.rawValue, percent)
            return true
        }
        guard changed else { return }
        // Only reading reports as it goes; the other phases are one step each.
        let text =
            switch progress.phase {
            case .reading:
                "reading       \(ProgressBar.render(progress.fraction, width: 30)) \(percent)%"
                    + (progress.unit == .kibibytes ? " (\(progress.completed / 1_024) of \(progress.total / 1_024) MiB)" : "")
            case .planning: "checking \(progress.total) records…"
            case .writing: "writing in one transaction…"
            case .recalculating: "recalculating perfect days and XP…"
            }
        Console.prompt("\r\u{1B}[2K" + text)
    }

    /// Clears the bar's line.
    func finish() {
        let wasShown = shown.withLock { state -> Bool in
            defer { state = nil }
            return state != nil
        }
        if wasShown { Console.prompt("\r\u{1B}[2K") }
    }
}
