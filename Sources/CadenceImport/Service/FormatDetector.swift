import Foundation

/// Recognizes an import format from content, not from file names alone (docs/import-export.md
/// "Detection"): a SQLite file by its tables (Loop's `Habits` and `Repetitions`, Tickmate's
/// `tracks` and `ticks`, Rewire's); a folder by its files (Loop's `Habits.csv`, LucidPal's
/// `lucidpal_habits.json`, harsh's `habits` and `log`); JSON by the keys each app writes; CSV
/// by its header (HabitBull's `HabitName…CalendarDate`, else a `habit` and a `date` column).
public enum FormatDetector {
    /// How much of a file detection reads.
    static let prefixLength = 64 * 1024

    /// The format of the file or folder at `url`, and the URL to read (a folder format's
    /// folder when `url` is one of its files).
    public static func detect(_ url: URL) throws(ImportFailure) -> (format: ImportFormat, url: URL) {
        let name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ImportFailure(fileName: name, [ImportIssue(name, "no such file or folder: \(url.path)")])
        }
        if isDirectory.boolValue {
            // docs/import-export.md "Apple Health": the unzipped apple_health_export folder reads its export.xml.
            let health = url.appendingPathComponent("export.xml")
            if String(decoding: FilePrefix.read(health, count: prefixLength), as: UTF8.self).contains("<HealthData") {
                return (.appleHealth, health)
            }
            return (try folderFormat(url), url)
        }
        let lowered = name.lowercased()
        if lowered == "habits.csv" { return (.loopCSV, url.deletingLastPathComponent()) }
        if ImportLocation.isFile(name, of: .lucidPal) { return (.lucidPal, url.deletingLastPathComponent()) }
        if ImportLocation.isFile(name, of: .harsh), HarshImporter.isHarshFolder(url.deletingLastPathComponent()) {
            return (.harsh, url.deletingLastPathComponent())
        }
        let prefix: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            prefix = try handle.read(upToCount: prefixLength) ?? Data()
        } catch {
            throw ImportFailure(
                fileName: name, [ImportIssue(name, "cannot read the file: \(error.localizedDescription)")])
        }
        if Array(prefix.prefix(16)) == SQLiteHeader.magic { return (try databaseFormat(url), url) }
        return (try fileFormat(prefix: prefix, fileName: name), url)
    }

    /// The format of a file's content (the REST API's uploads have no folder). A SQLite file is
    /// taken for a Loop backup here; `detect(_:)` tells the database formats apart by their tables.
    public static func detect(data: Data, fileName: String) throws(ImportFailure) -> ImportFormat {
        let prefix = data.prefix(prefixLength)
        if Array(prefix.prefix(16)) == SQLiteHeader.magic { return .loopDatabase }
        return try fileFormat(prefix: prefix, fileName: fileName)
    }

    /// Every format, in words, for messages.
    static let knownFormats =
        "a Cadence JSON export; Loop's backup, CSV export or its zip; LucidPal's or Habitto's files; HabitBull's CSV; Rewire's or Tickmate's "
        + "backup; Table Habit's, Habo's, Beaver's or Habitica's export; harsh's habits and log; or a CSV with habit and date columns; "
        + "Apple Health's export (the zip or its export.xml) or Google Fit's daily activity metrics CSV"

    /// The advice that ends a refusal to recognize a file.
    static let forceHint = "name the format to force one (`--format` on the command line, Format on the web page)"

    private static func refusal(_ name: String, _ what: String) -> ImportFailure {
        ImportFailure(fileName: name, [ImportIssue(name, "\(what); Cadence imports \(knownFormats) — \(forceHint)")])
    }

    private static func folderFormat(_ url: URL) throws(ImportFailure) -> ImportFormat {
        let name = url.lastPathComponent
        let files = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).map { $0.lowercased() })
        if files.contains("habits.csv") && !files.contains("checkins.csv") { return .loopCSV }
        if files.contains(LucidPalImporter.habitsFile) { return .lucidPal }
        if HarshImporter.isHarshFolder(url) { return .harsh }
        if files.contains("habits.csv") && files.contains("checkins.csv") {
            throw ImportFailure(
                fileName: name,
                [
                    ImportIssue(
                        name,
                        "this is a Cadence CSV export, made for spreadsheets; import the JSON export (`cadence export --format json`) instead"
                    )
                ])
        }
        throw ImportFailure(
            fileName: name,
            [
                ImportIssue(
                    name,
                    "a folder to import holds a Loop CSV export (Habits.csv), LucidPal's files (lucidpal_habits.json) or harsh's (habits and log); "
                        + "this one holds none of them"
                )
            ])
    }

    /// A SQLite file's format, by its tables. A file whose tables cannot be listed (damaged,
    /// truncated) is read as a Loop backup, whose reader explains what is wrong with it.
    private static func databaseFormat(_ url: URL) throws(ImportFailure) -> ImportFormat {
        guard let tables = try? SQLiteBackup.read(url, app: "Loop", { db, _ in try SQLiteBackup.tables(db) }) else {
            return .loopDatabase
        }
        if tables.contains("habits") && tables.contains("repetitions") { return .loopDatabase }
        if TickmateImporter.recognizes(tables: tables) { return .tickmate }
        if RewireImporter.recognizes(tables: tables) { return .rewire }
        throw refusal(url.lastPathComponent, "a SQLite database that is not a Loop, Rewire or Tickmate backup")
    }

    private static func fileFormat(prefix: Data, fileName name: String) throws(ImportFailure) -> ImportFormat {
        let text = String(decoding: prefix, as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard let first = text.first else { throw refusal(name, "an empty file") }
        if first == "<" {
            // docs/import-export.md "Apple Health": its root element, after the prolog and DOCTYPE.
            if text.contains("<HealthData") { return .appleHealth }
            throw refusal(name, "an XML file that is not Apple Health's export.xml")
        }
        if first == "{" || first == "[" { return try jsonFormat(String(text), isObject: first == "{", fileName: name) }
        if let header = csvHeader(String(text), fileName: name) {
            if HabitBullImporter.recognizes(header: header) { return .habitBull }
            if GoogleFitImporter.recognizes(header: header) { return .googleFit }
            let names = Set(header.map(GenericCSVImporter.normalized))
            if names.contains("position") && names.contains("name") && !names.contains("date") {
                throw ImportFailure(
                    fileName: name,
                    [
                        ImportIssue(
                            name,
                            "this is the Habits.csv of Loop's CSV export; import its folder, or the zip Loop made")
                    ])
            }
            if GenericCSVImporter.recognizes(header: header) { return .genericCSV }
        }
        throw refusal(name, "not a format Cadence recognizes")
    }

    private static func jsonFormat(_ text: String, isObject: Bool, fileName name: String) throws(ImportFailure)
        -> ImportFormat
    {
        if isObject && text.contains("\"cadence-export\"") { return .cadenceJSON }
        if HabiticaImporter.recognizes(json: text) { return .habitica }
        if TableHabitImporter.recognizes(json: text) { return .tableHabit }
        if HaboImporter.recognizes(json: text) { return .habo }
        if BeaverImporter.recognizes(json: text) { return .beaver }
        if !isObject {
            if text.contains("\"completionHistoryJSON\"") || (text.contains("\"goal\"") && text.contains("\"schedule\"")) {
                return .habittoLegacy
            }
            if text.contains("\"targetValue\"") || text.contains("\"emoji\"") || text.contains("\"habitID\"") {
                throw ImportFailure(
                    fileName: name,
                    [
                        ImportIssue(
                            name,
                            "this looks like one of LucidPal's files; import the folder that holds lucidpal_habits.json")
                    ])
            }
        }
        throw refusal(name, isObject ? "a JSON object Cadence does not recognize" : "a JSON list Cadence does not recognize")
    }

    /// The fields of the first line, when it parses as CSV with at least two of them.
    private static func csvHeader(_ text: String, fileName: String) -> [String]? {
        let line = text.prefix { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        guard let table = try? CSVTable(text: String(line), fileName: fileName), let header = table.rows.first,
            header.fields.count >= 2
        else { return nil }
        return header.fields
    }
}
