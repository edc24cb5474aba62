import CadenceCore
import Foundation

/// Where to read an import from (docs/import-export.md "Detection"): the format the content
/// shows (or the one forced), and the file or folder to read — a folder format given one of its
/// files reads that file's folder; given any other file, it is refused naming that file.
enum ImportLocation {
    static func resolve(_ url: URL, format: ImportFormat?) throws(ImportFailure) -> (ImportFormat, URL) {
        guard let format else { return try FormatDetector.detect(url) }
        let name = url.lastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ImportFailure(fileName: name, [ImportIssue(name, "no such file or folder: \(url.path)")])
        }
        if format.isFolder, !isDirectory.boolValue {
            guard isFile(name, of: format) else {
                throw ImportFailure(fileName: name, [ImportIssue(name, folderHint(for: format, file: name))])
            }
            return (format, url.deletingLastPathComponent())
        }
        if !format.isFolder, isDirectory.boolValue {
            throw ImportFailure(fileName: name, [ImportIssue(name, "\(format.displayName) is a file, not a folder")])
        }
        return (format, url)
    }

    /// Whether a file of this name belongs to a folder format: Loop's `Habits.csv`, LucidPal's
    /// `lucidpal_habits.json` and `lucidpal_entries_YYYY-MM.json`, harsh's `habits` and `log`.
    static func isFile(_ name: String, of format: ImportFormat) -> Bool {
        let lowered = name.lowercased()
        switch format {
        case .loopCSV: return lowered == "habits.csv"
        case .lucidPal:
            return lowered == LucidPalImporter.habitsFile
                || (lowered.hasPrefix("lucidpal_entries_") && lowered.hasSuffix(".json"))
        case .harsh: return lowered == "habits" || lowered == "log"
        default: return false
        }
    }

    /// Why `file` cannot be read as the folder format `format`, and what to import instead.
    private static func folderHint(for format: ImportFormat, file: String) -> String {
        switch format {
        case .lucidPal:
            "\(InputExcerpt.quoted(file)) is not one of LucidPal's files; LucidPal's habits are a folder holding lucidpal_habits.json and "
                + "lucidpal_entries_YYYY-MM.json — import that folder (or its lucidpal_habits.json)"
        case .harsh:
            "\(InputExcerpt.quoted(file)) is not one of harsh's files; harsh keeps a folder holding `habits` and `log` — "
                + "import that folder (or one of the two files)"
        default:
            "\(InputExcerpt.quoted(file)) is not a Loop CSV export's Habits.csv; the export is a folder holding Habits.csv (or a zip of it) — "
                + "import that"
        }
    }
}
