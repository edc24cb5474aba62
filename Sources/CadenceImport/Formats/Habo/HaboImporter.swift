import CadenceCore
import Foundation

/// Reads Habo's JSON backup (docs/import-export.md "Habo"): a list of habits (or an object with
/// a `habits` list), each with its events by day. A `check` is a check-in (a numeric habit's
/// progress, or its target), `progress` a partial check-in, `skip` a skipped day
/// (docs/domain-rules.md §3); `fail` and `clear` are counted, not imported; comments become
/// notes. Habo habits are daily build habits; a numeric one counts its unit up to its target
/// (docs/domain-rules.md §2). Archived habits are imported archived; deleted ones are counted.
struct HaboImporter {
    let data: Data
    let fileName: String

    /// Whether the start of a JSON file (the first 64 KiB, as text) holds keys only Habo writes.
    static func recognizes(json prefix: String) -> Bool {
        prefix.contains("\"twoDayRule\"") || (prefix.contains("\"notTime\"") && prefix.contains("\"events\""))
            // The full backup of a Habo without habits: `{"habits":[],"events":{},"categories":[],
            // "habit_categories":[],"metadata":{…,"total_habits":0,…}}`.
            || (prefix.contains("\"habit_categories\"") && prefix.contains("\"total_habits\""))
    }

    /// The largest target or amount read (Cadence's own bounds are checked by the planner).
    static let maximumAmount = 1_000_000_000.0

    func read() throws(ImportFailure) -> ImportDocument {
        let file: HaboFile
        do {
            file = try JSONDecoder().decode(HaboFile.self, from: data)
        } catch {
            throw ImportFailure(
                fileName: fileName, [DecodingErrorText.describe(error, fileName: fileName, recordNoun: "habit", data: data)])
        }
        var document = ImportDocument(format: .habo, fileName: fileName)
        var errors: [ImportIssue] = []
        var twoDayRules = 0
        var categorized = 0
        for (index, source) in file.habits.enumerated() {
            let location = "\(fileName) habit \(index + 1)"
            do {
                if let habit = try self.habit(source, location: location, position: index, document: &document) {
                    document.habits.append(habit)
                    if source.twoDayRule?.isOn == true { twoDayRules += 1 }
                    if source.categories?.isEmpty == false { categorized += 1 }
                }
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: fileName, errors) }
        if twoDayRules > 0 {
            document.warnings.append(
                ImportIssue(
                    fileName, field: "twoDayRule",
                    "\(twoDayRules) habit(s) use Habo's two-day rule (one missed day keeps the streak); Cadence's streaks do not"))
        }
        if categorized > 0 {
            document.warnings.append(
                ImportIssue(fileName, field: "categories", "the categories of \(categorized) habit(s) are not imported"))
        }
        return document
    }

