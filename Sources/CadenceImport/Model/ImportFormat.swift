/// The formats Cadence imports (docs/import-export.md). Each is detected from a file's content;
/// `cadence import --format` forces one.
public enum ImportFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Cadence's own JSON export (`cadence export --format json`).
    case cadenceJSON = "cadence-json"
    /// A Loop Habit Tracker database backup (SQLite, `pragma user_version` 12–25).
    case loopDatabase = "loop-db"
    /// A Loop Habit Tracker CSV export, unzipped: `Habits.csv` and a folder per habit.
    case loopCSV = "loop-csv"
    /// LucidPal's folder of `lucidpal_habits.json` and `lucidpal_entries_YYYY-MM.json` (the LucidPal notes).
    case lucidPal = "lucidpal"
    /// Habitto's legacy `SimpleHabitData` records as a JSON array (sources 002 and 003).
    case habittoLegacy = "habitto-legacy"

    /// A name for people.
    public var displayName: String {
        switch self {
        case .cadenceJSON: "Cadence export (JSON)"
        case .loopDatabase: "Loop Habit Tracker backup (.db)"
        case .loopCSV: "Loop Habit Tracker CSV export"
        case .lucidPal: "LucidPal habit files"
        case .habittoLegacy: "Habitto legacy habits (JSON)"
        }
    }

    /// Whether the format is a folder rather than one file.
    public var isFolder: Bool {
        self == .loopCSV || self == .lucidPal
    }
}
