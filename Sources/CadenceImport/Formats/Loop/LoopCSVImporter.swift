import CadenceCore
import Foundation

/// Reads a Loop Habit Tracker CSV export, unzipped (docs/import-export.md): `Habits.csv` and one
/// folder per habit, `NNN Name/`, whose `Checkmarks.csv` holds `Date,Value,Notes` (older exports:
/// `date,value` with raw values and no header). The root `Checkmarks.csv` (no notes) is read only
/// for a habit whose folder is missing; `Scores.csv` files are derived and ignored.
struct LoopCSVImporter {
    let folder: URL

    func read() throws(ImportFailure) -> ImportDocument {
        let name = folder.lastPathComponent
        let habitsFile = folder.appendingPathComponent("Habits.csv")
        guard FileManager.default.fileExists(atPath: habitsFile.path) else {
            throw ImportFailure(
                fileName: name, [ImportIssue(name, "a Loop CSV export has a Habits.csv file; this folder has none")])
        }
        var document = ImportDocument(format: .loopCSV, fileName: name)
        let table = try CSVTable(contentsOf: habitsFile)
        guard let header = table.rows.first else {
            throw ImportFailure(fileName: name, [ImportIssue("Habits.csv", "the file is empty")])
        }
        let columns = LoopCSVColumns(header: header.fields)
        guard columns.name != nil, columns.numerator != nil, columns.denominator != nil else {
            throw ImportFailure(
                fileName: name,
                [
                    ImportIssue(
                        "Habits.csv line 1",
                        "the header lacks Name, FrequencyNumerator or FrequencyDenominator: "
                            + "\(InputExcerpt.quoted(header.fields.joined(separator: ",")))"
                    )
                ])
        }
        let folders = habitFolders()
        let overview = try overviewColumns()
        var errors: [ImportIssue] = []
        for (index, row) in table.rows.dropFirst().enumerated() {
            do {
                var (habit, isNumerical) = try columns.habit(row: row, index: index, warnings: &document.warnings)
                let positionText = columns.position.map { row[$0] } ?? ""
                var history = LoopHistoryBuilder(isNumerical: isNumerical)
                if let habitFolder = folders[Int(positionText) ?? index + 1] {
                    try readCheckmarks(habitFolder.appendingPathComponent("Checkmarks.csv"), into: &history)
                } else if let values = overview[habit.draft.name] {
                    document.warnings.append(
                        ImportIssue(
                            habit.title,
                            "its folder is missing; check-ins come from the root Checkmarks.csv, which has no notes"))
                    for (day, value, line) in values { history.add(day: day, value: value, notes: nil, line: line) }
                } else {
                    document.warnings.append(
                        ImportIssue(habit.title, "its folder is missing; it is imported without history"))
                }
                habit.checkIns = history.checkIns
                habit.dayRecords = history.dayRecords
                for (reason, count) in history.notImported { document.skipEntry(reason, count: count) }
                document.habits.append(habit)
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: name, errors) }
        return document
    }

    /// The habit folders by their number (`001 Meditate` → 1).
    private func habitFolders() -> [Int: URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        var result: [Int: URL] = [:]
        for entry in entries {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory), isDirectory.boolValue,
                let number = Int(entry.lastPathComponent.prefix { $0.isNumber })
            else { continue }
            result[number] = entry
        }
        return result
    }

    /// A habit's `Checkmarks.csv`: `Date,Value,Notes`, or headerless `date,value`.
    private func readCheckmarks(_ url: URL, into history: inout LoopHistoryBuilder) throws(ImportIssue) {
        let location = "\(url.deletingLastPathComponent().lastPathComponent)/Checkmarks.csv"
        let table: CSVTable
        do {
            table = try CSVTable(contentsOf: url)
        } catch {
            throw error.issues.first ?? ImportIssue(location, "cannot read the file")
        }
        for row in table.rows {
            if row.line == 1, row[0].trimmingCharacters(in: .whitespaces).lowercased() == "date" { continue }
            guard let day = Day(row[0].trimmingCharacters(in: .whitespaces)) else {
                throw ImportIssue("\(location) line \(row.line)", field: "Date", "\(InputExcerpt.quoted(row[0])) is not a YYYY-MM-DD date")
            }
            guard let value = LoopEntry.value(csv: row[1]) else {
                throw ImportIssue(
                    "\(location) line \(row.line)", field: "Value",
                    "\(InputExcerpt.quoted(row[1])) is not a Loop value (YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN or a number)")
            }
            history.add(day: day, value: value, notes: row.fields.count > 2 ? row[2] : nil, line: row.line)
        }
    }

    /// The root `Checkmarks.csv` by habit name: `Date,<habit>,<habit>,…,` newest day first.
    private func overviewColumns() throws(ImportFailure) -> [String: [(Day, Int, Int)]] {
        let url = folder.appendingPathComponent("Checkmarks.csv")
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        let table = try CSVTable(contentsOf: url)
        guard let header = table.rows.first else { return [:] }
        var result: [String: [(Day, Int, Int)]] = [:]
        for row in table.rows.dropFirst() {
            guard let day = Day(row[0].trimmingCharacters(in: .whitespaces)) else { continue }
            for (column, habit) in header.fields.enumerated().dropFirst() where !habit.isEmpty {
                if let value = LoopEntry.value(csv: row[column]) {
                    result[habit, default: []].append((day, value, row.line))
                }
            }
        }
        return result
    }
}