    private func habit(
        _ source: HaboHabit, location: String, position: Int, document: inout ImportDocument
    ) throws(ImportIssue) -> SourceHabit? {
        let name = source.title ?? ""
        try SourceName.check(name, location: location, field: "title")
        let title = "habit \(InputExcerpt.quoted(name)) (\(location))"
        if let deleted = source.deletedAt, !deleted.isEmpty {
            document.skipEntry("habits deleted in Habo")
            document.skipEntry("events of habits deleted in Habo", count: source.events?.count ?? 0)
            return nil
        }
        var draft = HabitDraft(name: name, description: description(source))
        let (sourceID, isWeak) = try self.sourceID(source, title: title)
        draft.sourceID = sourceID
        var isNumeric = false
        if let habitType = source.habitType {
            guard let code = NumericBoundary.integer(habitType, in: 0...1_000_000) else {
                throw ImportIssue(title, field: "habitType", "\(habitType.formatted) is not a habit type (a whole number ≥ 0)")
            }
            switch code {
            case 0: break
            case 1: isNumeric = true
            default:
                // A habit type a newer Habo may add: imported as a yes/no habit, with a warning.
                document.warnings.append(
                    ImportIssue(
                        title, field: "habitType",
                        "\(habitType.formatted) is neither 0 (boolean) nor 1 (numeric); imported as a yes/no habit"))
            }
        }
        // Only a numeric habit uses its target (Habo writes one, often 100, for every habit). Habo's
        // form takes any number, so a target of 0 or less is imported as 1, with a warning.
        var target = source.targetValue ?? 1
        if isNumeric {
            guard target.isFinite, target <= Self.maximumAmount else {
                throw ImportIssue(title, field: "targetValue", "\(target.formatted) is not a target of at most 10⁹")
            }
            if target <= 0 {
                document.warnings.append(
                    ImportIssue(title, field: "targetValue", "\(target.formatted) is not a positive target; imported as 1"))
                target = 1
            }
        } else {
            target = 1
        }
        if isNumeric {
            let unit = source.unit?.trimmingCharacters(in: .whitespaces) ?? ""
            let label = unit.isEmpty ? "times" : unit
            draft.goal = Goal(type: GoalType.implied(byUnit: label), unit: MeasureUnit.canonical(label), target: target)
        }
        if source.notification?.isOn == true, let time = source.notTime {
            if let reminder = Self.reminder(time) {
                draft.reminders = [reminder]
            } else {
                document.warnings.append(
                    ImportIssue(
                        title, field: "notTime", "\(InputExcerpt.quoted(time)) is not a time of day (H:M); no reminder imported"))
            }
        }
        var history = SourceHistory()
        for (key, event) in (source.events ?? [:]).sorted(by: { $0.key < $1.key }) {
            let field = "events.\(InputExcerpt.excerpt(key, limit: 40))"
            guard let day = Day(String(key.prefix(10))) else {
                throw ImportIssue(title, field: field, "\(InputExcerpt.quoted(key)) is not a day from 1900-01-01 to 2199-12-31")
            }
            let outcome = try self.outcome(event, isNumeric: isNumeric, target: target, title: title, field: field)
            if let reason = history.add(outcome, day: day, note: event.comment, line: nil) {
                document.skipEntry(reason)
            }
        }
        var habit = SourceHabit(
            location: location, draft: draft, sourceIDIsWeak: isWeak, isArchived: source.archived?.isOn == true,
            position: position)
        habit.checkIns = history.checkIns
        habit.dayRecords = history.dayRecords
        return habit
    }

    /// `habo:<uuid>` when the backup has one (newer Habo); else the row id, which only identifies
    /// the habit together with its name.
    private func sourceID(_ source: HaboHabit, title: String) throws(ImportIssue) -> (String, Bool) {
        if let uuid = source.uuid, !uuid.isEmpty { return ("habo:\(InputExcerpt.excerpt(uuid, limit: 64))", false) }
        guard let id = source.id else { throw ImportIssue(title, field: "id", "the habit has neither a uuid nor an id") }
        guard let row = NumericBoundary.integer64(id, in: 0...Int64.max) else {
            throw ImportIssue(title, field: "id", "\(id.formatted) is not a row id (a whole number ≥ 0)")
        }
        return ("habo:\(row)", true)
    }

    /// What one event becomes.
    private func outcome(
        _ event: HaboEvent, isNumeric: Bool, target: Double, title: String, field: String
    ) throws(ImportIssue) -> SourceHistory.Outcome {
        let type = event.dayType.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if let progress = event.progress {
            guard progress.isFinite, progress >= 0, progress <= Self.maximumAmount else {
                throw ImportIssue(title, field: field, "the progress \(progress.formatted) is not an amount ≥ 0")
            }
        }
        switch type {
        case "check":
            guard isNumeric else { return .checkIn(1) }
            let amount = event.progress ?? target
            return amount == 0 ? .nothing(LoopEntry.zeroReason) : .checkIn(amount)
        case "progress":
            let amount = event.progress ?? 0
            guard amount > 0 else { return .nothing(LoopEntry.zeroReason) }
            return isNumeric ? .checkIn(amount) : .checkIn(1)
        case "skip": return .skip
        case "fail": return .nothing("days marked failed")
        case "clear": return .nothing("cleared days")
        default:
            // A day type a newer Habo may add: counted, its comment kept as the day's note.
            return .nothing("days of an unknown type")
        }
    }

    /// `"8:5"` (Habo writes hour and minute without padding); `nil` when it is not a time of day.
    static func reminder(_ text: String) -> Reminder? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) }), let hour = Int(parts[0]),
            let minute = Int(parts[1]), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return Reminder(hour: hour, minute: minute)
    }

    /// An advanced habit's cue, routine, reward and sanction as lines of the description.
    private func description(_ source: HaboHabit) -> String {
        guard source.advanced?.isOn == true else { return "" }
        let parts: [(String, String?)] = [
            ("Cue", source.cue), ("Routine", source.routine), ("Reward", source.reward),
            ("Sanction", source.sanction), ("Accountant", source.accountant),
        ]
        return parts.compactMap { label, text in
            guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
            return "\(label): \(text)"
        }.joined(separator: "\n")
    }
}
