import CadenceCore
import Foundation

/// Reads Table Habit's (mhabit) JSON export (docs/import-export.md "Table Habit"): `{"habits":
/// [...], "groups": [...]}` with each habit's records. A normal habit is a build habit, a
/// negative one a quit habit whose daily goal is its limit (docs/domain-rules.md §2); a `done`
/// record is a check-in of its value, a `skip` record a skipped day (§3), a record's reason its
/// note. Archived habits are imported archived; deleted ones are counted, not imported.
struct TableHabitImporter {
    let data: Data
    let fileName: String

    /// Whether the start of a JSON file (the first 64 KiB, as text) holds keys only mhabit writes.
    static func recognizes(json prefix: String) -> Bool {
        prefix.contains("\"habits\"")
            && (prefix.contains("\"daily_goal\"") || prefix.contains("\"freq_type\"")
                || prefix.contains("\"record_date\"") || prefix.contains("\"freq_custom\""))
    }

    /// The largest daily goal mhabit allows for its extra goal (its goal is at most 10,000,000).
    static let maximumGoal = 50_000_000.0

    func read() throws(ImportFailure) -> ImportDocument {
        let file: TableHabitFile
        do {
            file = try JSONDecoder().decode(TableHabitFile.self, from: data)
        } catch {
            throw ImportFailure(
                fileName: fileName, [DecodingErrorText.describe(error, fileName: fileName, recordNoun: "habit", data: data)])
        }
        var document = ImportDocument(format: .tableHabit, fileName: fileName)
        var errors: [ImportIssue] = []
        for (index, habit) in file.habits.enumerated() {
            let location = "\(fileName) habit \(index + 1)"
            do {
                if let mapped = try self.habit(habit, location: location, position: index, document: &document) {
                    document.habits.append(mapped)
                }
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: fileName, errors) }
        if let groups = file.groups, !groups.isEmpty {
            document.warnings.append(
                ImportIssue(fileName, field: "groups", "\(groups.count) group(s) are not imported; the habits are imported without them"))
        }
        return document
    }

    private func habit(
        _ source: TableHabitHabit, location: String, position: Int, document: inout ImportDocument
    ) throws(ImportIssue) -> SourceHabit? {
        let name = source.name ?? ""
        try SourceName.check(name, location: location, field: "name")
        let title = "habit \(InputExcerpt.quoted(name)) (\(location))"
        var isArchived = false
        if let status = source.status {
            switch try Self.code(status, title: title, field: "status") {
            case 0, 1: break
            case 2:
                document.skipEntry("habits deleted in Table Habit")
                document.skipEntry("records of habits deleted in Table Habit", count: source.records?.count ?? 0)
                return nil
            case 3: isArchived = true
            default:
                // A status a newer mhabit may add: imported active, with a warning.
                document.warnings.append(
                    ImportIssue(
                        title, field: "status",
                        "\(status.formatted) is none of 1 (active), 2 (deleted), 3 (archived); imported as active"))
            }
        }
        var draft = HabitDraft(name: name, description: source.desc ?? "")
        draft.kind = try kind(source.type, title: title, warnings: &document.warnings)
        draft.sourceID = try sourceID(source, position: position)
        if let color = try TableHabitMapping.color(code: source.color, custom: source.customColor, title: title) {
            draft.color = color
        }
        draft.schedule = try TableHabitMapping.schedule(
            type: source.freqType, custom: source.freqCustom, title: title, warnings: &document.warnings)
        draft.reminders = try TableHabitMapping.reminder(source.reminder, title: title, warnings: &document.warnings)
        if let startDate = source.startDate {
            draft.startDay = try day(startDate, title: title, field: "start_date")
        }
        let history = try self.history(source.records ?? [], title: title, document: &document)
        draft.goal = try goal(source, kind: draft.kind, history: history, title: title)
        if let extra = source.dailyGoalExtra {
            guard extra.isFinite, (0...Self.maximumGoal).contains(extra) else {
                throw ImportIssue(title, field: "daily_goal_extra", "\(extra.formatted) is not a goal from 0 to 50,000,000")
            }
            document.warnings.append(
                ImportIssue(title, field: "daily_goal_extra", "the extra goal \(extra.formatted) is not imported (Cadence has one target)"))
        }
        var habit = SourceHabit(
            location: location, draft: draft, sourceIDIsWeak: (source.uuid ?? "").isEmpty, isArchived: isArchived,
            position: position, createdAt: try instant(source.createT, title: title, field: "create_t"),
            updatedAt: try instant(source.modifyT, title: title, field: "modify_t"))
        habit.checkIns = history.checkIns
        habit.dayRecords = history.dayRecords
        return habit
    }

