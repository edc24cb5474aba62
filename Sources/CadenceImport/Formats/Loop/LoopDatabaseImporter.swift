import CadenceCore
import Foundation
import GRDB

/// Reads a Loop Habit Tracker database backup (docs/import-export.md): a SQLite file with
/// `Habits` and `Repetitions` tables at `pragma user_version` 12–25, opened read-only.
///
/// Older files lack columns that later versions added — `Repetitions.value` (16; before it every
/// row is a check-in), `Habits.type` (16), `target_*` and `unit` (18), `question` (23; before it
/// the description *is* the question), `uuid` (24), `Repetitions.notes` (25) — and store colors
/// differently (ARGB before 14, a 13-color palette from 14, 20 colors from 21). Columns are read
/// by name, so every version in between reads the same way.
struct LoopDatabaseImporter {
    let url: URL
    let progress: ImportProgressHandler?

    /// The versions whose layout is known.
    static let knownVersions = 12...25

    func read() throws(ImportFailure) -> ImportDocument {
        try SQLiteBackup.read(url, app: "Loop") { db, name in try readDocument(db, name: name) }
    }

    private func readDocument(_ db: Database, name: String) throws -> ImportDocument {
        guard try db.tableExists("Habits"), try db.tableExists("Repetitions") else {
            throw ImportFailure(
                fileName: name,
                [ImportIssue(name, "not a Loop Habit Tracker backup: it has no Habits and Repetitions tables")])
        }
        let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        var document = ImportDocument(format: .loopDatabase, fileName: name)
        if !Self.knownVersions.contains(version) {
            document.warnings.append(
                ImportIssue(
                    name, field: "user_version",
                    "version \(version) is outside the known 12–25; its columns are read by name"))
        }
        let habitColumns = Set(try db.columns(in: "Habits").map { $0.name.lowercased() })
        let entryColumns = Set(try db.columns(in: "Repetitions").map { $0.name.lowercased() })
        var errors: [ImportIssue] = []
        var habits: [Int64: (habit: SourceHabit, history: LoopHistoryBuilder)] = [:]
        var order: [Int64] = []
        let rows = try Row.fetchAll(db, sql: habitQuery(columns: habitColumns))
        for (index, row) in rows.enumerated() {
            let loopID: Int64?
            do {
                loopID = try row.loopValue("id", at: "\(name) Habits row \(index + 1)")
            } catch {
                errors.append(error)
                continue
            }
            guard let loopID else {
                errors.append(ImportIssue("\(name) Habits row \(index + 1)", field: "id", "the habit has no id"))
                continue
            }
            do {
                let habit = try LoopDatabaseHabit(row: row, version: version, position: index).sourceHabit(
                    fileName: name)
                habits[loopID] = (habit.habit, LoopHistoryBuilder(isNumerical: habit.isNumerical))
                document.warnings += habit.warnings
                order.append(loopID)
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: name, errors) }
        let total = try Int.fetchOne(db, sql: "SELECT count(*) FROM Repetitions") ?? 0
        let valueColumn = entryColumns.contains("value") ? "value" : "2"
        let notesColumn = entryColumns.contains("notes") ? "notes" : "NULL"
        let entries = try Row.fetchCursor(
            db,
            sql: """
                SELECT habit, timestamp, \(valueColumn) AS value, \(notesColumn) AS notes, id FROM Repetitions
                ORDER BY habit, timestamp, id
                """)
        var done = 0
        progress?(ImportProgress(phase: .reading, completed: 0, total: total))
        while let row = try entries.next() {
            done += 1
            if done % 20_000 == 0 { progress?(ImportProgress(phase: .reading, completed: done, total: total)) }
            let entry = try LoopEntryRow(row, fileName: name)
            let habitID = entry.habit
            guard let habitID, habits[habitID] != nil else {
                document.skipEntry("entries of habits not in the file")
                continue
            }
            guard let timestamp = entry.timestamp else {
                document.skipEntry("entries without a date")
                continue
            }
            habits[habitID]?.history.add(
                day: Self.day(milliseconds: timestamp), value: entry.value ?? LoopEntry.unknown, notes: entry.notes,
                line: entry.id.map { Int($0) })
        }
        progress?(ImportProgress(phase: .reading, completed: total, total: total))
        for loopID in order {
            guard let (source, history) = habits[loopID] else { continue }
            var habit = source
            habit.checkIns = history.checkIns
            habit.dayRecords = history.dayRecords
            for (reason, count) in history.notImported { document.skipEntry(reason, count: count) }
            document.habits.append(habit)
        }
        return document
    }

    /// The habits, ordered by Loop's position, every column the file has.
    private func habitQuery(columns: Set<String>) -> String {
        let wanted = [
            "id", "name", "description", "question", "freq_num", "freq_den", "color", "position", "archived",
            "reminder_hour", "reminder_min", "reminder_days", "type", "target_type", "target_value", "unit", "uuid",
        ]
        let selected = wanted.map { columns.contains($0) ? $0 : "NULL AS \($0)" }.joined(separator: ", ")
        let order = columns.contains("position") ? "position, id" : "id"
        return "SELECT \(selected) FROM Habits ORDER BY \(order)"
    }

    /// Loop stamps an entry with the UTC midnight of its local date, in milliseconds: that UTC
    /// date is the day (docs/domain-rules.md §1). A stamp of `Int64.min` (a corrupted backup; the
    /// import fuzzer's loop-db case 160) gives a day far outside `Day.supported`, which the
    /// planner then refuses (`Day.utcDate(ofMilliseconds:)` never traps).
    static func day(milliseconds: Int64) -> Day {
        Day.utcDate(ofMilliseconds: milliseconds).day
    }
}

/// The first bytes of a SQLite file.
enum SQLiteHeader {
    static let magic = Array("SQLite format 3\u{0}".utf8)

    static func isSQLite(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let bytes = (try? handle.read(upToCount: magic.count)) ?? Data()
        return Array(bytes) == magic
    }
}

/// One `Repetitions` row, read by column position (the query's order: habit, timestamp, value,
/// notes, id); a value of the wrong type is an error naming the row.
struct LoopEntryRow {
    let habit: Int64?
    let timestamp: Int64?
    let value: Int?
    let notes: String?
    let id: Int64?

    init(_ row: Row, fileName: String) throws(ImportIssue) {
        do {
            habit = try row.decode(Int64?.self, atIndex: 0)
            timestamp = try row.decode(Int64?.self, atIndex: 1)
            value = try row.decode(Int?.self, atIndex: 2)
            notes = try row.decode(String?.self, atIndex: 3)
            id = try row.decode(Int64?.self, atIndex: 4)
        } catch {
            let id: DatabaseValue = row[4]
            throw ImportIssue(
                "\(fileName) Repetitions id \(id.description)", "unexpected value in the row: \(row.description)")
        }
    }
}
