import CadenceCore

/// Collects one Loop habit's entries into check-ins and day records (docs/import-export.md):
/// `YES_MANUAL` and numerical amounts become check-ins (with the entry's note), `SKIP` skipped
/// days; a note on an entry that is not a check-in goes to that day's record, so no note is lost.
/// A second entry on the same day is dropped, as Loop's migration 22 does (it keeps the first).
struct LoopHistoryBuilder {
    let isNumerical: Bool
    private(set) var checkIns: [SourceCheckIn] = []
    private var records: [Day: SourceDayRecord] = [:]
    private var days: Set<Day> = []
    /// Entries not imported, by reason.
    private(set) var notImported: [String: Int] = [:]

    init(isNumerical: Bool) {
        self.isNumerical = isNumerical
    }

    /// Adds one entry.
    mutating func add(day: Day, value: Int, notes: String?, line: Int?) {
        guard days.insert(day).inserted else {
            notImported["second entries on the same day (Loop keeps the first)", default: 0] += 1
            return
        }
        let note = notes.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 }
        switch LoopEntry.outcome(value: value, isNumerical: isNumerical) {
        case .checkIn(let amount):
            checkIns.append(SourceCheckIn(day: day, amount: amount, note: note, line: line))
        case .skip:
            records[day] = SourceDayRecord(day: day, isSkipped: true, note: note, line: line)
        case .nothing(let reason):
            notImported[reason, default: 0] += 1
            if let note { records[day] = SourceDayRecord(day: day, note: note, line: line) }
        }
    }

    /// The day records, by day.
    var dayRecords: [SourceDayRecord] {
        records.values.sorted { $0.day < $1.day }
    }
}
