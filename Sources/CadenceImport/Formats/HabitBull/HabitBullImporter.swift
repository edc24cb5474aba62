import CadenceCore
import Foundation

/// Reads HabitBull's CSV export (docs/import-export.md "HabitBull"): a header
/// `HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText` (columns found by
/// name, without case; older exports lack `HabitCategory` or `CommentText`), then one row per
/// habit and day.
///
/// A habit whose values are all 0 or 1 is a yes/no habit: 1 is a check-in, 0 is not done (not
/// imported). Any other value makes it a counted habit (`times`, a target of 1 a day, with a
/// warning): each positive value is a check-in of that amount, 0 is not imported. A negative
/// value (HabitBull writes -2147483648, `-2.15E+09` once a spreadsheet has saved it) or an
/// empty one means no value. The description becomes the habit's, the category its category,
/// the comment the check-in's note (or the day's, when nothing is checked in). Dates are read
/// by `HabitBullDate`; every habit starts on its first entry (docs/domain-rules.md §2).
struct HabitBullImporter {
    let data: Data
    let fileName: String

    /// The columns HabitBull writes, by their header names (compared lowercased).
    enum Column: CaseIterable {
        case name, description, category, date, value, comment

        var header: String {
            switch self {
            case .name: "habitname"
            case .description: "habitdescription"
            case .category: "habitcategory"
            case .date: "calendardate"
            case .value: "value"
            case .comment: "commenttext"
            }
        }
    }

    /// The "not imported" reason of rows without a value (empty or negative).
    static let noValueReason = "entries without a value (empty or negative)"

    /// Whether a header row names the `HabitName` and `CalendarDate` columns: the content-based
    /// detection.
    static func recognizes(header fields: [String]) -> Bool {
        let names = Set(fields.map(GenericCSVImporter.normalized))
        return names.contains(Column.name.header) && names.contains(Column.date.header)
    }

    /// One row as read.
    private struct Entry {
        let line: Int
        let day: Day
        /// `nil` when the row has no value.
        let value: Double?
        let comment: String
    }

    /// One habit's rows, in the file's order.
    private struct Habit {
        var name: String
        var description = ""
        var category: String?
        var entries: [Entry] = []
    }

    func read() throws(ImportFailure) -> ImportDocument {
        // HabitBull writes UTF-8; a spreadsheet that re-saved the file (the `-2.15E+09` values
        // of Loop's issue #762 show people do) may have written the Windows code page.
        let text: String
        var reencoded = false
        if let utf8 = String(data: data, encoding: .utf8) {
            text = utf8
        } else if let windows = String(data: data, encoding: .windowsCP1252) ?? String(data: data, encoding: .isoLatin1) {
            text = windows
            reencoded = true
        } else {
            throw ImportFailure(fileName: fileName, [ImportIssue(fileName, "the file is not UTF-8 text")])
        }
        let table = try CSVTable(text: text, fileName: fileName)
        guard let header = table.rows.first else {
            throw ImportFailure(fileName: fileName, [ImportIssue(fileName, "the file is empty")])
        }
        var columns: [Column: Int] = [:]
        for (index, field) in header.fields.enumerated() {
            let name = GenericCSVImporter.normalized(field)
            if let column = Column.allCases.first(where: { $0.header == name }), columns[column] == nil {
                columns[column] = index
            }
        }
        guard let dateColumn = columns[.date], columns[.name] != nil else {
            throw ImportFailure(
                fileName: fileName,
                [
                    ImportIssue(
                        "\(fileName) line 1",
                        "a HabitBull export's header names HabitName and CalendarDate columns; it is "
                            + "\(InputExcerpt.quoted(header.fields.joined(separator: ",")))"
                    )
                ])
        }
        // A row repeating the header (files joined by hand; Loop's importer skips every
        // `HabitName` row too) is not an entry.
        let rows = table.rows.dropFirst().filter { row in
            GenericCSVImporter.normalized(row[columns[.name] ?? 0]) != Column.name.header
                || GenericCSVImporter.normalized(row[dateColumn]) != Column.date.header
        }
        let order = HabitBullDate.order(of: rows.map { $0[dateColumn] })
        var habits: [String: Habit] = [:]
        var keys: [String] = []
        var errors: [ImportIssue] = []
        for row in rows {
            do {
                let (name, entry) = try read(row, header: header, columns: columns, order: order)
                let key = name.lowercased()
                if habits[key] == nil {
                    habits[key] = Habit(name: name)
                    keys.append(key)
                }
                habits[key]?.entries.append(entry)
                let description = columns[.description].map { row[$0].trimmingCharacters(in: .whitespacesAndNewlines) }
                if let description, !description.isEmpty, habits[key]?.description.isEmpty == true {
                    habits[key]?.description = description
                }
                if let index = columns[.category], habits[key]?.category == nil {
                    let category = row[index].trimmingCharacters(in: .whitespaces)
                    try SourceName.check(category, location: "\(fileName) line \(row.line)", field: header[index])
                    if !category.isEmpty { habits[key]?.category = category }
                }
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: fileName, errors) }
        var document = ImportDocument(format: .habitBull, fileName: fileName)
        if reencoded {
            document.warnings.append(
                ImportIssue(fileName, "the file is not UTF-8; it is read as Windows-1252 (a spreadsheet's encoding)"))
        }
        if order == .dayFirst {
            document.warnings.append(
                ImportIssue(
                    fileName, field: header[dateColumn],
                    "the dates are read day first (D/M/YYYY): some of them cannot be month first"))
        }
        for (position, key) in keys.enumerated() {
            guard let habit = habits[key] else { continue }
            document.habits.append(source(habit, key: key, position: position, document: &document))
        }
        return document
    }

