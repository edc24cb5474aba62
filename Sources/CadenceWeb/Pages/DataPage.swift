import CadenceCore
import CadenceImport
import CadenceServices
import Foundation

/// Import and export (docs/import-export.md; issue #7 "the web app gains an Import/Export
/// page"): downloads of the JSON export and the three CSV files, the upload form (file, format
/// or detection, dry run), the answer to an upload — what was imported or would be, or why
/// nothing was — and the import log. In the person's language (docs/domain-rules.md §23); an
/// importer's own issues and reasons stay as it words them.
struct DataPage {
    /// The answer to an upload (docs/import-export.md: a dry run writes nothing; a refused file
    /// writes nothing but its failed log entry).
    enum Outcome {
        /// Read and planned; written unless `dryRun`.
        case imported(ImportSummary, dryRun: Bool)
        /// Refused: nothing was written (but the failed log entry).
        case refused(fileName: String, issues: [ImportIssue])
    }

    let history: [ImportRecord]
    /// The user's calendar, to write instants in their zone.
    let calendar: UserCalendar
    let csrfField: HTML
    var outcome: Outcome?
    /// A form that could not be sent on (no file, an unknown format).
    var error: String?
    /// The format chosen (`auto` for detection) and the dry-run tick, kept after an upload.
    var format = "auto"
    var dryRun = false
    var text = WebText()

    var body: HTML {
        """
        <h1>\(text.localized("Import & export"))</h1>
        \(result)
        <section class="card" aria-labelledby="export-title"><h2 id="export-title">\(text.localized("Export"))</h2>
        <p class="muted" id="export-summary">\(exportSummary)</p>
        <div class="actions">
        <a id="export-json" class="button primary" href="/data/export.json" download>\(text.localized("Download JSON"))</a>
        <a id="export-csv" class="button" href="/data/export/habits.csv" download>habits.csv</a>
        <a id="export-csv-checkins" class="button" href="/data/export/checkins.csv" download>checkins.csv</a>
        <a id="export-csv-days" class="button" href="/data/export/days.csv" download>days.csv</a>
        <a id="export-loop" class="button" href="/data/export/loop.db" download>\(text.localized("Loop backup"))</a>
        </div>
        </section>
        \(importCard)
        \(historyCard)
        """
    }

    private var importCard: HTML {
        let automatic: HTML = format == "auto" ? " selected" : ""
        let formats = ImportFormat.allCases.map { option -> HTML in
            let selected: HTML = option.rawValue == format ? " selected" : ""
            let named = text.importFormatName(option)
            let name = option.isFolder ? text.localized("{format} — choose all of its files", ["format": named]) : named
            return "<option value=\"\(option.rawValue)\"\(selected)>\(name)</option>"
        }
        let checked: HTML = dryRun ? " checked" : ""
        return """
            <section class="card" aria-labelledby="import-title"><h2 id="import-title">\(text.localized("Import"))</h2>
            <p class="muted">\(importSummary)</p>
            \(AccountPages.errorBox(error))
            <form id="import-form" method="post" action="/data/import" enctype="multipart/form-data" class="stack">\(csrfField)
            <label>\(text.localized("File")) <input type="file" name="file" id="import-file" multiple required></label>
            <label>\(text.localized("Format")) <select name="format" id="import-format"><option value="auto"\(automatic)>\
            \(text.localized("Detect from the file"))</option>\(formats)</select></label>
            <label class="check-label"><input type="checkbox" name="dryRun" value="1"\(checked)> \
            \(text.localized("Dry run: show what would be imported, write nothing"))</label>
            <div class="actions"><button id="import-button" class="button primary">\(text.localized("Import"))</button></div>
            </form>
            </section>
            """
    }

