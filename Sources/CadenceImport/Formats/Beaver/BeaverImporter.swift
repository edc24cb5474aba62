import CadenceCore
import Foundation

/// Reads Beaver Habit Tracker's JSON export (docs/import-export.md "Beaver Habit Tracker"):
/// yes/no habits with their records by day. A record marked done is a check-in, one whose text
/// holds the `#skip` tag a skipped day (docs/domain-rules.md §3); other texts are notes. The
/// period (n ticks per days, weeks, months or years) becomes a schedule (docs/domain-rules.md
/// §2). Archived habits are imported archived; soft-deleted ones are counted, not imported.
struct BeaverImporter {
    let data: Data
    let fileName: String

    /// Whether the start of a JSON file (the first 64 KiB, as text) looks like Beaver's export:
    /// its `user_email`/`exported_at` header, or habits whose records have `day` and `done`.
    static func recognizes(json prefix: String) -> Bool {
        guard prefix.contains("\"habits\"") else { return false }
        if prefix.contains("\"user_email\"") && prefix.contains("\"exported_at\"") { return true }
        return prefix.contains("\"records\"") && prefix.contains("\"day\"") && prefix.contains("\"done\"")
    }

    /// The largest period count read (Beaver's form has no limit; a thousand is far beyond use).
    static let maximumCount = 1_000

