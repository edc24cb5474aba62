import CadenceCore
import Foundation

/// Reads harsh's folder (docs/import-export.md "harsh"; `~/.config/harsh`): the `habits` file
/// (`HarshHabitLine`, `HarshFrequency`) and the `log` file (`HarshLogLine`).
///
/// Every habit of the `habits` file is imported, in its order, under its heading as its
/// category, with the schedule its frequency maps to (docs/domain-rules.md §2) and its end
/// date. Its log entries are matched by name (without case); like harsh, a later entry for the
/// same habit and day replaces an earlier one. `y` is a check-in (of its amount, when one is
/// given), `s` a skipped day, `n` is not imported; comments become the check-in's or the day's
/// note. A habit with amounts other than 1 counts times, with a target of 1 a day (a warning
/// says so). Entries of habits not in the `habits` file are counted, not imported. Each habit
/// starts on its first entry (or its end date, when that comes first).
struct HarshImporter {
    let folder: URL

    static let habitsFile = "habits"
    static let logFile = "log"
    /// The "not imported" reasons.
    static let unknownHabitReason = "entries of habits not in the habits file"
    static let replacedReason = "entries replaced by a later one for the same habit and day"
    /// How many habits not in the `habits` file get a warning of their own.
    static let maximumUnknownWarnings = 20
    /// How many unreadable amounts get a warning of their own (the rest are counted in one).
    static let maximumAmountWarnings = 20

    /// Whether `folder` holds files named `habits` and `log`, and the `habits` file (its first
    /// 64 KiB) has a `Name: frequency` line harsh would read.
    static func isHarshFolder(_ folder: URL) -> Bool {
        let habits = folder.appendingPathComponent(habitsFile)
        guard isFile(habits), isFile(folder.appendingPathComponent(logFile)) else { return false }
        let limit = 64 * 1024
        guard let handle = try? FileHandle(forReadingFrom: habits) else { return false }
        defer { try? handle.close() }
        guard let prefix = try? handle.read(upToCount: limit) else { return false }
        var lines = String(decoding: prefix, as: UTF8.self).split(whereSeparator: \.isNewline)
        if prefix.count == limit, !lines.isEmpty { lines.removeLast() }
        return lines.contains { line in
            guard case .habit(_, let frequency, _) = HarshHabitLine(line) else { return false }
            return (try? HarshFrequency.parse(frequency, location: habitsFile)) != nil
        }
    }

    private static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// A habit of the `habits` file.
    private struct Definition {
        let name: String
        let key: String
        let frequency: HarshFrequency
        let endDay: Day?
        let heading: String?
        let line: Int
    }

    func read() throws(ImportFailure) -> ImportDocument {
        let folderName = folder.lastPathComponent
        var document = ImportDocument(format: .harsh, fileName: folderName)
        var errors: [ImportIssue] = []
        let definitions = try habits(document: &document, errors: &errors)
        var indexByKey: [String: Int] = [:]
        for (index, definition) in definitions.enumerated() { indexByKey[definition.key] = index }
        var latest: [Int: [Day: (entry: HarshLogLine, line: Int)]] = [:]
        var unknown: [String: (name: String, count: Int)] = [:]
        var unknownOrder: [String] = []
        var unreadableAmounts = 0
        for (offset, line) in try lines(of: Self.logFile, folderName: folderName).enumerated() {
            guard errors.count < ImportFailure.maximumIssues else { break }
            do {
                let location = "\(Self.logFile) line \(offset + 1)"
                guard let entry = try HarshLogLine.parse(line, location: location) else {
                    continue
                }
                if let warning = entry.amountWarning {
                    unreadableAmounts += 1
                    if unreadableAmounts <= Self.maximumAmountWarnings {
                        document.warnings.append(ImportIssue(location, field: "amount", warning))
                    }
                }
                let key = entry.habit.lowercased()
                guard let index = indexByKey[key] else {
                    document.skipEntry(Self.unknownHabitReason)
                    if unknown[key] == nil { unknownOrder.append(key) }
                    unknown[key, default: (name: entry.habit, count: 0)].count += 1
                    continue
                }
                if latest[index]?[entry.day] != nil { document.skipEntry(Self.replacedReason) }
                latest[index, default: [:]][entry.day] = (entry, offset + 1)
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: folderName, errors) }
        if unreadableAmounts > Self.maximumAmountWarnings {
            let more = unreadableAmounts - Self.maximumAmountWarnings
            document.warnings.append(
                ImportIssue(
                    Self.logFile, field: "amount",
                    "\(more) more \(more == 1 ? "entry has an amount" : "entries have amounts") that \(more == 1 ? "is" : "are") not a number; "
                        + "imported without one"
                ))
        }
        for key in unknownOrder.prefix(Self.maximumUnknownWarnings) {
            guard let item = unknown[key] else { continue }
            let (name, count) = (item.name, item.count)
            document.warnings.append(
                ImportIssue(
                    Self.logFile, field: "habit",
                    "\(count) \(count == 1 ? "entry" : "entries") of \(InputExcerpt.quoted(name)), which the habits file does not list, "
                        + "\(count == 1 ? "is" : "are") not imported"
                ))
        }
        for (position, definition) in definitions.enumerated() {
            document.habits.append(
                source(definition, position: position, entries: latest[position] ?? [:], document: &document))
        }
        return document
    }

