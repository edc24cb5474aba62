import CadenceCore
import Foundation

/// Reads Google Fit's Takeout "Daily activity metrics" CSV (`Fit/Daily activity metrics/Daily
/// activity metrics.csv`; docs/import-export.md "Google Fit"): a row a day, `Date` as
/// `YYYY-MM-DD` (already the person's day), `Step count` and `Average weight (kg)` imported as
/// the day's steps and weight; every other column is passed over. An empty cell is no value.
struct GoogleFitImporter {
    let data: Data
    let fileName: String

    static let dateColumn = "date"
    static let stepsColumn = "step count"
    static let weightColumn = "average weight (kg)"

    /// Whether a header is Google Fit's: a `Date` column and a `Step count` or an
    /// `Average weight (kg)` column.
    static func recognizes(header fields: [String]) -> Bool {
        let names = Set(fields.map(GenericCSVImporter.normalized))
        return names.contains(dateColumn) && (names.contains(stepsColumn) || names.contains(weightColumn))
    }

    func read() throws(ImportFailure) -> ImportDocument {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ImportFailure(fileName: fileName, [ImportIssue(fileName, "the file is not UTF-8 text")])
        }
        let table = try CSVTable(text: text, fileName: fileName)
        guard let header = table.rows.first, Self.recognizes(header: header.fields) else {
            throw ImportFailure(
                fileName: fileName, [ImportIssue(fileName, "no header with Date and Step count or Average weight (kg) columns")])
        }
        let names = header.fields.map(GenericCSVImporter.normalized)
        let date = names.firstIndex(of: Self.dateColumn) ?? 0
        let steps = names.firstIndex(of: Self.stepsColumn)
        let weight = names.firstIndex(of: Self.weightColumn)
        var values: [HealthDayAggregator.Metric: [Day: Double]] = [:]
        var issues: [ImportIssue] = []
        for row in table.rows.dropFirst() where issues.count < ImportFailure.maximumIssues {
            let location = "\(fileName) line \(row.line)"
            guard date < row.fields.count, let day = Day(row.fields[date].trimmingCharacters(in: .whitespaces)) else {
                issues.append(ImportIssue(location, field: "Date", "the date is not YYYY-MM-DD"))
                continue
            }
            for (column, metric, title) in [(steps, HealthDayAggregator.Metric.steps, "Step count"), (weight, .weight, "Average weight (kg)")] {
                guard let column, column < row.fields.count else { continue }
                let cell = row.fields[column].trimmingCharacters(in: .whitespaces)
                guard !cell.isEmpty else { continue }
                guard let number = Double(cell), number.isFinite, number >= 0 else {
                    issues.append(ImportIssue(location, field: title, "\(InputExcerpt.quoted(cell)) is not a number"))
                    continue
                }
                values[metric, default: [:]][day] = number
            }
        }
        guard issues.isEmpty else { throw ImportFailure(fileName: fileName, issues) }
        return HealthDayDocument.make(format: .googleFit, fileName: fileName, app: "Google Fit", values: values, notImported: [:])
    }
}