    /// The uuid when the file has one; otherwise the creation time, or the position, which only
    /// identify the habit together with its name (`sourceIDIsWeak`).
    private func sourceID(_ source: TableHabitHabit, position: Int) throws(ImportIssue) -> String {
        if let uuid = source.uuid, !uuid.isEmpty { return "table-habit:\(InputExcerpt.excerpt(uuid, limit: 64))" }
        if let created = source.createT, let seconds = NumericBoundary.integer64(created) {
            return "table-habit:created-\(seconds)"
        }
        return "table-habit:position-\(position + 1)"
    }

    private func kind(_ type: Double?, title: String, warnings: inout [ImportIssue]) throws(ImportIssue) -> HabitKind {
        guard let type else { return .build }
        switch try Self.code(type, title: title, field: "type") {
        case 0, 1: return .build
        case 2: return .quit
        default:
            // A habit type a newer mhabit may add: imported as a build habit, with a warning.
            warnings.append(
                ImportIssue(title, field: "type", "\(type.formatted) is neither 1 (normal) nor 2 (negative); imported as normal"))
            return .build
        }
    }

    /// An enum code of mhabit (a whole number ≥ 0). Codes it does not know yet are the caller's to
    /// warn about; a fraction, a negative or a huge number is an error.
    static func code(_ value: Double, title: String, field: String) throws(ImportIssue) -> Int {
        guard let code = NumericBoundary.integer(value, in: 0...1_000_000) else {
            throw ImportIssue(title, field: field, "\(value.formatted) is not a code (a whole number ≥ 0)")
        }
        return code
    }

    /// A yes/no habit (no unit, a goal of 1, every done record 1) stays simple; otherwise it counts
    /// its unit (`times` without one) with the daily goal as target — a quit habit's limit.
    private func goal(
        _ source: TableHabitHabit, kind: HabitKind, history: SourceHistory, title: String
    ) throws(ImportIssue) -> Goal {
        let target = source.dailyGoal ?? (kind == .quit ? 0 : 1)
        guard target.isFinite, (0...Self.maximumGoal).contains(target) else {
            throw ImportIssue(title, field: "daily_goal", "\(target.formatted) is not a goal from 0 to 50,000,000")
        }
        let unit = source.dailyGoalUnit?.trimmingCharacters(in: .whitespaces) ?? ""
        if unit.isEmpty, kind == .build, target == 1, !history.isCounted { return .simple() }
        let label = unit.isEmpty ? "times" : unit
        return Goal(type: GoalType.implied(byUnit: label), unit: MeasureUnit.canonical(label), target: target)
    }

    private func history(
        _ records: [TableHabitRecord], title: String, document: inout ImportDocument
    ) throws(ImportIssue) -> SourceHistory {
        var history = SourceHistory()
        for (index, record) in records.enumerated() {
            let field = "records[\(index)]"
            guard let date = record.recordDate else {
                throw ImportIssue(title, field: field + ".record_date", "the record has no date")
            }
            let day = try day(date, title: title, field: field + ".record_date")
            let outcome: SourceHistory.Outcome
            let type: Int
            if let raw = record.recordType {
                // A record type beyond 2 (one a newer mhabit may add) is counted as unknown below.
                type = try Self.code(raw, title: title, field: field + ".record_type")
            } else {
                type = 1
            }
            switch type {
            case 1:
                let value = record.recordValue ?? 1
                guard value.isFinite, value >= 0, value <= Self.maximumGoal else {
                    throw ImportIssue(
                        title, field: field + ".record_value", "\(value.formatted) is not an amount from 0 to 50,000,000")
                }
                outcome = value == 0 ? .nothing(LoopEntry.zeroReason) : .checkIn(value)
            case 2:
                outcome = .skip
            default:
                outcome = .nothing("records of unknown status")
            }
            if let reason = history.add(outcome, day: day, note: record.reason, line: index + 1) {
                document.skipEntry(reason)
            }
        }
        return history
    }

    /// Days since 1970-01-01, within `Day.supported` (docs/domain-rules.md §7 "Dates").
    private func day(_ value: Double, title: String, field: String) throws(ImportIssue) -> Day {
        let range = Day.supported.lowerBound.ordinal...Day.supported.upperBound.ordinal
        guard let ordinal = NumericBoundary.integer(value, in: range) else {
            throw ImportIssue(title, field: field, "\(value.formatted) is not a day from 1900-01-01 to 2199-12-31 (days since 1970)")
        }
        return Day(ordinal: ordinal)
    }

    /// Seconds since 1970 (mhabit's `create_t`/`modify_t`), at most the year 9999.
    private func instant(_ value: Double?, title: String, field: String) throws(ImportIssue) -> Date? {
        guard let value else { return nil }
        guard value.isFinite, (0...253_402_300_799).contains(value) else {
            throw ImportIssue(title, field: field, "\(value.formatted) is not a time in seconds since 1970")
        }
        return Date(timeIntervalSince1970: value)
    }
}
