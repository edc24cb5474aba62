import CadenceCore
import Foundation
import GRDB

/// Reads a Tickmate (Android) database backup (docs/import-export.md "Tickmate"): a SQLite
/// file (`tickmate.db`, database version 9–14) with `tracks` and `ticks` tables, opened read-only.
///
/// Each track is a daily habit; each tick a check-in on its local date (`year`, `month` from 0
/// as `java.util.Calendar` counts, `day`). A track that takes several ticks a day gets one
/// check-in a day whose amount is the day's count; on any other track a second tick on a day
/// is counted as not imported. Disabled tracks are archived. Columns are read by name; a value
/// of the wrong type or a date that does not exist is an error naming the tick
/// (docs/domain-rules.md §7).
struct TickmateImporter {
    let url: URL

    /// Whether a SQLite file's tables (lowercased) are Tickmate's: `tracks` and `ticks`.
    static func recognizes(tables: Set<String>) -> Bool {
        tables.contains("tracks") && tables.contains("ticks")
    }

    func read() throws(ImportFailure) -> ImportDocument {
        try SQLiteBackup.read(url, app: "Tickmate") { db, name in try readDocument(db, name: name) }
    }

    private func readDocument(_ db: Database, name: String) throws -> ImportDocument {
        let tables = try SQLiteBackup.tables(db)
        guard Self.recognizes(tables: tables) else {
            throw ImportFailure(
                fileName: name, [ImportIssue(name, "not a Tickmate backup: it has no tracks and ticks tables")])
        }
        var document = ImportDocument(format: .tickmate, fileName: name)
        let columns = try SQLiteBackup.columns(db, in: "tracks")
        let order = columns.contains("order") ? "\"order\", _id" : "_id"
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM tracks ORDER BY \(columns.contains("_id") ? order : "rowid")")
        var errors: [ImportIssue] = []
        var tracks: [Int64: TickmateTrackRow.Mapped] = [:]
        var trackOrder: [Int64] = []
        for (index, row) in rows.enumerated() {
            do throws(ImportIssue) {
                let trackRow = TickmateTrackRow(row: row, position: index)
                let id = try trackRow.id(fileName: name)
                guard tracks[id] == nil else {
                    throw ImportIssue("\(name) tracks row \(index + 1)", field: "_id", "a second track with id \(id)")
                }
                let mapped = try trackRow.mapped(fileName: name)
                tracks[id] = mapped
                document.warnings += mapped.warnings
                trackOrder.append(id)
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: name, errors) }
        let counts = try readTicks(db, name: name, tracks: tracks, document: &document)
        for id in trackOrder {
            guard let mapped = tracks[id] else { continue }
            var habit = mapped.habit
            var history = SourceHistory()
            for (day, count) in (counts[id] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if mapped.isCounted {
                    history.addCheckIn(day: day, amount: Double(count.ticks), note: nil, line: count.firstLine)
                } else {
                    history.addCheckIn(day: day, amount: 1, note: nil, line: count.firstLine)
                    document.skipEntry("second ticks on the same day (the track takes one a day)", count: count.ticks - 1)
                }
            }
            habit.checkIns = history.checkIns
            document.habits.append(habit)
        }
        if tables.contains("groups"), try Int.fetchOne(db, sql: "SELECT count(*) FROM \"groups\"") ?? 0 > 0 {
            document.warnings.append(
                ImportIssue(name, field: "groups", "Tickmate's groups are not imported; every track is its own habit"))
        }
        return document
    }

    /// How many ticks a track has on a day, and the first tick's row for messages
    /// (docs/import-export.md "Tickmate").
    struct DayCount {
        var ticks: Int
        var firstLine: Int?
    }

    /// Every tick, counted by track and day.
    private func readTicks(
        _ db: Database, name: String, tracks: [Int64: TickmateTrackRow.Mapped], document: inout ImportDocument
    ) throws -> [Int64: [Day: DayCount]] {
        var counts: [Int64: [Day: DayCount]] = [:]
        var errors: [ImportIssue] = []
        let cursor = try Row.fetchCursor(db, sql: "SELECT * FROM ticks")
        var index = 0
        while let row = try cursor.next() {
            index += 1
            do {
                let tick = try TickmateTick(row: row, fileName: name, index: index)
                guard let trackID = tick.trackID, tracks[trackID] != nil else {
                    document.skipEntry("ticks of tracks not in the file")
                    continue
                }
                guard let day = try tick.day() else {
                    document.skipEntry("ticks without a date")
                    continue
                }
                let line = tick.id.flatMap { Int(exactly: $0) } ?? index
                var count = counts[trackID]?[day] ?? DayCount(ticks: 0, firstLine: line)
                count.ticks += 1
                counts[trackID, default: [:]][day] = count
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: name, errors) }
        return counts
    }
}
