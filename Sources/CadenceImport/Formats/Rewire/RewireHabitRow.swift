import CadenceCore
import Foundation
import GRDB

/// One row of a Rewire backup's `habits` table and the Cadence habit it becomes
/// (docs/import-export.md "Rewire"): name, description, schedule. Columns are read by name, so
/// a column the file lacks reads as NULL; a value of the wrong type is an issue naming the row
/// and the column (`Row.loopValue`).
struct RewireHabitRow {
    let row: Row
    /// The row's place in the table, from 0.
    let position: Int

    /// The habit's Rewire id (`_id`); throws when it is missing or not an integer.
    func id(fileName: String) throws(ImportIssue) -> Int64 {
        try SQLiteBackup.rowID(row, at: "\(fileName) habits row \(position + 1)", noun: "habit")
    }

    /// The habit without its history or reminders (`sourceID` `rewire:<_id>`, weak: a row id
    /// names the habit only within one file).
    func sourceHabit(fileName: String) throws(ImportIssue) -> SourceHabit {
        let rewireID = try id(fileName: fileName)
        let location = "\(fileName) habits _id \(rewireID)"
        let trimmed = try SQLiteBackup.rowName(row, at: location, noun: "habit")
        let title = "habit \(InputExcerpt.quoted(trimmed)) (\(location))"
        let activeDays: DatabaseValue? = try row.loopValue("active_days", at: title)
        let schedule = try RewireMapping.schedule(
            kind: try integer("schedule", at: title), activeDays: activeDays, days: try integer("days", at: title),
            period: try integer("period", at: title), repeating: try integer("repeating_count", at: title),
            at: title)
        let description: String = try row.loopValue("description", at: title) ?? ""
        let draft = HabitDraft(
            name: trimmed, description: description.trimmingCharacters(in: .whitespacesAndNewlines),
            schedule: schedule, sourceID: "rewire:\(rewireID)")
        return SourceHabit(location: location, draft: draft, sourceIDIsWeak: true, position: position)
    }

    /// An integer column stored as INTEGER or as decimal text; throws for any other value.
    private func integer(_ column: String, at location: String) throws(ImportIssue) -> Int? {
        guard let stored: DatabaseValue = try row.loopValue(column, at: location), !stored.isNull else { return nil }
        guard let value = SQLiteBackup.integer(stored) else {
            throw ImportIssue(location, field: column, "\(SQLiteBackup.quoted(stored)) is not a whole number")
        }
        return value
    }
}
