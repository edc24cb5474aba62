import Foundation

/// Recognizes an import format from content, not from file names alone (docs/import-export.md):
/// a SQLite header means a Loop backup; a folder with `Habits.csv` a Loop CSV export; a folder
/// with `lucidpal_habits.json` (or one of its files) LucidPal; JSON with `"format":
/// "cadence-export"` a Cadence export; a JSON array of records with `completionHistoryJSON`, or
/// a `goal` and `schedule` phrase, Habitto's legacy records.
public enum FormatDetector {
    /// The format of the file or folder at `url`, and the URL to read (a LucidPal or Loop CSV
    /// file's folder).
    public static func detect(_ url: URL) throws(ImportFailure) -> (format: ImportFormat, url: URL) {
        let name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ImportFailure(fileName: name, [ImportIssue(name, "no such file or folder: \(url.path)")])
        }
        if isDirectory.boolValue { return (try folderFormat(url), url) }
        let lowered = name.lowercased()
        if lowered == "habits.csv" { return (.loopCSV, url.deletingLastPathComponent()) }
        if lowered == LucidPalImporter.habitsFile
            || (lowered.hasPrefix("lucidpal_entries_") && lowered.hasSuffix(".json"))
        {
            return (.lucidPal, url.deletingLastPathComponent())
        }
        let prefix: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            prefix = try handle.read(upToCount: 64 * 1024) ?? Data()
        } catch {
            throw ImportFailure(
                fileName: name, [ImportIssue(name, "cannot read the file: \(error.localizedDescription)")])
        }
        return (try fileFormat(prefix: prefix, url: url), url)
    }

    /// The format of a file's content (the REST API's uploads have no folder).
    public static func detect(data: Data, fileName: String) throws(ImportFailure) -> ImportFormat {
        try fileFormat(prefix: data.prefix(64 * 1024), url: nil, fileName: fileName)
    }

    private static func folderFormat(_ url: URL) throws(ImportFailure) -> ImportFormat {
        let name = url.lastPathComponent
        let files = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).map { $0.lowercased() })
        if files.contains("habits.csv") && !files.contains("checkins.csv") { return .loopCSV }
        if files.contains(LucidPalImporter.habitsFile) { return .lucidPal }
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
                    "a folder to import holds a Loop CSV export (Habits.csv) or LucidPal's files (lucidpal_habits.json); this one holds neither"
                )
            ])
    }

    private static func fileFormat(prefix: Data, url: URL?, fileName: String? = nil) throws(ImportFailure)
        -> ImportFormat
    {
        let name = fileName ?? url?.lastPathComponent ?? "upload"
        let bytes = Array(prefix.prefix(16))
        if bytes == SQLiteHeader.magic { return .loopDatabase }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            throw ImportFailure(
                fileName: name,
                [ImportIssue(name, "a zip archive (Loop's CSV export is one): unzip it and import the folder")])
        }
        let text = String(decoding: prefix, as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        guard let first = text.first, first == "{" || first == "[" else {
            throw ImportFailure(
                fileName: name,
                [
                    ImportIssue(
                        name,
                        "not a format Cadence imports (a Cadence JSON export, a Loop backup or CSV export, LucidPal's or Habitto's JSON); name the format to force one (`--format` on the command line, Format on the web page)"
                    )
                ])
        }
        if first == "{" {
            if text.contains("\"cadence-export\"") { return .cadenceJSON }
            throw ImportFailure(
                fileName: name,
                [ImportIssue(name, "a JSON object that is not a Cadence export; name the format to force one (`--format` on the command line, Format on the web page)")])
        }
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
        throw ImportFailure(
            fileName: name,
            [ImportIssue(name, "a JSON list Cadence does not recognize; name the format to force one (`--format` on the command line, Format on the web page)")])
    }
}
