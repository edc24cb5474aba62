import CadenceCore
import Foundation

/// Reads a file or folder of a known format into an `ImportDocument` (docs/import-export.md):
/// one place that knows which importer reads which format, for `ImportService`.
struct FormatReader {
    let calendar: UserCalendar
    let progress: ImportProgressHandler?

    /// Reads `location`: a folder for the folder formats, a file for the others.
    func read(_ location: URL, format: ImportFormat) throws -> ImportDocument {
        let name = location.lastPathComponent
        switch format {
        case .loopDatabase: return try LoopDatabaseImporter(url: location, progress: progress).read()
        case .rewire: return try RewireImporter(url: location).read()
        case .tickmate: return try TickmateImporter(url: location).read()
        case .loopCSV: return try LoopCSVImporter(folder: location).read()
        case .lucidPal: return try LucidPalImporter(folder: location, calendar: calendar).read()
        case .harsh: return try HarshImporter(folder: location).read()
        case .appleHealth: return try AppleHealthImporter(fileName: name, calendar: calendar, progress: progress).read(file: location)
        case .cadenceJSON, .habittoLegacy, .habitBull, .tableHabit, .habo, .beaver, .habitica, .genericCSV, .googleFit:
            return try read(data: try contents(of: location), fileName: name, format: format)
        }
    }

    /// Reads one file's content in a file format that is not a database.
    func read(data: Data, fileName: String, format: ImportFormat) throws -> ImportDocument {
        switch format {
        case .cadenceJSON: return try CadenceJSONImporter(data: data, fileName: fileName).read()
        case .habittoLegacy: return try HabittoLegacyImporter(data: data, fileName: fileName, calendar: calendar).read()
        case .habitBull: return try HabitBullImporter(data: data, fileName: fileName).read()
        case .tableHabit: return try TableHabitImporter(data: data, fileName: fileName).read()
        case .habo: return try HaboImporter(data: data, fileName: fileName).read()
        case .beaver: return try BeaverImporter(data: data, fileName: fileName).read()
        case .habitica: return try HabiticaImporter(data: data, fileName: fileName, calendar: calendar).read()
        case .genericCSV: return try GenericCSVImporter(data: data, fileName: fileName, calendar: calendar).read()
        case .appleHealth: return try AppleHealthImporter(fileName: fileName, calendar: calendar, progress: progress).read(data: data)
        case .googleFit: return try GoogleFitImporter(data: data, fileName: fileName).read()
        case .loopDatabase, .rewire, .tickmate, .loopCSV, .lucidPal, .harsh:
            throw ImportFailure(
                fileName: fileName, [ImportIssue(fileName, "\(format.displayName) is read from a file or folder")])
        }
    }

    private func contents(of url: URL) throws(ImportFailure) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ImportFailure(
                fileName: url.lastPathComponent,
                [ImportIssue(url.lastPathComponent, "cannot read the file: \(error.localizedDescription)")])
        }
    }
}
