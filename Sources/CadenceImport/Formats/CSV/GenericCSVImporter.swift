import CadenceCore
import Foundation

/// Reads the generic CSV (docs/import-export.md "Generic CSV"): a header naming a `habit` and a
/// `date` column, optionally `amount`, `note` and `unit`, then one row per check-in — how
/// Streaks, Habitify or a spreadsheet can be brought in. Header names are matched without case
/// and with a few synonyms (`name`, `day`, `value`, `count`, `notes`, `comment`). A date is
/// `YYYY-MM-DD` or an ISO 8601 instant (its day in the user's calendar). An amount is a number
/// (blank, `yes`, `true`, `x`, `done` or `✓` mean 1); `0`, `no` and `false` are not imported; `skip` is
/// a skipped day. A habit whose amounts are all 1 is a yes/no habit; otherwise it counts its
/// `unit` (or `times`) with a target of 1 a day, which the person can change afterwards.
struct GenericCSVImporter {
    let data: Data
    let fileName: String
    let calendar: UserCalendar

    /// The recognized column names.
    enum Column: CaseIterable {
        case habit, date, amount, note, unit

        var names: Set<String> {
            switch self {
            case .habit: ["habit", "name", "habit name"]
            case .date: ["date", "day"]
            case .amount: ["amount", "value", "count", "quantity"]
            case .note: ["note", "notes", "comment"]
            case .unit: ["unit"]
            }
        }
    }

    /// Whether a header row names a habit and a date column: the content-based detection.
    static func recognizes(header fields: [String]) -> Bool {
        let names = Set(fields.map(Self.normalized))
        return !names.isDisjoint(with: Column.habit.names) && !names.isDisjoint(with: Column.date.names)
    }

    static func normalized(_ field: String) -> String {
        field.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\u{FEFF}"))).lowercased()
    }

    func read() throws(ImportFailure) -> ImportDocument {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ImportFailure(fileName: fileName, [ImportIssue(fileName, "the file is not UTF-8 text")])
        }
        let table = try CSVTable(text: text, fileName: fileName)
        guard let header = table.rows.first else {
            throw ImportFailure(fileName: fileName, [ImportIssue(fileName, "the file is empty")])
        }
        var columns: [Column: Int] = [:]
        for (index, field) in header.fields.enumerated() {
            let name = Self.normalized(field)
            if let column = Column.allCases.first(where: { $0.names.contains(name) }), columns[column] == nil {
                columns[column] = index
            }
        }
        guard let habitColumn = columns[.habit], let dateColumn = columns[.date] else {
            throw ImportFailure(
                fileName: fileName,
                [
                    ImportIssue(
                        "\(fileName) line 1",
                        "the header needs a habit and a date column (habit,date[,amount][,note]); it is "
                            + "\(InputExcerpt.quoted(header.fields.joined(separator: ",")))"
                    )
                ])
        }
        var document = ImportDocument(format: .genericCSV, fileName: fileName)
        var histories: [String: SourceHistory] = [:]
        var order: [String] = []
        var units: [String: String] = [:]
        var errors: [ImportIssue] = []
        for row in table.rows.dropFirst() {
            let location = "\(fileName) line \(row.line)"
            let name = row[habitColumn].trimmingCharacters(in: .whitespaces)
            do throws(ImportIssue) {
                try SourceName.check(name, location: location, field: header[habitColumn])
                guard !name.isEmpty else { throw ImportIssue(location, field: header[habitColumn], "the habit name is empty") }
                guard let date = FlexibleDate(text: row[dateColumn]) else {
                    throw ImportIssue(
                        location, field: header[dateColumn],
                        "\(InputExcerpt.quoted(row[dateColumn])) is not a date (YYYY-MM-DD or an ISO 8601 time)")
                }
                let key = name.lowercased()
                if histories[key] == nil {
                    histories[key] = SourceHistory()
                    order.append(name)
                }
                if let unitColumn = columns[.unit], units[key] == nil {
                    let unit = row[unitColumn].trimmingCharacters(in: .whitespaces)
                    if !unit.isEmpty { units[key] = unit }
                }
                let note = columns[.note].map { row[$0] }
                let day = date.day(in: calendar)
                let amountText = columns[.amount].map { row[$0] } ?? ""
                let outcome = try Self.outcome(amountText, location: location, field: columns[.amount].map { header[$0] })
                if let reason = histories[key]?.add(outcome, day: day, at: date.instant, note: note, line: row.line) {
                    document.skipEntry(reason)
                }
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: fileName, errors) }
        for (position, name) in order.enumerated() {
            let key = name.lowercased()
            guard let history = histories[key] else { continue }
            var draft = HabitDraft(name: name, sourceID: "csv:\(key)")
            if history.isCounted || units[key] != nil {
                let unit = units[key] ?? "times"
                draft.goal = CountedGoal.goal(unit: unit)
                document.warnings.append(
                    CountedGoal.warning("habit \(InputExcerpt.quoted(name)) (\(fileName))", field: "amount", unit: unit))
            }
            var habit = SourceHabit(location: fileName, draft: draft, position: position)
            habit.checkIns = history.checkIns
            habit.dayRecords = history.dayRecords
            document.habits.append(habit)
        }
        return document
    }

    /// What an `amount` field means.
    static func outcome(_ text: String, location: String, field: String?) throws(ImportIssue) -> SourceHistory.Outcome {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed.lowercased() {
        case "", "yes", "y", "true", "x", "done", "✓", "✔": return .checkIn(1)
        case "0": return .nothing(LoopEntry.zeroReason)
        case "no", "n", "false": return .nothing(SourceHistory.notDoneReason)
        case "skip", "skipped": return .skip
        default:
            guard let amount = Double(trimmed), amount.isFinite, amount > 0 else {
                throw ImportIssue(
                    location, field: field ?? "amount",
                    "\(InputExcerpt.quoted(trimmed)) is not an amount (a positive number, yes/no or skip)")
            }
            return .checkIn(amount)
        }
    }
}
