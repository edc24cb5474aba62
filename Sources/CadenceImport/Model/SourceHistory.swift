import CadenceCore
import Foundation

/// Collects one source habit's history while an importer reads it (docs/import-export.md):
/// check-ins with their notes, skipped days, and notes on days without a check-in, which go
/// to that day's record so that no note is lost. Two notes for one day's record are joined
/// on separate lines.
struct SourceHistory: Sendable {
    /// What one source entry becomes.
    enum Outcome: Equatable, Sendable {
        /// A check-in of this amount.
        case checkIn(Double)
        /// A skipped day.
        case skip
        /// Nothing to import, for this reason (counted in the report's "not imported").
        case nothing(String)
    }

    /// The "not imported" reason of entries marked as not done.
    static let notDoneReason = "entries marked not done"

    private(set) var checkIns: [SourceCheckIn] = []
    private var records: [Day: SourceDayRecord] = [:]

    /// Adds a check-in; an empty note is none.
    mutating func addCheckIn(day: Day, at: Date? = nil, amount: Double, note: String?, line: Int?) {
        checkIns.append(SourceCheckIn(day: day, at: at, amount: amount, note: Self.cleaned(note), line: line))
    }

    /// Marks the day skipped, keeping its note.
    mutating func addSkip(day: Day, note: String?, line: Int?) {
        var record = records[day] ?? SourceDayRecord(day: day, line: line)
        record.isSkipped = true
        record.note = Self.joined(record.note, Self.cleaned(note))
        records[day] = record
    }

    /// Keeps a note of a day without a check-in on that day's record.
    mutating func addNote(day: Day, note: String?, line: Int?) {
        guard let note = Self.cleaned(note) else { return }
        var record = records[day] ?? SourceDayRecord(day: day, line: line)
        record.note = Self.joined(record.note, note)
        records[day] = record
    }

    /// Sets the day's difficulty (1–5 is checked by the planner).
    mutating func setDifficulty(day: Day, _ difficulty: Int, line: Int?) {
        var record = records[day] ?? SourceDayRecord(day: day, line: line)
        record.difficulty = difficulty
        records[day] = record
    }

    /// Apply an outcome read from a source entry; answers the reason when nothing is imported.
    mutating func add(_ outcome: Outcome, day: Day, at: Date? = nil, note: String?, line: Int?) -> String? {
        switch outcome {
        case .checkIn(let amount):
            addCheckIn(day: day, at: at, amount: amount, note: note, line: line)
            return nil
        case .skip:
            addSkip(day: day, note: note, line: line)
            return nil
        case .nothing(let reason):
            addNote(day: day, note: note, line: line)
            return reason
        }
    }

    /// The day records, by day.
    var dayRecords: [SourceDayRecord] {
        records.values.sorted { $0.day < $1.day }
    }

    /// Whether any check-in has an amount other than 1 (a counted habit rather than yes/no).
    var isCounted: Bool { checkIns.contains { $0.amount != 1 } }

    private static func cleaned(_ note: String?) -> String? {
        guard let note, !note.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return note
    }

    private static func joined(_ first: String?, _ second: String?) -> String? {
        guard let first else { return second }
        guard let second else { return first }
        return first + "\n" + second
    }
}
