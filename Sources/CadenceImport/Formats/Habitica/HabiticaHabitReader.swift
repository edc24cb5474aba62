import CadenceCore
import Foundation

/// Turns Habitica's dailies and habits into Cadence habits with their history
/// (docs/import-export.md "Habitica"; habit kinds and goals: docs/domain-rules.md §2; check-ins:
/// §3). A daily is a habit to build, done or not each day: each `history` entry marked
/// `completed: true` (Habitica writes one when it is checked off) is a check-in on the day of
/// that moment; entries marked `completed: false` (written at the end of a day it was left
/// unchecked) are misses, which Cadence derives itself, and entries without the mark (older
/// ones, and those Habitica aggregates once they are old) say nothing about a day — all three
/// are counted, not imported. A habit with only + is a habit to build, with only − a habit to
/// quit (each − is an occurrence, the limit 0); with both it is built from its + scores and its
/// − scores are counted, not imported. A habit's day's count is its history entry's `scoredUp`
/// (or `scoredDown`); counts other than 1 make a habit counting times.
struct HabiticaHabitReader {
    let calendar: UserCalendar

    /// The "not imported" reasons (docs/import-export.md "Habitica").
    enum Reason {
        static let dailyNotDone = "daily entries of days it was due but not done (Cadence sees the miss itself)"
        static let dailyNotDue = "daily entries of days it was not due"
        static let dailyUnmarked = "history entries without a done mark or counts (older, or aggregated by Habitica)"
        static let dailyTwice = "second check-offs of a daily on one day"
        static let minusOfBoth = "− scores of habits that have both + and −"
        static let removedButton = "scores of a button the habit no longer has"
        static let noScores = "habit history entries with no scores"
        static let directionless = "habits with neither + nor − (Habitica's dividers and notes)"
        static let undated = "history entries without a date (empty, or aggregated by Habitica from unreadable dates)"
    }

    /// A daily as a habit to build, with its schedule, reminders and check-offs.
    func daily(
        _ task: HabiticaTask, id: String, location: String, position: Int, document: inout ImportDocument
    ) throws(ImportIssue) -> SourceHabit {
        let base = try baseDraft(task, id: id, location: location, document: &document)
        var draft = base.draft
        let title = base.title
        draft.schedule = try HabiticaTaskMapping.schedule(task, title: title, warnings: &document.warnings)
        draft.reminders = try HabiticaTaskMapping.reminders(
            task, calendar: calendar, title: title, warnings: &document.warnings)
        if let start = task.startDate ?? task.createdAt {
            draft.startDay = try HabiticaTime.civilDay(of: start, calendar: calendar, location: title, field: "startDate")
        }
        var history = SourceHistory()
        var done = Set<Day>()
        for (_, entry, day, at) in try datedHistory(of: task, title: title, document: &document) {
            switch entry.completed {
            case nil:
                document.skipEntry(Reason.dailyUnmarked)
            case false?:
                document.skipEntry(entry.isDue == false ? Reason.dailyNotDue : Reason.dailyNotDone)
            case true?:
                guard done.insert(day).inserted else {
                    document.skipEntry(Reason.dailyTwice)
                    continue
                }
                history.addCheckIn(day: day, at: at, amount: 1, note: nil, line: nil)
            }
        }
        return try habit(draft, task: task, title: title, location: location, position: position, history: history)
    }

    /// A habit with + and/or −, or `nil` (counted) for one with neither.
    func habit(
        _ task: HabiticaTask, id: String, location: String, position: Int, document: inout ImportDocument
    ) throws(ImportIssue) -> SourceHabit? {
        let up = task.up ?? true
        let down = task.down ?? true
        guard up || down else {
            document.skipEntry(Reason.directionless)
            return nil
        }
        let base = try baseDraft(task, id: id, location: location, document: &document)
        var draft = base.draft
        let title = base.title
        draft.kind = up ? .build : .quit
        if up && down {
            document.warnings.append(
                ImportIssue(
                    title, field: "down",
                    "the habit has both + and −; it is imported as a habit to build from its + scores, and its − scores are not imported"
                ))
        }
        if let created = task.createdAt {
            draft.startDay = try HabiticaTime.civilDay(of: created, calendar: calendar, location: title, field: "createdAt")
        }
        var counts: [Day: (amount: Int, at: Date)] = [:]
        for (index, entry, day, at) in try datedHistory(of: task, title: title, document: &document) {
            guard entry.scoredUp != nil || entry.scoredDown != nil else {
                document.skipEntry(Reason.dailyUnmarked)
                continue
            }
            let ups = try score(entry.scoredUp, title: title, field: "history[\(index)].scoredUp")
            let downs = try score(entry.scoredDown, title: title, field: "history[\(index)].scoredDown")
            let counted = up ? ups : downs
            let ignored = up ? downs : ups
            if ignored > 0 { document.skipEntry(up && down ? Reason.minusOfBoth : Reason.removedButton, count: ignored) }
            guard counted > 0 else {
                if ignored == 0 { document.skipEntry(Reason.noScores) }
                continue
            }
            let previous = counts[day]
            let total = (previous?.amount ?? 0) + counted
            guard total <= Self.maximumScoresPerDay else {
                throw ImportIssue(
                    title, field: "history[\(index)].\(up ? "scoredUp" : "scoredDown")",
                    "\(total) scores on \(day); Cadence records at most \(Self.maximumScoresPerDay) a day")
            }
            counts[day] = (total, max(previous?.at ?? at, at))
        }
        var history = SourceHistory()
        for (day, count) in counts.sorted(by: { $0.key < $1.key }) {
            history.addCheckIn(day: day, at: count.at, amount: Double(count.amount), note: nil, line: nil)
        }
        let limit: Double = draft.kind == .quit ? 0 : 1
        draft.goal =
            history.isCounted ? Goal(type: .repetitions, unit: "times", target: limit) : Goal(type: .none, target: limit)
        return try habit(draft, task: task, title: title, location: location, position: position, history: history)
    }

