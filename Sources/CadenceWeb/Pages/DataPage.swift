import CadenceCore
import CadenceImport
import CadenceServices

/// Import and export (docs/import-export.md; issue #7 "the web app gains an Import/Export
/// page"): downloads of the JSON export and the three CSV files, the upload form (file, format
/// or detection, dry run), the answer to an upload — what was imported or would be, or why
/// nothing was — and the import log.
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

    var body: HTML {
        """
        <h1>Import &amp; export</h1>
        \(result)
        <section class="card" aria-labelledby="export-title"><h2 id="export-title">Export</h2>
        <p class="muted" id="export-summary">Everything you track: habits, check-ins, skipped days, settings and progress, and the Life OS \
        areas — health entries, money accounts and transactions, to-dos and notes. The JSON file holds all of it and can be imported again; \
        the CSV files are your habits for spreadsheets; the Loop backup restores your habits in Loop Habit Tracker (Settings → Restore data).</p>
        <div class="actions">
        <a id="export-json" class="button primary" href="/data/export.json" download>Download JSON</a>
        <a id="export-csv" class="button" href="/data/export/habits.csv" download>habits.csv</a>
        <a id="export-csv-checkins" class="button" href="/data/export/checkins.csv" download>checkins.csv</a>
        <a id="export-csv-days" class="button" href="/data/export/days.csv" download>days.csv</a>
        <a id="export-loop" class="button" href="/data/export/loop.db" download>Loop backup</a>
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
            let hint = option.isFolder ? " — choose all of its files" : ""
            return "<option value=\"\(option.rawValue)\"\(selected)>\(option.displayName)\(hint)</option>"
        }
        let checked: HTML = dryRun ? " checked" : ""
        return """
            <section class="card" aria-labelledby="import-title"><h2 id="import-title">Import</h2>
            <p class="muted">From Cadence's JSON export; Loop Habit Tracker's backup or CSV export; HabitBull, Rewire, Tickmate, Table Habit, Habo, \
            Beaver, Habitica or harsh; LucidPal or Habitto; or a spreadsheet saved as CSV with habit and date columns (Streaks, Habitify). A .zip \
            of an export works as it is. Health data: Apple Health's export.zip (steps, sleep, weight, water, mindful minutes) or Google Fit's \
            daily activity metrics CSV. Habits you already have are merged, and days already checked in are not added twice.</p>
            \(AccountPages.errorBox(error))
            <form id="import-form" method="post" action="/data/import" enctype="multipart/form-data" class="stack">\(csrfField)
            <label>File <input type="file" name="file" id="import-file" multiple required></label>
            <label>Format <select name="format" id="import-format"><option value="auto"\(automatic)>Detect from the file</option>\(formats)</select>\
            </label>
            <label class="check-label"><input type="checkbox" name="dryRun" value="1"\(checked)> Dry run: show what would be imported, write \
            nothing</label>
            <div class="actions"><button id="import-button" class="button primary">Import</button></div>
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
                <h2>Nothing was imported from \(fileName)</h2>
                <p>The file was refused, so nothing changed. What is wrong with it:</p>
                <ul class="import-issues">\(issues.map(issueItem))</ul>
                </section>
                """
        case .imported(let summary, let dryRun):
            return imported(summary, dryRun: dryRun)
        }
    }

    private func imported(_ summary: ImportSummary, dryRun: Bool) -> HTML {
        let counts: [(String, Int, String)] = [
            ("habits-created", summary.habitsCreated, "new habits"),
            ("habits-merged", summary.habitsMerged, "habits merged"),
            ("check-ins", summary.checkIns, "check-ins"),
            ("check-ins-already-present", summary.checkInsAlreadyPresent, "already there, skipped"),
            ("skipped-days", summary.skippedDays, "skipped days"),
            ("categories-created", summary.categoriesCreated, "new categories"),
        ]
        let stats = counts.map { key, value, label -> HTML in
            "<li class=\"stat\" data-count=\"\(key)\"><span class=\"stat-value\">\(value)</span><span class=\"stat-label\">\(label)</span></li>"
        }
        let habits = summary.habits.map { habit -> HTML in
            let action = habit.action == .create ? "new" : "merged"
            return
                "<li data-action=\"\(habit.action.rawValue)\"><strong>\(habit.name)</strong> · \(action) · \(habit.checkIns) "
                + "check-in\(habit.checkIns == 1 ? "" : "s")</li>"
        }
        let notImported = summary.notImported.sorted { $0.key < $1.key }.map { reason, count -> HTML in "<li>\(reason): \(count)</li>" }
        let headline: HTML =
            dryRun
            ? "<h2>Dry run: nothing was written</h2><p>Importing \(summary.fileName) (\(summary.formatName)) would do this:</p>"
            : "<h2>Imported \(summary.fileName)</h2><p>\(summary.formatName), in one go:</p>"
        return """
            <section id="import-result" class="card notice" data-outcome="\(dryRun ? "dry-run" : "imported")" \
            data-habits-created="\(summary.habitsCreated)" data-check-ins="\(summary.checkIns)" \
            data-check-ins-already-present="\(summary.checkInsAlreadyPresent)" role="status">
            \(headline)
            <ul class="stat-grid">\(stats)</ul>
            \(HTML.when(summary.settingsRestored, "<p>Settings restored from the file.</p>"))
            \(HTML.when(summary.progressRestored, "<p>Perfect days, XP and achievements restored from the file.</p>"))
            \(HTML.when(!habits.isEmpty, "<h3>Habits</h3><ul class=\"import-habits\">\(habits)</ul>"))
            \(HTML.when(!notImported.isEmpty, "<h3>Not imported</h3><ul>\(notImported)</ul>"))
            \(HTML.when(!summary.warnings.isEmpty, "<h3>Warnings</h3><ul class=\"import-issues\">\(summary.warnings.map(issueItem))</ul>"))
            \(HTML.when(dryRun, "<p>Untick <em>Dry run</em> and send the file again to import it.</p>"))
            </section>
            """
    }

    private func issueItem(_ issue: ImportIssue) -> HTML {
        "<li class=\"import-issue\">\(issue.description)</li>"
    }

    private var historyCard: HTML {
        let rows = history.map { record -> HTML in
            let outcome: HTML =
                record.succeeded
                ? "<span class=\"pill\">Imported</span>"
                : "<span class=\"struggling-mark\">Refused</span> \(record.errorMessage ?? "")"
            return """
                <tr class="import-record" data-succeeded="\(record.succeeded)"><td>\(WebInstant.html(record.finishedAt, in: calendar))</td><td \
                class="file-name">\(record.fileName)</td><td>\(record.format)</td><td>\(record.habits)</td><td>\(record.checkIns)</td><td>\
                \(record.skippedDays)</td><td>\(record.warnings)</td><td class="name">\(outcome)</td></tr>
                """
        }
        let table: HTML =
            rows.isEmpty
            ? "<p class=\"muted\" id=\"no-imports\">Nothing imported yet.</p>"
            : """
            <div class="table-wrap" tabindex="0" role="region" aria-label="Import history">\
            <table id="import-history"><thead><tr><th>When</th><th>File</th><th>Format</th><th>Habits</th><th>Check-ins</th>\
            <th>Skipped days</th><th>Warnings</th><th>Outcome</th></tr></thead>
            <tbody>\(rows)</tbody></table></div>
            """
        return """
            <section class="card" aria-labelledby="history-title"><h2 id="history-title">Import history</h2>
            \(table)
            </section>
            """
    }
}
