import CadenceCore
import Foundation
import GRDB

/// One `ticks` row of a Tickmate backup (docs/import-export.md "Tickmate"), read by column
/// name; a value of the wrong type is an issue naming the tick.
struct TickmateTick {
    let id: Int64?
    let trackID: Int64?
    let year: Int?
    let month: Int?
    let dayOfMonth: Int?
    let location: String

    init(row: Row, fileName: String, index: Int) throws(ImportIssue) {
        let id: Int64? = try row.loopValue("_id", at: "\(fileName) ticks row \(index)")
        let location = "\(fileName) ticks " + (id.map { "_id \($0)" } ?? "row \(index)")
        self.id = id
        self.location = location
        trackID = try row.loopValue("_track_id", at: location)
        year = try Self.integer(row, "year", at: location)
        month = try Self.integer(row, "month", at: location)
        dayOfMonth = try Self.integer(row, "day", at: location)
    }

    /// A date field: a whole number (stored as INTEGER, whole REAL or decimal text), or `nil`
    /// for NULL; throws for anything else (`2.5`, `'twenty'`, a blob).
    private static func integer(_ row: Row, _ column: String, at location: String) throws(ImportIssue) -> Int? {
        guard let stored: DatabaseValue = try row.loopValue(column, at: location), !stored.isNull else { return nil }
        guard let value = SQLiteBackup.integer(stored) else {
            throw ImportIssue(location, field: column, "\(SQLiteBackup.quoted(stored)) is not a whole number")
        }
        return value
    }

    /// The tick's local date (`month` counts from 0); `nil` when a field is NULL. Throws for a
    /// date that does not exist or a year outside 1–9999 (so no day arithmetic can overflow).
    func day() throws(ImportIssue) -> Day? {
        guard let year, let month, let dayOfMonth else { return nil }
        guard (1...9999).contains(year), (0...11).contains(month),
            let day = Day(year: year, month: month + 1, day: dayOfMonth)
        else {
            throw ImportIssue(
                location, field: "year, month, day",
                "\(year)-\(month)-\(dayOfMonth) is not a date (Tickmate counts months from 0)")
        }
        return day
    }
}
