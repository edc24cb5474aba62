import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// Reads Cadence's own JSON export (`CadenceExportDocument`, docs/import-export.md) back into an
/// `ImportDocument`, checking its `format` and `version` first: a file from a newer Cadence is
/// refused rather than read partly.
struct CadenceJSONImporter {
    let data: Data
    let fileName: String

    private struct Header: Decodable {
        let format: String?
        let version: Int?
    }

    func read() throws(ImportFailure) -> ImportDocument {
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw ImportFailure(fileName: fileName, [DecodingErrorText.describe(error, fileName: fileName, data: data)])
        }
        guard header.format == CadenceExportDocument.formatName else {
            throw ImportFailure(
                fileName: fileName,
                [
                    ImportIssue(
                        fileName, field: "format",
                        "not a Cadence export (its format is \(header.format.map { InputExcerpt.quoted($0) } ?? "missing"))")
                ])
        }
        guard let version = header.version, (1...CadenceExportDocument.currentVersion).contains(version) else {
            throw ImportFailure(
                fileName: fileName,
                [
                    ImportIssue(
                        fileName, field: "version",
                        "version \(header.version.map(String.init) ?? "missing") is not one this Cadence reads "
                            + "(1–\(CadenceExportDocument.currentVersion)); update Cadence"
                    )
                ])
        }
        let exported: CadenceExportDocument
        do {
            exported = try JSONDecoder().decode(CadenceExportDocument.self, from: data)
        } catch {
            throw ImportFailure(
                fileName: fileName, [DecodingErrorText.describe(error, fileName: fileName, recordNoun: "item")])
        }
        var errors: [ImportIssue] = []
        var document = ImportDocument(format: .cadenceJSON, fileName: fileName)
        do {
            document.settings = try settings(exported.settings)
        } catch {
            errors.append(error)
        }
        document.categories = exported.categories.map {
            SourceCategory(name: $0.name, isPreset: $0.preset, sortOrder: $0.sortOrder)
        }
        var keys = Set<String>()
        for (index, habit) in exported.habits.enumerated() {
            guard keys.insert(habit.id).inserted else {
                errors.append(
                    ImportIssue(
                        "\(fileName) habit \(index + 1)", field: "id",
                        "the id \(InputExcerpt.quoted(habit.id)) is used by an earlier habit")
                )
                continue
            }
            do {
                document.habits.append(try sourceHabit(habit, index: index))
            } catch {
                errors.append(error)
                if errors.count >= ImportFailure.maximumIssues { break }
            }
        }
        do {
            document.progress = try progress(exported)
        } catch {
            errors.append(error)
        }
        for (index, entry) in (exported.health ?? []).enumerated() where errors.count < ImportFailure.maximumIssues {
            guard let createdAt = InstantText.date(entry.createdAt) else {
                errors.append(
                    ImportIssue(
                        "\(fileName) health entry \(index + 1)", field: "createdAt",
                        "\(InputExcerpt.quoted(entry.createdAt)) is not an ISO 8601 instant"))
                continue
            }
            document.health.append(
                HealthEntry(type: entry.type, day: entry.date, value: entry.value, note: entry.note, createdAt: createdAt))
        }
        for (index, todo) in (exported.todos ?? []).enumerated() where errors.count < ImportFailure.maximumIssues {
            do {
                document.todos.append(try self.todo(todo, index: index))
            } catch {
                errors.append(error)
            }
        }
        for (index, note) in (exported.notes ?? []).enumerated() where errors.count < ImportFailure.maximumIssues {
            guard let createdAt = InstantText.date(note.createdAt), let updatedAt = InstantText.date(note.updatedAt) else {
                errors.append(
                    ImportIssue("\(fileName) note \(index + 1)", field: "createdAt", "createdAt and updatedAt are ISO 8601 instants"))
                continue
            }
            document.notes.append(
                Note(title: note.title, content: note.content, isPinned: note.pinned, createdAt: createdAt, updatedAt: updatedAt))
        }
        for (index, account) in (exported.accounts ?? []).enumerated() where errors.count < ImportFailure.maximumIssues {
            do {
                document.moneyAccounts.append(try moneyAccount(account, index: index))
            } catch {
                errors.append(error)
            }
        }
        readRoutines(exported, into: &document, errors: &errors)
        guard errors.isEmpty else { throw ImportFailure(fileName: fileName, errors) }
        return document
    }

    private func settings(_ settings: CadenceExportDocument.ExportSettings) throws(ImportIssue) -> UserSettings {
        guard let weekStart = Weekday(rawValue: settings.weekStart) else {
            throw ImportIssue(
                "\(fileName) settings", field: "weekStart", "\(settings.weekStart) is not an ISO weekday 1–7")
        }
        return UserSettings(
            timeZoneIdentifier: settings.timeZone, dayStartHour: settings.dayStart, weekStart: weekStart,
            onboardingCompleted: settings.onboardingCompleted,
            // A language this version does not speak is left out rather than refusing the file (docs/domain-rules.md §23).
            locale: settings.locale.flatMap(UserSettings.canonicalLocale),
            // The file's week start is the one the person had: kept, never moved to the language's
            // (docs/domain-rules.md §23 "Week start and clock").
            weekStartChosen: true)
    }

    private func sourceHabit(_ habit: CadenceExportDocument.ExportHabit, index: Int) throws(ImportIssue) -> SourceHabit {
        let location = "\(fileName) habit \(index + 1) (id \(InputExcerpt.quoted(habit.id)))"
        try SourceName.check(habit.name, location: location, field: "name")
        let title = "habit \(InputExcerpt.quoted(habit.name)) (\(location))"
        // Checked here rather than left to `HabitValidator`, whose message quotes the whole value.
        guard HabitColor.isValid(habit.color) else {
            throw ImportIssue(
                title, field: "color", "\(InputExcerpt.quoted(habit.color)) is neither a palette color nor #RRGGBB")
        }
        var reminders: [Reminder] = []
        for reminder in habit.reminders {
            guard var parsed = Reminder(time: reminder.time) else {
                throw ImportIssue(title, field: "reminders", "\(InputExcerpt.quoted(reminder.time)) is not an HH:MM time")
            }
            let days = reminder.weekdays.compactMap(Weekday.init(rawValue:))
            guard days.count == reminder.weekdays.count else {
                throw ImportIssue(title, field: "reminders", "weekdays are ISO numbers 1 (Monday) to 7 (Sunday)")
            }
            parsed.weekdays = Set(days)
            parsed.isActive = reminder.active
            reminders.append(parsed)
        }
        let draft = HabitDraft(
            name: habit.name, description: habit.description, icon: habit.icon, color: habit.color, kind: habit.kind,
            goal: Goal(type: habit.goalType, unit: habit.unit, target: habit.target, period: habit.period),
            baseline: habit.baseline, schedule: habit.schedule, startDay: habit.startDate, endDay: habit.endDate,
            reminders: reminders, presetID: habit.presetId, sourceID: habit.id, linkedHealth: habit.linkedHealth)
        let checkIns = try habit.checkIns.enumerated().map { (offset, checkIn) throws(ImportIssue) in
            guard let at = InstantText.date(checkIn.at) else {
                throw ImportIssue(title, field: "checkIns[\(offset)].at", "\(InputExcerpt.quoted(checkIn.at)) is not an ISO 8601 instant")
            }
            return SourceCheckIn(day: checkIn.day, at: at, amount: checkIn.amount, note: checkIn.note)
        }
        return SourceHabit(
            location: location, draft: draft, isArchived: habit.archived, position: habit.sortOrder,
            categoryName: habit.category, createdAt: try instant(habit.createdAt, field: "createdAt", title: title),
            updatedAt: try instant(habit.updatedAt, field: "updatedAt", title: title), checkIns: checkIns,
            dayRecords: habit.dayRecords.map {
                SourceDayRecord(day: $0.day, isSkipped: $0.skipped, difficulty: $0.difficulty, note: $0.note)
            })
    }

    private func progress(_ exported: CadenceExportDocument) throws(ImportIssue) -> SourceProgress {
        var transactions: [XPTransaction] = []
        for (index, entry) in exported.xp.enumerated() {
            let at = try instant(entry.at, field: "at", title: "\(fileName) xp \(index + 1)")
            transactions.append(
                XPTransaction(
                    amount: entry.amount, reason: entry.reason, day: entry.day, achievementID: entry.achievementId,
                    at: at))
        }
        var unlocks: [AchievementUnlock] = []
        for (index, achievement) in exported.achievements.enumerated() {
            let at = try instant(
                achievement.unlockedAt, field: "unlockedAt", title: "\(fileName) achievement \(index + 1)")
            unlocks.append(AchievementUnlock(achievementID: achievement.id, unlockedAt: at))
        }
        return SourceProgress(perfectDays: exported.perfectDays, transactions: transactions, achievements: unlocks)
    }

    private func instant(_ text: String, field: String, title: String) throws(ImportIssue) -> Date {
        guard let date = InstantText.date(text) else {
            throw ImportIssue(title, field: field, "\(InputExcerpt.quoted(text)) is not an ISO 8601 instant")
        }
        return date
    }
}