    private var result: HTML {
        switch outcome {
        case nil:
            return ""
        case .refused(let fileName, let issues):
            return """
                <section id="import-result" class="card import-refused" data-outcome="refused" role="alert">
                <h2>\(text.localized("Nothing was imported from {file}", ["file": fileName]))</h2>
                <p>\(text.localized("The file was refused, so nothing changed. What is wrong with it:"))</p>
                <ul class="import-issues">\(issueItems(issues, refused: true))</ul>
                </section>
                """
        case .imported(let summary, let dryRun):
            return imported(summary, dryRun: dryRun)
        }
    }

    private func imported(_ summary: ImportSummary, dryRun: Bool) -> HTML {
        let counts: [(String, Int, String)] = [
            ("habits-created", summary.habitsCreated, text.localized("new habits")),
            ("habits-merged", summary.habitsMerged, text.localized("habits merged")),
            ("check-ins", summary.checkIns, text.localized("check-ins")),
            ("check-ins-already-present", summary.checkInsAlreadyPresent, text.localized("already there, skipped")),
            ("skipped-days", summary.skippedDays, text.localized("skipped days")),
            ("categories-created", summary.categoriesCreated, text.localized("new categories")),
        ]
        let stats = counts.map { key, value, label -> HTML in
            "<li class=\"stat\" data-count=\"\(key)\"><span class=\"stat-value\">\(text.integer(value))</span>"
                + "<span class=\"stat-label\">\(label)</span></li>"
        }
        let habits = summary.habits.map { habit -> HTML in
            let action = habit.action == .create ? text.localized("new") : text.localized("merged")
            let checkIns = text.localizer.localized(
                one: "{count} check-in", other: "{count} check-ins", count: habit.checkIns, ["count": text.integer(habit.checkIns)])
            return "<li data-action=\"\(habit.action.rawValue)\"><strong>\(habit.name)</strong> · \(action) · \(checkIns)</li>"
        }
        var reasons: [String: Int] = [:]
        for (reason, count) in summary.notImported { reasons[text.notImportedReason(reason), default: 0] += count }
        let notImported = reasons.sorted { $0.key < $1.key }.map { reason, count -> HTML in "<li>\(reason): \(text.integer(count))</li>" }
        let warnings = issueItems(summary.warnings, refused: false)
        let file = ["file": summary.fileName, "format": text.importFormatName(summary.format)]
        let headline: HTML =
            dryRun
            ? "<h2>\(text.localized("Dry run: nothing was written"))</h2><p>\(text.localized("Importing {file} ({format}) would do this:", file))</p>"
            : "<h2>\(text.localized("Imported {file}", file))</h2><p>\(text.localized("{format}, in one go:", file))</p>"
        return """
            <section id="import-result" class="card notice" data-outcome="\(dryRun ? "dry-run" : "imported")" \
            data-habits-created="\(summary.habitsCreated)" data-check-ins="\(summary.checkIns)" \
            data-check-ins-already-present="\(summary.checkInsAlreadyPresent)" role="status">
            \(headline)
            <ul class="stat-grid">\(stats)</ul>
            \(HTML.when(summary.settingsRestored, "<p>\(text.localized("Settings restored from the file."))</p>"))
            \(HTML.when(summary.progressRestored, "<p>\(text.localized("Perfect days, XP and achievements restored from the file."))</p>"))
            \(HTML.when(!habits.isEmpty, "<h3>\(text.localized("Habits"))</h3><ul class=\"import-habits\">\(habits)</ul>"))
            \(HTML.when(!notImported.isEmpty, "<h3>\(text.localized("Not imported"))</h3><ul>\(notImported)</ul>"))
            \(HTML.when(!summary.warnings.isEmpty, "<h3>\(text.localized("Warnings"))</h3><ul class=\"import-issues\">\(warnings)</ul>"))
            \(HTML.when(dryRun, "<p>\(untick)</p>"))
            </section>
            """
    }

    /// "Untick *Dry run* and send the file again to import it."
    private var untick: HTML {
        text.html(
            text.localized("Untick {option} and send the file again to import it."), ["option": "<em>\(text.localized("Dry run"))</em>"])
    }

