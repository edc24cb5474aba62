/// The formats Cadence imports (docs/import-export.md). Each is detected from a file's content;
/// `cadence import --format` forces one. A zip archive is not a format of its own: it is
/// unpacked and what it holds is detected (docs/import-export.md "Zip archives").
public enum ImportFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Cadence's own JSON export (`cadence export --format json`).
    case cadenceJSON = "cadence-json"
    /// A Loop Habit Tracker database backup (SQLite, `pragma user_version` 12–25).
    case loopDatabase = "loop-db"
    /// A Loop Habit Tracker CSV export: `Habits.csv` and a folder per habit (or the zip of them).
    case loopCSV = "loop-csv"
    /// LucidPal's folder of `lucidpal_habits.json` and `lucidpal_entries_YYYY-MM.json` (docs/import-export.md "LucidPal").
    case lucidPal = "lucidpal"
    /// Habitto's legacy `SimpleHabitData` records as a JSON array (sources 002 and 003).
    case habittoLegacy = "habitto-legacy"
    /// HabitBull's CSV export (`HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText`).
    case habitBull = "habitbull"
    /// A Rewire database backup (SQLite).
    case rewire
    /// A Tickmate database backup (SQLite: `tracks` and `ticks`).
    case tickmate
    /// Table Habit's (mhabit) JSON export.
    case tableHabit = "table-habit"
    /// Habo's JSON backup.
    case habo
    /// Beaver Habit Tracker's JSON export.
    case beaver
    /// Habitica's user data export (JSON).
    case habitica
    /// harsh's `habits` and `log` files (a folder holding them, or one of them).
    case harsh
    /// A generic CSV: `habit,date[,amount][,note]` with a header (Streaks, Habitify, spreadsheets).
    case genericCSV = "csv"
    /// Apple Health's "Export All Health Data": the zip, or its `apple_health_export/export.xml`
    /// (docs/import-export.md "Apple Health").
    case appleHealth = "apple-health"
    /// Google Fit's Takeout "Daily activity metrics" CSV (docs/import-export.md "Google Fit").
    case googleFit = "google-fit"

    /// A name for people.
    public var displayName: String {
        switch self {
        case .cadenceJSON: "Cadence export (JSON)"
        case .loopDatabase: "Loop Habit Tracker backup (.db)"
        case .loopCSV: "Loop Habit Tracker CSV export"
        case .lucidPal: "LucidPal habit files"
        case .habittoLegacy: "Habitto legacy habits (JSON)"
        case .habitBull: "HabitBull CSV export"
        case .rewire: "Rewire backup"
        case .tickmate: "Tickmate backup"
        case .tableHabit: "Table Habit export (JSON)"
        case .habo: "Habo backup (JSON)"
        case .beaver: "Beaver Habit Tracker export (JSON)"
        case .habitica: "Habitica user data (JSON)"
        case .harsh: "harsh habits and log files"
        case .genericCSV: "CSV (habit,date[,amount][,note])"
        case .appleHealth: "Apple Health export"
        case .googleFit: "Google Fit daily activity metrics (CSV)"
        }
    }

    /// Whether the format is a folder rather than one file.
    public var isFolder: Bool {
        self == .loopCSV || self == .lucidPal || self == .harsh
    }

    /// Whether the format is a SQLite database (read from a file, never from memory).
    var isDatabase: Bool {
        self == .loopDatabase || self == .rewire || self == .tickmate
    }
}