    /// The most scores of one day read: a day with more than one score makes the habit count
    /// times (`repetitions`), whose day bound this is (docs/domain-rules.md §7) — scripts that
    /// score a habit through Habitica's API can pass a thousand a day.
    static let maximumScoresPerDay = Int(QuantityLimits.maximumPerDay(inBaseUnitOf: .repetitions))

    // MARK: Shared

    /// The name, description (notes, then the checklist) and source id every task type shares.
    private func baseDraft(_ task: HabiticaTask, id: String, location: String, document: inout ImportDocument)
        throws(ImportIssue) -> (draft: HabitDraft, title: String)
    {
        let text = HabiticaText.oneLine(task.text ?? "")
        guard !text.isEmpty else {
            throw ImportIssue(location, field: "text", "the task has no text (its name)")
        }
        // Habitica sets no length limit on a task's text: a longer one is cut, kept whole in
        // the description.
        let limit = HabitValidator.maximumNameLength
        let cutName = HabiticaText.cut(text, to: limit)
        let name = cutName.text
        let title = "habit \(InputExcerpt.quoted(name)) (\(location))"
        var description = HabiticaText.withChecklist(task.notes, task.checklist, showsDone: false)
        if cutName.wasCut {
            description = description.isEmpty ? text : text + "\n\n" + description
            document.warnings.append(
                ImportIssue(
                    title, field: "text",
                    "the name is longer than Cadence's \(limit) characters; it is cut, and kept whole in the description"))
        }
        let descriptionLimit = HabitValidator.maximumDescriptionLength
        let cut = HabiticaText.cut(description, to: descriptionLimit)
        if cut.wasCut {
            description = cut.text
            document.warnings.append(
                ImportIssue(title, field: "notes", "the notes are cut to Cadence's \(descriptionLimit) characters"))
        }
        return (HabitDraft(name: name, description: description, sourceID: "habitica:\(id)"), title)
    }

    private func habit(
        _ draft: HabitDraft, task: HabiticaTask, title: String, location: String, position: Int,
        history: SourceHistory
    ) throws(ImportIssue) -> SourceHabit {
        var createdAt: Date?
        if let stamp = task.createdAt { createdAt = try HabiticaTime.instant(stamp, location: title, field: "createdAt") }
        var updatedAt: Date?
        if let stamp = task.updatedAt { updatedAt = try HabiticaTime.instant(stamp, location: title, field: "updatedAt") }
        return SourceHabit(
            location: location, draft: draft, position: position, createdAt: createdAt, updatedAt: updatedAt,
            checkIns: history.checkIns, dayRecords: history.dayRecords)
    }

    /// A day's `scoredUp` or `scoredDown`: a whole number of clicks, 0 when absent.
    /// The task's history entries with their days in the user's calendar; entries without a
    /// date (or `null` ones) are counted as not imported (docs/import-export.md "Habitica").
    private func datedHistory(of task: HabiticaTask, title: String, document: inout ImportDocument)
        throws(ImportIssue) -> [(index: Int, entry: HabiticaTask.HistoryEntry, day: Day, at: Date)]
    {
        document.skipEntry(Reason.undated, count: task.nullHistoryEntries)
        var dated: [(index: Int, entry: HabiticaTask.HistoryEntry, day: Day, at: Date)] = []
        for (index, entry) in (task.history ?? []).enumerated() {
            guard let date = entry.date else {
                document.skipEntry(Reason.undated)
                continue
            }
            let (day, at) = try HabiticaTime.day(
                of: date, calendar: calendar, location: title, field: "history[\(index)].date")
            dated.append((index, entry, day, at))
        }
        return dated
    }

    private func score(_ value: Double?, title: String, field: String) throws(ImportIssue) -> Int {
        guard let value else { return 0 }
        return try HabiticaTaskMapping.whole(value, in: 0...Self.maximumScoresPerDay, title: title, field: field)
    }
}