    /// The importer's issues: each as it words it in English; outside English one general sentence.
    private func issueItems(_ issues: [ImportIssue], refused: Bool) -> HTML {
        guard text.isEnglish else {
            return "<li class=\"import-issue\">\(text.importIssuesSummary(count: issues.count, refused: refused))</li>"
        }
        let items = issues.map { issue -> HTML in "<li class=\"import-issue\">\(issue.description)</li>" }
        return "\(items)"
    }

    private var historyCard: HTML {
        let rows = history.map { record -> HTML in
            let outcome: HTML =
                record.succeeded
                ? "<span class=\"pill\">\(text.localized("Imported"))</span>"
                : "<span class=\"struggling-mark\">\(text.localized("Refused"))</span> \(text.isEnglish ? record.errorMessage ?? "" : "")"
            let format = text.importFormatColumn(record.format)
            return """
                <tr class="import-record" data-succeeded="\(record.succeeded)"><td>\(when(record.finishedAt))</td><td \
                class="file-name">\(record.fileName)</td><td>\(format)</td><td>\(text.integer(record.habits))</td><td>\
                \(text.integer(record.checkIns))</td><td>\(text.integer(record.skippedDays))</td><td>\(text.integer(record.warnings))</td><td \
                class="name">\(outcome)</td></tr>
                """
        }
        let table: HTML =
            rows.isEmpty
            ? "<p class=\"muted\" id=\"no-imports\">\(text.localized("Nothing imported yet."))</p>"
            : """
            <div class="table-wrap" tabindex="0" role="region" aria-label="\(text.localized("Import history"))">\
            <table id="import-history"><thead><tr>\(headings)</tr></thead>
            <tbody>\(rows)</tbody></table></div>
            """
        return """
            <section class="card" aria-labelledby="history-title"><h2 id="history-title">\(text.localized("Import history"))</h2>
            \(table)
            </section>
            """
    }

    /// The import history's column headings.
    private var headings: HTML {
        let names = [
            text.localized("When"), text.localized("File"), text.localized("Format"), text.localized("Habits"), text.localized("Check-ins"),
            text.localized("Skipped days"), text.localized("Warnings"), text.localized("Outcome"),
        ]
        let cells = names.map { name -> HTML in "<th>\(name)</th>" }
        return "\(cells)"
    }

    /// When an import finished, in the user's zone (English keeps `WebInstant`).
    private func when(_ instant: Date) -> HTML {
        text.isEnglish ? WebInstant.html(instant, in: calendar) : text.instantHTML(instant, in: calendar)
    }

    /// What the export holds (one text a sentence: a key stays on one source line).
    private var exportSummary: String {
        let everything = text.localized(
            "Everything you track: habits, check-ins, skipped days, settings and progress, and the Life OS areas — {areas}.",
            ["areas": text.localized("health entries, money accounts and transactions, to-dos and notes")])
        let files = text.localized(
            "The JSON file holds all of it and can be imported again; {csv}; {loop}.",
            [
                "csv": text.localized("the CSV files are your habits for spreadsheets"),
                "loop": text.localized("the Loop backup restores your habits in Loop Habit Tracker (Settings → Restore data)"),
            ])
        return "\(everything) \(files)"
    }

    /// What the import reads.
    private var importSummary: String {
        let apps = text.localized("HabitBull, Rewire, Tickmate, Table Habit, Habo, Beaver, Habitica or harsh; LucidPal or Habitto")
        let sources = text.localized("Cadence's JSON export; Loop Habit Tracker's backup or CSV export; {apps}", ["apps": apps])
        let health = [
            "apple": text.localized("Apple Health's export.zip (steps, sleep, weight, water, mindful minutes)"),
            "google": text.localized("Google Fit's daily activity metrics CSV"),
        ]
        return [
            text.localized("From {sources}; or a spreadsheet saved as CSV with habit and date columns (Streaks, Habitify).", ["sources": sources]),
            text.localized("A .zip of an export works as it is."), text.localized("Health data: {apple} or {google}.", health),
            text.localized("Habits you already have are merged, and days already checked in are not added twice."),
        ].joined(separator: " ")
    }
}
