import CadenceCore
import Foundation
import GRDB

/// Reads a Rewire (Android habit tracker) database backup (docs/import-export.md "Rewire"): a
/// SQLite file with `HABITS`, `CHECKINS`, `REMINDERS` and `UNIT` tables, opened read-only.
///
/// Habits give a name, a description and a schedule (fixed weekdays, n days per week, month or
/// year, or every n days); each `REMINDERS` row a reminder (minutes after midnight, weekdays);
/// each `CHECKINS` row of type 2 (done) a check-in on its `YYYYMMDD` date. Other check-in types
/// are counted as not imported: only "done" is known. Columns are read by name; a value of the
/// wrong type is an error naming its table, row and column (docs/domain-rules.md §7).
struct RewireImporter {
    let url: URL

    /// Whether a SQLite file's tables (lowercased) are Rewire's: `habits`, `checkins` and `unit`.
    static func recognizes(tables: Set<String>) -> Bool {
        tables.isSuperset(of: ["habits", "checkins", "unit"])
    }

    func read() throws(ImportFailure) -> ImportDocument {
        try SQLiteBackup.read(url, app: "Rewire") { db, name in try readDocument(db, name: name) }
    }

    private func readDocument(_ db: Database, name: String) throws -> ImportDocument {
        let tables = try SQLiteBackup.tables(db)
        guard tables.contains("habits"), tables.contains("checkins") else {
            throw ImportFailure(
                fileName: name, [ImportIssue(name, "not a Rewire backup: it has no habits and checkins tables")])
        }
        var document = ImportDocument(format: .rewire, fileName: name)
        var errors: [ImportIssue] = []
        var habits: [Int64: SourceHabit] = [:]
        var order: [Int64] = []
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM habits")
        for (index, row) in rows.enumerated() {
            do throws(ImportIssue) {
                let habitRow = RewireHabitRow(row: row, position: index)
                let id = try habitRow.id(fileName: name)
                guard habits[id] == nil else {
                    throw ImportIssue("\(name) habits row \(index + 1)", field: "_id", "a second habit with id \(id)")
                }
                habits[id] = try habitRow.sourceHabit(fileName: name)
                order.append(id)
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: name, errors) }
        if tables.contains("reminders") {
            try readReminders(db, name: name, into: &habits, document: &document)
        }
        let histories = try readCheckIns(db, name: name, habits: habits, document: &document)
        for id in order {
            guard var habit = habits[id] else { continue }
            habit.checkIns = histories[id]?.checkIns ?? []
            habit.dayRecords = histories[id]?.dayRecords ?? []
            document.habits.append(habit)
        }
        return document
    }

    /// Every `REMINDERS` row onto its habit (at most `HabitValidator.maximumReminders` each).
    private func readReminders(
        _ db: Database, name: String, into habits: inout [Int64: SourceHabit], document: inout ImportDocument
    ) throws {
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM reminders")
        var errors: [ImportIssue] = []
        for (index, row) in rows.enumerated() {
            let location = "\(name) reminders row \(index + 1)"
            do {
                guard let habitID: Int64 = try row.loopValue("habit_id", at: location), var habit = habits[habitID]
                else {
                    document.skipEntry("reminders of habits not in the file")
                    continue
                }
                let time: DatabaseValue? = try row.loopValue("time", at: location)
                let days: DatabaseValue? = try row.loopValue("active_days", at: location)
                guard let reminder = try RewireMapping.reminder(time: time, activeDays: days, at: location) else {
                    document.warnings.append(
                        ImportIssue(location, field: "time", "not a time of day, so no reminder (as in Rewire)"))
                    continue
                }
                guard !habit.draft.reminders.contains(reminder) else { continue }
                guard habit.draft.reminders.count < HabitValidator.maximumReminders else {
                    document.skipEntry("reminders beyond \(HabitValidator.maximumReminders) for one habit")
                    continue
                }
                habit.draft.reminders.append(reminder)
                habits[habitID] = habit
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: name, errors) }
    }

    /// The check-ins of every habit: type 2 (done) is a check-in; a second one on a day, and
    /// every other type, is counted as not imported.
    private func readCheckIns(
        _ db: Database, name: String, habits: [Int64: SourceHabit], document: inout ImportDocument
    ) throws -> [Int64: SourceHistory] {
        var histories: [Int64: SourceHistory] = [:]
        var doneDays: Set<[Int64]> = []
        var errors: [ImportIssue] = []
        let cursor = try Row.fetchCursor(db, sql: "SELECT * FROM checkins")
        var index = 0
        while let row = try cursor.next() {
            index += 1
            let rowID: Int64? = try? row.loopValue("_id", at: name)
            let location = "\(name) checkins " + (rowID.map { "_id \($0)" } ?? "row \(index)")
            do {
                guard let habitID: Int64 = try row.loopValue("habit_id", at: location), habits[habitID] != nil else {
                    document.skipEntry("check-ins of habits not in the file")
                    continue
                }
                guard let stored: DatabaseValue = try row.loopValue("date", at: location), !stored.isNull else {
                    document.skipEntry("check-ins without a date")
                    continue
                }
                let day = try RewireMapping.day(stored, at: location)
                let type: Int? = try row.loopValue("type", at: location)
                guard type == RewireMapping.doneType else {
                    document.skipEntry(Self.reason(type: type))
                    continue
                }
                guard doneDays.insert([habitID, Int64(day.ordinal)]).inserted else {
                    document.skipEntry("second check-ins on the same day")
                    continue
                }
                let line = rowID.flatMap { Int(exactly: $0) } ?? index
                histories[habitID, default: SourceHistory()].addCheckIn(day: day, amount: 1, note: nil, line: line)
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: name, errors) }
        return histories
    }

    /// The "not imported" reason of a check-in that is not done.
    static func reason(type: Int?) -> String {
        guard let type, (0...9).contains(type) else { return "check-ins of an unknown type" }
        return "check-ins of type \(type) (only type 2, done, is known)"
    }
}
