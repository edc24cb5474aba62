import CadenceCore
import Foundation

/// Reads Habitto's legacy habits (sources 002 and 003, docs/import-export.md): a JSON array of
/// `SimpleHabitData` records. Each record's `goal` is split into count, unit and timing, its
/// `schedule` parsed (docs/import-export.md "Habitto legacy records"); a building habit's check-ins come from
/// `completionHistoryJSON`, a breaking habit's from `usageHistoryJSON` (docs/import-export.md "Habitto legacy records":
/// `actualUsage → progressCount`); `difficultyHistoryJSON` fills day records. A phrase or field
/// that cannot be read is an error naming the habit and the field.
struct HabittoLegacyImporter {
    let data: Data
    let fileName: String
    let calendar: UserCalendar

    func read() throws(ImportFailure) -> ImportDocument {
        let records: [HabittoRecord]
        do {
            records = try JSONDecoder().decode([HabittoRecord].self, from: data)
        } catch {
            throw ImportFailure(fileName: fileName, [DecodingErrorText.describe(error, fileName: fileName, data: data)])
        }
        var document = ImportDocument(format: .habittoLegacy, fileName: fileName)
        var errors: [ImportIssue] = []
        var ids = Set<String>()
        for (index, record) in records.enumerated() {
            let location = "\(fileName) record \(index + 1)"
            guard ids.insert(record.id).inserted else {
                errors.append(
                    ImportIssue(location, field: "id", "the id \(InputExcerpt.quoted(record.id)) is used by an earlier record"))
                continue
            }
            do {
                document.habits.append(try habit(record, location: location, position: index, document: &document))
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: fileName, errors) }
        return document
    }

    private func habit(
        _ record: HabittoRecord, location: String, position: Int, document: inout ImportDocument
    ) throws(ImportIssue) -> SourceHabit {
        try SourceName.check(record.name, location: location, field: "name")
        let title = "habit \(InputExcerpt.quoted(record.name)) (\(location))"
        var draft = HabitDraft(
            name: record.name, description: record.habitDescription ?? "", icon: record.icon,
            sourceID: "habitto:\(record.id)")
        draft.kind = try kind(record.habitType, title: title)
        let goal = try goal(record, title: title)
        let unit = goal.unit.lowercased()
        if unit == "time" || unit == "times" {
            draft.goal = Goal(type: .repetitions, unit: "times", target: goal.count)
        } else {
            draft.goal = Goal(
                type: GoalType.implied(byUnit: goal.unit), unit: MeasureUnit.canonical(goal.unit), target: goal.count)
        }
        let scheduleText = record.schedule?.trimmingCharacters(in: .whitespaces) ?? ""
        if scheduleText.isEmpty {
            switch goal.timing {
            case .schedule(let schedule)?: draft.schedule = schedule
            case .period(let period)?: draft.goal.period = period
            case nil: draft.schedule = .daily
            }
        } else {
            guard let schedule = HabittoPhrase.schedule(scheduleText) else {
                throw ImportIssue(title, field: "schedule", "cannot read the schedule \(InputExcerpt.quoted(scheduleText))")
            }
            draft.schedule = schedule
            switch goal.timing {
            case .period(let period)? where schedule == .daily:
                draft.goal.period = period
            case .some(let timing) where timing != .schedule(schedule):
                document.warnings.append(
                    ImportIssue(
                        title, field: "goal",
                        "the goal says '\(timing.summary)' but the schedule says '\(schedule.summary)'; the schedule is used"
                    ))
            default:
                break
            }
        }
        if let baseline = record.baseline {
            if draft.kind == .quit {
                draft.baseline = baseline
            } else if baseline != 0 {
                document.warnings.append(
                    ImportIssue(
                        title, field: "baseline",
                        "a building habit has no baseline; \(baseline.formatted) is not imported"))
            }
        }
        if let colorText = record.colorString?.trimmingCharacters(in: .whitespaces), !colorText.isEmpty {
            guard let color = Self.color(colorText) else {
                throw ImportIssue(title, field: "colorString", "\(InputExcerpt.quoted(colorText)) is neither a color name nor #RRGGBB")
            }
            draft.color = color
        }
        draft.reminders = try reminders(record.reminder, title: title)
        draft.startDay = record.startDate?.day(in: calendar)
        draft.endDay = record.endDate?.day(in: calendar)
        var habit = SourceHabit(
            location: location, draft: draft, position: position, createdAt: record.createdAt?.instant,
            updatedAt: record.updatedAt?.instant)
        let completions = try history(record.completionHistoryJSON, field: "completionHistoryJSON", title: title)
        let usage = try history(record.usageHistoryJSON, field: "usageHistoryJSON", title: title)
        let amounts = draft.kind == .quit ? usage : completions
        let ignored = draft.kind == .quit ? completions : usage
        if !ignored.isEmpty {
            document.skipEntry(
                draft.kind == .quit
                    ? "completion marks of breaking habits (derived from usage)"
                    : "usage counts of building habits (building habits count completions)",
                count: ignored.count)
        }
        for (day, amount) in amounts.sorted(by: { $0.key < $1.key }) {
            guard amount >= 0 else {
                throw ImportIssue(
                    title, field: draft.kind == .quit ? "usageHistoryJSON" : "completionHistoryJSON",
                    "\(day) has a negative count \(amount.formatted)")
            }
            if amount == 0 {
                document.skipEntry(LoopEntry.zeroReason)
            } else {
                habit.checkIns.append(SourceCheckIn(day: day, amount: amount))
            }
        }
        for (day, rating) in try history(record.difficultyHistoryJSON, field: "difficultyHistoryJSON", title: title)
            .sorted(by: { $0.key < $1.key })
        {
            guard rating == rating.rounded(), let difficulty = Int(exactly: rating) else {
                throw ImportIssue(
                    title, field: "difficultyHistoryJSON",
                    "\(day) has difficulty \(rating.formatted); ratings are whole numbers 1–5")
            }
            habit.dayRecords.append(SourceDayRecord(day: day, difficulty: difficulty))
        }
        return habit
    }