    /// Reads the `habits` file's definitions; malformed lines are warnings (harsh skips them),
    /// a bad frequency or end date an error (harsh stops).
    private func habits(document: inout ImportDocument, errors: inout [ImportIssue]) throws(ImportFailure)
        -> [Definition]
    {
        var definitions: [Definition] = []
        var keys: Set<String> = []
        var heading: String?
        for (offset, line) in try lines(of: Self.habitsFile, folderName: folder.lastPathComponent).enumerated() {
            guard errors.count < ImportFailure.maximumIssues else { break }
            let location = "\(Self.habitsFile) line \(offset + 1)"
            do throws(ImportIssue) {
                switch HarshHabitLine(line) {
                case .nothing:
                    continue
                case .heading(let text):
                    if let text { try SourceName.check(text, location: location, field: "heading") }
                    heading = text
                case .malformed(let reason):
                    document.warnings.append(
                        ImportIssue(location, "\(reason): \(InputExcerpt.quoted(line)); it is skipped, as harsh does"))
                case .habit(let name, let frequencyText, let endText):
                    try SourceName.check(name, location: location, field: "name")
                    let frequency = try HarshFrequency.parse(frequencyText, location: location)
                    var endDay: Day?
                    if let endText {
                        guard let day = Day(endText) else {
                            throw ImportIssue(
                                location, field: "end date",
                                "\(InputExcerpt.quoted(endText)) is not a date (YYYY-MM-DD, from 1900 to 2199)")
                        }
                        endDay = day
                    }
                    let key = name.lowercased()
                    guard keys.insert(key).inserted else {
                        document.warnings.append(
                            ImportIssue(
                                location, field: "name",
                                "\(InputExcerpt.quoted(name)) is listed before; the first one is imported"))
                        continue
                    }
                    definitions.append(
                        Definition(
                            name: name, key: key, frequency: frequency, endDay: endDay, heading: heading,
                            line: offset + 1))
                }
            } catch {
                errors.append(error)
            }
        }
        return definitions
    }

    /// One definition and its entries as a source habit.
    private func source(
        _ definition: Definition, position: Int, entries: [Day: (entry: HarshLogLine, line: Int)],
        document: inout ImportDocument
    ) -> SourceHabit {
        let location = "\(Self.habitsFile) line \(definition.line)"
        var history = SourceHistory()
        for (day, (entry, line)) in entries.sorted(by: { $0.key < $1.key }) {
            let outcome: SourceHistory.Outcome
            switch entry.result {
            case .done: outcome = .checkIn(entry.amount ?? 1)
            case .notDone: outcome = .nothing(SourceHistory.notDoneReason)
            case .skipped: outcome = .skip
            }
            if let reason = history.add(outcome, day: day, note: entry.comment, line: line) {
                document.skipEntry(reason)
            }
        }
        let (schedule, approximated) = definition.frequency.schedule
        var draft = HabitDraft(name: definition.name, schedule: schedule, sourceID: "harsh:\(definition.key)")
        let title = "habit \(InputExcerpt.quoted(definition.name)) (\(location))"
        if definition.frequency.isTrackingOnly {
            document.warnings.append(
                ImportIssue(
                    title, field: "frequency",
                    "harsh only tracks it (frequency 0, no target); it is imported as a daily habit — change its schedule after the import"
                ))
        } else if approximated {
            document.warnings.append(
                ImportIssue(
                    title, field: "frequency",
                    "\(definition.frequency.text) spans more than 365 days; it is imported as \(schedule.summary), about the same rate"
                ))
        }
        if history.isCounted {
            draft.goal = CountedGoal.goal()
            document.warnings.append(CountedGoal.warning(title, field: "amount"))
        }
        if let end = definition.endDay {
            draft.endDay = end
            let days = entries.keys
            draft.startDay = min(days.min() ?? end, end)
        }
        var habit = SourceHabit(location: location, draft: draft, position: position, categoryName: definition.heading)
        habit.checkIns = history.checkIns
        habit.dayRecords = history.dayRecords
        return habit
    }

    /// The lines of one of the folder's files, which must be UTF-8 text.
    private func lines(of name: String, folderName: String) throws(ImportFailure) -> [Substring] {
        let url = folder.appendingPathComponent(name)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImportFailure(
                fileName: folderName, [ImportIssue(name, "cannot read the file: \(error.localizedDescription)")])
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw ImportFailure(fileName: folderName, [ImportIssue(name, "the file is not UTF-8 text")])
        }
        // A byte-order mark (Windows editors write one) is not part of the first line.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }
}