    /// Reads one row: its habit's name and its entry.
    private func read(_ row: CSVTable.Row, header: CSVTable.Row, columns: [Column: Int], order: HabitBullDate.Order)
        throws(ImportIssue) -> (String, Entry)
    {
        let location = "\(fileName) line \(row.line)"
        let nameColumn = columns[.name] ?? 0
        let dateColumn = columns[.date] ?? 0
        let name = row[nameColumn].trimmingCharacters(in: .whitespaces)
        try SourceName.check(name, location: location, field: header[nameColumn])
        guard !name.isEmpty else { throw ImportIssue(location, field: header[nameColumn], "the habit name is empty") }
        guard let day = HabitBullDate.day(row[dateColumn], order: order) else {
            throw ImportIssue(
                location, field: header[dateColumn],
                "\(InputExcerpt.quoted(row[dateColumn])) is not a date (YYYY-MM-DD, M/D/YYYY or D.M.YYYY, from 1900 to 2199)")
        }
        let value: Double?
        if let valueColumn = columns[.value] {
            value = try Self.value(row[valueColumn], location: location, field: header[valueColumn])
        } else {
            value = 1
        }
        let comment = columns[.comment].map { row[$0] } ?? ""
        return (name, Entry(line: row.line, day: day, value: value, comment: comment))
    }

    /// A `Value` field: a finite number; `nil` (no value) when it is empty or negative.
    static func value(_ text: String, location: String, field: String) throws(ImportIssue) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard let value = Double(trimmed), value.isFinite else {
            throw ImportIssue(location, field: field, "\(InputExcerpt.quoted(trimmed)) is not a number")
        }
        return value < 0 ? nil : value
    }

    /// The source habit of one HabitBull habit, its entries sorted into check-ins, day records
    /// and "not imported" counts.
    private func source(_ habit: Habit, key: String, position: Int, document: inout ImportDocument) -> SourceHabit {
        let isYesNo = habit.entries.allSatisfy { entry in entry.value.map { $0 == 0 || $0 == 1 } ?? true }
        var history = SourceHistory()
        for entry in habit.entries {
            let outcome: SourceHistory.Outcome
            if let value = entry.value {
                outcome =
                    value > 0
                    ? .checkIn(value) : .nothing(isYesNo ? SourceHistory.notDoneReason : LoopEntry.zeroReason)
            } else {
                outcome = .nothing(Self.noValueReason)
            }
            if let reason = history.add(outcome, day: entry.day, note: entry.comment, line: entry.line) {
                document.skipEntry(reason)
            }
        }
        var draft = HabitDraft(name: habit.name, description: habit.description, sourceID: "habitbull:\(key)")
        if !isYesNo {
            draft.goal = CountedGoal.goal()
            document.warnings.append(
                CountedGoal.warning(
                    "habit \(InputExcerpt.quoted(habit.name)) (\(fileName))", field: "Value",
                    why: "HabitBull's export has no goal"))
        }
        var source = SourceHabit(location: fileName, draft: draft, position: position, categoryName: habit.category)
        source.checkIns = history.checkIns
        source.dayRecords = history.dayRecords
        return source
    }
}
