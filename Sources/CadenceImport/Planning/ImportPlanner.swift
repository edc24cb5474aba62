import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// Turns what a file holds into what an import will write (docs/import-export.md): validates
/// every habit, check-in and day record with the core validators (docs/domain-rules.md §7) — any refusal
/// refuses the whole import, naming the record and field — matches habits the user already has,
/// leaves out check-ins on days that already have some, merges day records, and lists the
/// `StoreChange`s of one batch. Pure: it reads nothing but its inputs.
struct ImportPlanner {
    let document: ImportDocument
    let target: ImportTarget
    let matches: [HabitMatch]
    let startedAt: Date

    var errors: [ImportIssue] = []
    var warnings: [ImportIssue] = []
    var changes: [StoreChange] = []
    var planned: [PlannedHabit] = []
    /// Active habit names (docs/domain-rules.md §7 keys) taken so far.
    var activeNames: Set<String>
    /// Per name key, the number the next duplicate of that name tries first, so that a file
    /// naming thousands of habits alike is planned in linear time (a fuzzed Loop backup with
    /// 4,000 habits named `Same` took 11 s when each duplicate counted up from 2).
    var nextDuplicateNumber: [String: Int] = [:]
    var newActiveHabits = 0
    var categoriesCreated = 0
    var restoresSettings = false
    var restoresProgress = false
    /// Life OS records planned, and found already present, by area.
    var lifeRecords: [String: Int] = [:]
    var lifeRecordsAlreadyPresent: [String: Int] = [:]
    /// Noon of each day, local time, computed once per day (a backfilled check-in's instant).
    var noons: [Day: Date] = [:]
    /// Source ids given to new habits so far (the store keeps them unique per user).
    var newSourceIDs: Set<String> = []
    private var categoryKeys: Set<String>
    private var highestCategorySort: Int

    init(document: ImportDocument, target: ImportTarget, matches: [HabitMatch], startedAt: Date) {
        self.document = document
        self.target = target
        self.matches = matches
        self.startedAt = startedAt
        activeNames = Set(target.habits.filter { !$0.isArchived }.map { HabitMatcher.key($0.name) })
        categoryKeys = Set(target.categories.map { HabitMatcher.key($0.name) })
        highestCategorySort = target.categories.map(\.sortOrder).max() ?? -1
    }

    /// The plan, or every error found (at most `ImportFailure.maximumIssues`).
    static func plan(
        _ document: ImportDocument, against target: ImportTarget, matches: [HabitMatch], matchWarnings: [ImportIssue],
        startedAt: Date
    ) throws(ImportFailure) -> ImportPlan {
        var planner = ImportPlanner(document: document, target: target, matches: matches, startedAt: startedAt)
        planner.warnings = document.warnings + matchWarnings
        planner.planSettings()
        planner.planCategories()
        planner.planHabits()
        planner.checkHabitLimit()
        planner.planProgress()
        planner.planHealth()
        planner.planTodos()
        planner.planNotes()
        planner.planMoney()
        planner.planRoutines()
        guard planner.errors.isEmpty else { throw ImportFailure(fileName: document.fileName, planner.errors) }
        return ImportPlan(
            document: document, startedAt: startedAt, habits: planner.planned, warnings: planner.warnings,
            changes: planner.changes, categoriesCreated: planner.categoriesCreated,
            restoresSettings: planner.restoresSettings, restoresProgress: planner.restoresProgress,
            lifeRecords: planner.lifeRecords, lifeRecordsAlreadyPresent: planner.lifeRecordsAlreadyPresent)
    }

    /// Records an error; past the cap, further errors are dropped.
    mutating func fail(_ issue: ImportIssue) {
        if errors.count < ImportFailure.maximumIssues { errors.append(issue) }
    }

    var isFull: Bool { errors.count >= ImportFailure.maximumIssues }

    // MARK: Settings, categories, progress (Cadence exports)

    /// A Cadence export's settings replace the user's only in a store without habits (a restore);
    /// otherwise the user's are kept, and a difference is reported.
    private mutating func planSettings() {
        guard let settings = document.settings else { return }
        do {
            let valid = try settings.validated()
            guard valid != target.settings else { return }
            if target.habits.isEmpty {
                changes.append(.saveSettings(valid))
                restoresSettings = true
            } else {
                warnings.append(
                    ImportIssue(
                        "\(document.fileName) settings",
                        "the file's settings (\(valid.timeZoneIdentifier), day start \(valid.dayStartHour)) differ from yours; yours are kept"
                    ))
            }
        } catch {
            fail(ImportIssue("\(document.fileName) settings", field: error.field, error.message))
        }
    }

    /// Categories are matched by name (case-insensitive); missing ones are created, keeping the
    /// file's order after the user's own.
    private mutating func planCategories() {
        for category in document.categories {
            ensureCategory(category.name, sortOrder: category.sortOrder)
        }
        for (index, habit) in document.habits.enumerated() where matches[index].existingHabit == nil {
            if let name = habit.categoryName { ensureCategory(name, sortOrder: nil) }
        }
    }

    private mutating func ensureCategory(_ name: String, sortOrder: Int?) {
        let key = HabitMatcher.key(name)
        guard !categoryKeys.contains(key) else { return }
        do {
            let valid = try HabitValidator.validatedName(name, field: "category")
            let order = max(sortOrder ?? highestCategorySort + 1, highestCategorySort + 1)
            changes.append(
                .insertCategory(
                    CadenceCore.Category(id: 0, name: valid, isPreset: false, sortOrder: order, createdAt: target.now)))
            categoryKeys.insert(key)
            highestCategorySort = order
            categoriesCreated += 1
        } catch {
            fail(ImportIssue("\(document.fileName) category \(InputExcerpt.quoted(name))", field: "name", error.message))
        }
    }

    /// docs/domain-rules.md §6: a Cadence export's perfect days, XP ledger and achievements are facts to
    /// restore — into a store that has none. Otherwise they are left out (and recalculated from
    /// the imported check-ins afterwards), so that no award is counted twice.
    private mutating func planProgress() {
        guard let progress = document.progress, !progress.isEmpty else { return }
        guard !target.hasProgress else {
            warnings.append(
                ImportIssue(
                    "\(document.fileName) progress",
                    "you already have XP or achievements; the file's perfect days, XP and achievements are not imported but recalculated from your "
                        + "check-ins"
                ))
            return
        }
        changes += progress.perfectDays.map(StoreChange.awardPerfectDay)
        changes += progress.transactions.map(StoreChange.appendXP)
        changes += progress.achievements.map(StoreChange.unlockAchievement)
        restoresProgress = true
    }

    /// docs/domain-rules.md §7: at most 100 active habits, counted before anything is written.
    private mutating func checkHabitLimit() {
        let active = target.habits.filter { !$0.isArchived }.count + newActiveHabits
        guard !HabitLimits.allows(active: active) else { return }
        fail(ImportIssue(document.fileName, HabitLimits.refusal(active: active).message))
    }

    // MARK: Instants

    /// A check-in without an instant is stamped like a backfilled one: noon, local time (or the
    /// day-start hour when later), and never after now.
    mutating func stamp(_ day: Day, at instant: Date?) -> Date {
        if let instant { return instant }
        if let noon = noons[day] { return noon }
        let calendar = target.calendar
        var noon = calendar.instant(on: day, hour: max(12, calendar.dayStartHour), minute: 0)
        if day == target.today { noon = min(noon, target.now) }
        noons[day] = noon
        return noon
    }
}