    /// docs/import-export.md "Habitto legacy records": `habitType` is "formation" or "breaking" (`HabitType` raw values "Habit
    /// Building"/"Habit Breaking" too); missing means formation.
    private func kind(_ text: String?, title: String) throws(ImportIssue) -> HabitKind {
        switch text?.trimmingCharacters(in: .whitespaces).lowercased() ?? "" {
        case "", "formation", "habit building", "building", "build": return .build
        case "breaking", "habit breaking", "quit": return .quit
        case let other: throw ImportIssue(title, field: "habitType", "\(InputExcerpt.quoted(other)) is neither formation nor breaking")
        }
    }

    /// The goal phrase, or the old `target` count when there is no phrase.
    private func goal(_ record: HabittoRecord, title: String) throws(ImportIssue) -> HabittoPhrase.Goal {
        let text = record.goal?.trimmingCharacters(in: .whitespaces) ?? ""
        if text.isEmpty {
            guard let target = record.target else {
                throw ImportIssue(title, field: "goal", "the habit has no goal")
            }
            return HabittoPhrase.Goal(count: target, unit: "times", timing: nil)
        }
        guard let goal = HabittoPhrase.goal(text) else {
            throw ImportIssue(
                title, field: "goal",
                "cannot read the goal \(InputExcerpt.quoted(text)) (expected a count, a unit and when, as in \"5 times everyday\")")
        }
        return goal
    }

    /// A `dateKey → number` map held as a JSON string; empty or missing means none.
    private func history(_ json: String?, field: String, title: String) throws(ImportIssue) -> [Day: Double] {
        guard let json, !json.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return [:] }
        let map: [String: Double]
        do {
            map = try JSONDecoder().decode([String: Double].self, from: Data(json.utf8))
        } catch DecodingError.typeMismatch(_, let context) where !context.codingPath.isEmpty {
            let key = context.codingPath.last?.stringValue ?? "?"
            throw ImportIssue(title, field: field, "the value for \(InputExcerpt.quoted(key)) is not a number")
        } catch DecodingError.typeMismatch(_, _) {
            throw ImportIssue(title, field: field, "expected a map of dateKey to number")
        } catch {
            throw ImportIssue(title, field: field, "not valid JSON (truncated or malformed)")
        }
        var result: [Day: Double] = [:]
        for (key, value) in map {
            guard let day = Day(key) else {
                throw ImportIssue(title, field: field, "\(InputExcerpt.quoted(key)) is not a yyyy-MM-dd date key")
            }
            guard value.isFinite else {
                throw ImportIssue(title, field: field, "the value for \(InputExcerpt.quoted(key)) is not a finite number")
            }
            result[day] = value
        }
        return result
    }

    /// Reminder times: `"9:00 AM"`, `"21:30"`, several separated by commas; none when empty.
    private func reminders(_ text: String?, title: String) throws(ImportIssue) -> [Reminder] {
        let trimmed = text?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !trimmed.isEmpty, !["no reminder", "none", "off"].contains(trimmed.lowercased()) else { return [] }
        var result: [Reminder] = []
        for part in trimmed.split(separator: ",") {
            guard let reminder = Self.reminder(String(part)) else {
                throw ImportIssue(
                    title, field: "reminder",
                    "cannot read the reminder time \(InputExcerpt.quoted(part.trimmingCharacters(in: .whitespaces)))")
            }
            result.append(reminder)
        }
        return result
    }

    static func reminder(_ text: String) -> Reminder? {
        var words = text.lowercased().split(separator: " ").map(String.init)
        var offset = 0
        if let last = words.last, last == "am" || last == "pm" {
            offset = last == "pm" ? 12 : 0
            words.removeLast()
            guard words.count == 1 else { return nil }
            let parts = words[0].split(separator: ":")
            guard (1...2).contains(parts.count), let hour = Int(parts[0]), (1...12).contains(hour) else { return nil }
            let minute = parts.count == 2 ? Int(parts[1]) : 0
            guard let minute, (0...59).contains(minute), parts.count == 1 || parts[1].count == 2 else { return nil }
            return Reminder(hour: hour % 12 + offset, minute: minute)
        }
        guard words.count == 1 else { return nil }
        return Reminder(time: words[0])
    }

    /// A palette token, a SwiftUI color name or a hex color.
    static func color(_ text: String) -> String? {
        let lowered = text.lowercased()
        if HabitColor.palette.contains(lowered) { return lowered }
        if lowered == "grey" { return "gray" }
        return HexColor.normalized(text)
    }
}