    func read() throws(ImportFailure) -> ImportDocument {
        let file: BeaverFile
        do {
            file = try JSONDecoder().decode(BeaverFile.self, from: data)
        } catch {
            throw ImportFailure(
                fileName: fileName, [DecodingErrorText.describe(error, fileName: fileName, recordNoun: "habit", data: data)])
        }
        var document = ImportDocument(format: .beaver, fileName: fileName)
        var errors: [ImportIssue] = []
        var ids = Set<String>()
        for (index, source) in file.habits.enumerated() {
            let location = "\(fileName) habit \(index + 1)"
            do throws(ImportIssue) {
                if let id = source.id?.text, !ids.insert(id).inserted {
                    throw ImportIssue(location, field: "id", "the id \(InputExcerpt.quoted(id)) is used by an earlier habit")
                }
                if let habit = try self.habit(source, location: location, position: index, document: &document) {
                    document.habits.append(habit)
                }
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        guard errors.isEmpty else { throw ImportFailure(fileName: fileName, errors) }
        return document
    }

    private func habit(
        _ source: BeaverHabit, location: String, position: Int, document: inout ImportDocument
    ) throws(ImportIssue) -> SourceHabit? {
        let name = source.name ?? ""
        try SourceName.check(name, location: location, field: "name")
        let title = "habit \(InputExcerpt.quoted(name)) (\(location))"
        var isArchived = false
        switch source.status?.lowercased() ?? "active" {
        case "active", "normal": break
        case "archive", "archived": isArchived = true
        case "soft_delete", "deleted":
            document.skipEntry("habits deleted in Beaver Habit Tracker")
            document.warnings.append(ImportIssue(title, field: "status", "the habit is deleted in Beaver Habit Tracker; not imported"))
            return nil
        case let other:
            // Beaver itself reads a status it does not know as active.
            document.warnings.append(
                ImportIssue(
                    title, field: "status",
                    "\(InputExcerpt.quoted(other)) is none of active, archive, soft_delete; imported as active"))
        }
        var draft = HabitDraft(name: name)
        let isWeak: Bool
        if let id = source.id?.text, !id.isEmpty {
            draft.sourceID = "beaver:\(InputExcerpt.excerpt(id, limit: 64))"
            isWeak = false
        } else {
            draft.sourceID = "beaver:position-\(position + 1)"
            isWeak = true
        }
        if let period = source.period {
            draft.schedule = try schedule(period, title: title, warnings: &document.warnings)
        }
        var latest: [Day: (record: BeaverRecord, index: Int)] = [:]
        for (index, record) in (source.records ?? []).enumerated() {
            guard let day = Day(record.day) else {
                throw ImportIssue(
                    title, field: "records[\(index)].day",
                    "\(InputExcerpt.quoted(record.day)) is not a day YYYY-MM-DD from 1900-01-01 to 2199-12-31")
            }
            if latest[day] != nil {
                document.warnings.append(
                    ImportIssue(title, field: "records[\(index)]", "a second record for \(day); the later one is imported"))
            }
            latest[day] = (record, index)
        }
        var history = SourceHistory()
        for (day, entry) in latest.sorted(by: { $0.key < $1.key }) {
            let text = entry.record.text
            let outcome: SourceHistory.Outcome
            if entry.record.done == true {
                outcome = .checkIn(1)
            } else if let text, Self.hasSkipTag(text) {
                outcome = .skip
            } else {
                outcome = .nothing(SourceHistory.notDoneReason)
            }
            if let reason = history.add(outcome, day: day, note: text, line: entry.index + 1) {
                document.skipEntry(reason)
            }
        }
        var habit = SourceHabit(
            location: location, draft: draft, sourceIDIsWeak: isWeak, isArchived: isArchived, position: position)
        habit.checkIns = history.checkIns
        habit.dayRecords = history.dayRecords
        return habit
    }

    /// Whether a record's text holds Beaver's `#skip` tag (its "skip" chip writes `#amber #skip`).
    static func hasSkipTag(_ text: String) -> Bool {
        text.lowercased().split { $0.isWhitespace || $0 == "," }.contains("#skip")
    }

    /// `n/1D` daily when n ≥ 1; `n/kD` n in k-day blocks; `n/1W` n per week; `n/1M` n per month;
    /// several weeks, months or years become blocks of 7, 30 or 365 days, with a warning.
    private func schedule(
        _ period: BeaverPeriod, title: String, warnings: inout [ImportIssue]
    ) throws(ImportIssue) -> Schedule {
        guard let periodType = period.periodType, let periodCount = period.periodCount,
            let targetCount = period.targetCount
        else {
            if period.periodType != nil || period.periodCount != nil || period.targetCount != nil {
                warnings.append(
                    ImportIssue(
                        title, field: "period",
                        "the period lacks one of period_type, period_count, target_count; imported as daily"))
            }
            return .daily
        }
        guard let count = NumericBoundary.integer(periodCount, in: 1...Self.maximumCount) else {
            throw ImportIssue(
                title, field: "period.period_count", "\(periodCount.formatted) is not a whole count from 1 to 1,000")
        }
        let type = periodType.uppercased()
        let daysPerUnit: Int
        switch type {
        case "D": daysPerUnit = 1
        case "W": daysPerUnit = 7
        case "M": daysPerUnit = 31
        case "Y": daysPerUnit = 366
        default:
            // A period type a newer Beaver may add: daily, with a warning.
            warnings.append(
                ImportIssue(
                    title, field: "period.period_type",
                    "\(InputExcerpt.quoted(periodType)) is none of D, W, M, Y; imported as daily"))
            return .daily
        }
        let most = daysPerUnit * count
        guard let target = NumericBoundary.integer(targetCount, in: 1...most) else {
            throw ImportIssue(
                title, field: "period.target_count",
                "\(targetCount.formatted) is not a whole count from 1 to \(most) (\(count)\(type))")
        }
        switch (type, count) {
        case ("D", _): return target >= count ? .daily : .timesInDays(target, count)
        case ("W", 1): return target >= 7 ? .daily : .timesPerWeek(target)
        case ("M", 1): return .timesPerMonth(target)
        default:
            let days = (type == "W" ? 7 : type == "M" ? 30 : 365) * count
            let schedule = Schedule.timesInDays(min(target, days), days)
            warnings.append(
                ImportIssue(
                    title, field: "period",
                    "\(target) times in \(count)\(type) is imported as \(schedule.summary) (blocks counted from the start)"))
            return schedule
        }
    }
}