extension CadenceJSONImporter {
    /// A to-do of the export, its instants and repeat rule read (the planner validates the rest).
    func todo(_ todo: CadenceExportDocument.ExportTodo, index: Int) throws(ImportIssue) -> Todo {
        let location = "\(fileName) to-do \(index + 1)"
        guard let createdAt = InstantText.date(todo.createdAt), let updatedAt = InstantText.date(todo.updatedAt) else {
            throw ImportIssue(location, field: "createdAt", "createdAt and updatedAt are ISO 8601 instants")
        }
        var completedAt: Date?
        if let text = todo.completedAt {
            guard let instant = InstantText.date(text) else {
                throw ImportIssue(location, field: "completedAt", "\(InputExcerpt.quoted(text)) is not an ISO 8601 instant")
            }
            completedAt = instant
        }
        var rule: TodoRepeat?
        if let text = todo.repeat {
            guard let parsed = TodoRepeat(text) else {
                throw ImportIssue(location, field: "repeat", "\(InputExcerpt.quoted(text)) is not daily, weekly, monthly or every N days")
            }
            rule = parsed
        }
        return Todo(
            title: todo.title, due: todo.due, priority: todo.priority, notes: todo.notes, repeatRule: rule,
            completedAt: completedAt, createdAt: createdAt, updatedAt: updatedAt)
    }
}
