import CadenceImport
import CadenceLocalization

/// The import's words on /data in the page's language (issue #41): the formats' names by their
/// stable id (`ImportFormat.displayName` stays English for the API and the command line), and the
/// fixed reasons an entry is not imported. English keeps the importer's own wording.
extension WebText {
    /// A format's name for people: `Loop Habit Tracker backup (.db)`, `Loop-Habit-Tracker-Sicherung (.db)`.
    func importFormatName(_ format: ImportFormat) -> String {
        if isEnglish { return format.displayName }
        return switch format {
        case .cadenceJSON: localizer.localized("Cadence export (JSON)")
        case .loopDatabase: localizer.localized("Loop Habit Tracker backup (.db)")
        case .loopCSV: localizer.localized("Loop Habit Tracker CSV export")
        case .lucidPal: localizer.localized("LucidPal habit files")
        case .habittoLegacy: localizer.localized("Habitto legacy habits (JSON)")
        case .habitBull: localizer.localized("HabitBull CSV export")
        case .rewire: localizer.localized("Rewire backup")
        case .tickmate: localizer.localized("Tickmate backup")
        case .tableHabit: localizer.localized("Table Habit export (JSON)")
        case .habo: localizer.localized("Habo backup (JSON)")
        case .beaver: localizer.localized("Beaver Habit Tracker export (JSON)")
        case .habitica: localizer.localized("Habitica user data (JSON)")
        case .harsh: localizer.localized("harsh habits and log files")
        case .genericCSV: localizer.localized("CSV (habit,date[,amount][,note])")
        case .appleHealth: localizer.localized("Apple Health export")
        case .googleFit: localizer.localized("Google Fit daily activity metrics (CSV)")
        }
    }

    /// The import log's format column (the format's id as stored): its name outside English, the id in English.
    func importFormatColumn(_ stored: String) -> String {
        guard !isEnglish else { return stored }
        return ImportFormat(rawValue: stored).map(importFormatName) ?? stored
    }

    /// Why entries were not imported: the importer's reason in English; outside English the fixed
    /// reasons in the language and any other (one with values) as a general sentence.
    func notImportedReason(_ reason: String) -> String {
        if isEnglish { return reason }
        return fixedReason(reason) ?? localizer.localized("other entries Cadence cannot hold")
    }

    private func fixedReason(_ reason: String) -> String? {
        switch reason {
        case "second entries on the same day (Loop keeps the first)": localizer.localized("second entries on the same day (Loop keeps the first)")
        case "zero amounts (a day without check-ins totals 0)": localizer.localized("zero amounts (a day without check-ins totals 0)")
        case "entries of habits not in the file": localizer.localized("entries of habits not in the file")
        case "entries without a date": localizer.localized("entries without a date")
        case "entries without a value (empty or negative)": localizer.localized("entries without a value (empty or negative)")
        case "rewards (Habitica's shop, not habits)": localizer.localized("rewards (Habitica's shop, not habits)")
        case "reminders of to-dos (Cadence's to-dos have none)": localizer.localized("reminders of to-dos (Cadence's to-dos have none)")
        case "entries of habits not in the habits file": localizer.localized("entries of habits not in the habits file")
        case "entries replaced by a later one for the same habit and day":
            localizer.localized("entries replaced by a later one for the same habit and day")
        case "habits deleted in Habo": localizer.localized("habits deleted in Habo")
        case "events of habits deleted in Habo": localizer.localized("events of habits deleted in Habo")
        case "habits deleted in Beaver Habit Tracker": localizer.localized("habits deleted in Beaver Habit Tracker")
        case "check-ins of habits not in the file": localizer.localized("check-ins of habits not in the file")
        case "check-ins without a date": localizer.localized("check-ins without a date")
        case "second check-ins on the same day": localizer.localized("second check-ins on the same day")
        case "reminders of habits not in the file": localizer.localized("reminders of habits not in the file")
        case "entries of habits deleted in LucidPal": localizer.localized("entries of habits deleted in LucidPal")
        case "entries not done (value below 1)": localizer.localized("entries not done (value below 1)")
        case "ticks of tracks not in the file": localizer.localized("ticks of tracks not in the file")
        case "ticks without a date": localizer.localized("ticks without a date")
        case "second ticks on the same day (the track takes one a day)":
            localizer.localized("second ticks on the same day (the track takes one a day)")
        case "habits deleted in Table Habit": localizer.localized("habits deleted in Table Habit")
        case "records of habits deleted in Table Habit": localizer.localized("records of habits deleted in Table Habit")
        default: nil
        }
    }

    /// Outside English, an importer's issues (they quote lines and values in English) as one
    /// general sentence with their number, and where to read them.
    func importIssuesSummary(count: Int, refused: Bool) -> String {
        let shown = ["count": integer(count)]
        let what =
            refused
            ? localizer.localized(one: "The file has {count} problem.", other: "The file has {count} problems.", count: count, shown)
            : localizer.localized(one: "{count} warning about the file.", other: "{count} warnings about the file.", count: count, shown)
        return "\(what) \(localizer.localized("The details are in English only: choose English under Settings → Language to read them."))"
    }
}
