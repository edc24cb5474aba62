import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// What an import will do, checked against the store and validated (docs/domain-rules.md §7), before
/// anything is written: the habits it creates or merges into, the check-ins and skipped days it
/// adds, its warnings, and the exact `StoreChange`s — applied as one batch by
/// `ImportService.apply(_:for:)` (docs/import-export.md).
public struct ImportPlan: Sendable {
    /// What was read.
    public let document: ImportDocument
    /// When reading began (the import log's `startedAt`).
    public let startedAt: Date
    /// Per habit, what happens to it.
    public let habits: [PlannedHabit]
    /// Everything worth telling: the reader's warnings, then the planner's.
    public let warnings: [ImportIssue]
    /// The writes, in order: settings, categories, habits with their history, progress facts.
    public let changes: [StoreChange]
    public let categoriesCreated: Int
    /// Whether the file's settings replace the user's (only into a store without habits).
    public let restoresSettings: Bool
    /// Whether the file's perfect days, XP and achievements are restored (only into a store with none).
    public let restoresProgress: Bool
    /// Life OS records to add, and those already in the store, by area (`health`, `todos`…;
    /// docs/domain-rules.md §12).
    public var lifeRecords: [String: Int] = [:]
    public var lifeRecordsAlreadyPresent: [String: Int] = [:]

    /// The counts and lists people and machines are shown.
    public var summary: ImportSummary {
        ImportSummary(
            format: document.format, fileName: document.fileName, habits: habits, warnings: warnings,
            notImported: document.notImported, categoriesCreated: categoriesCreated,
            settingsRestored: restoresSettings, progressRestored: restoresProgress, lifeRecords: lifeRecords,
            lifeRecordsAlreadyPresent: lifeRecordsAlreadyPresent)
    }

    /// The import log entry this plan writes when it succeeds (docs/import-export.md "The import log").
    func record(finishedAt: Date) -> ImportRecord {
        let summary = summary
        return ImportRecord(
            format: document.format.rawValue, fileName: InputExcerpt.excerpt(document.fileName),
            habits: summary.habitsCreated,
            checkIns: summary.checkIns, skippedDays: summary.skippedDays, warnings: warnings.count,
            startedAt: startedAt, finishedAt: finishedAt, succeeded: true)
    }
}

/// What an import does to one habit of the file.
public struct PlannedHabit: Sendable, Hashable, Codable {
    public enum Action: String, Sendable, Hashable, Codable {
        /// A new habit is created with its history.
        case create
        /// The habit already exists (same source id, or same name): only new history is added.
        case merge
    }

    /// The name it will have (a new habit's name may have been made unique).
    public var name: String
    /// Where it came from in the file.
    public var source: String
    public var action: Action
    /// For `merge`, the existing habit's id.
    @NullWhenAbsent public var existingHabitID: HabitID?
    public var archived: Bool
    /// Check-ins added.
    public var checkIns: Int
    /// For `merge`, check-ins of the file on days that already had check-ins (not added).
    public var checkInsAlreadyPresent: Int
    /// Days newly marked skipped.
    public var skippedDays: Int
    /// Day records written (skips, difficulty, notes).
    public var dayRecords: Int

    private enum CodingKeys: String, CodingKey {
        case name, source, action, archived, checkIns, checkInsAlreadyPresent, skippedDays, dayRecords
        case existingHabitID = "existingHabitId"
    }

    public init(
        name: String, source: String, action: Action, existingHabitID: HabitID?, archived: Bool, checkIns: Int,
        checkInsAlreadyPresent: Int, skippedDays: Int, dayRecords: Int
    ) {
        self.name = name
        self.source = source
        self.action = action
        self.existingHabitID = existingHabitID
        self.archived = archived
        self.checkIns = checkIns
        self.checkInsAlreadyPresent = checkInsAlreadyPresent
        self.skippedDays = skippedDays
        self.dayRecords = dayRecords
    }
}

/// An import's summary (`cadence import --json`, and the REST API's `POST /api/v1/import`):
/// JSON keys `format`, `formatName`, `fileName`, `habitsCreated`, `habitsMerged`, `checkIns`,
/// `checkInsAlreadyPresent`, `skippedDays`, `dayRecords`, `categoriesCreated`,
/// `settingsRestored`, `progressRestored`, `lifeRecords` and `lifeRecordsAlreadyPresent` (Life OS
/// area → count), `notImported` (reason → count), `habits`, `warnings`.
public struct ImportSummary: Sendable, Hashable, Codable {
    public var format: ImportFormat
    public var formatName: String
    public var fileName: String
    public var habitsCreated: Int
    public var habitsMerged: Int
    public var checkIns: Int
    public var checkInsAlreadyPresent: Int
    public var skippedDays: Int
    public var dayRecords: Int
    public var categoriesCreated: Int
    public var settingsRestored: Bool
    public var progressRestored: Bool
    public var lifeRecords: [String: Int]
    public var lifeRecordsAlreadyPresent: [String: Int]
    public var notImported: [String: Int]
    public var habits: [PlannedHabit]
    public var warnings: [ImportIssue]

    public init(
        format: ImportFormat, fileName: String, habits: [PlannedHabit], warnings: [ImportIssue],
        notImported: [String: Int], categoriesCreated: Int, settingsRestored: Bool, progressRestored: Bool,
        lifeRecords: [String: Int] = [:], lifeRecordsAlreadyPresent: [String: Int] = [:]
    ) {
        self.format = format
        formatName = format.displayName
        self.fileName = fileName
        self.habits = habits
        self.warnings = warnings
        self.notImported = notImported
        self.categoriesCreated = categoriesCreated
        self.settingsRestored = settingsRestored
        self.progressRestored = progressRestored
        self.lifeRecords = lifeRecords
        self.lifeRecordsAlreadyPresent = lifeRecordsAlreadyPresent
        habitsCreated = habits.filter { $0.action == .create }.count
        habitsMerged = habits.filter { $0.action == .merge }.count
        checkIns = habits.reduce(0) { $0 + $1.checkIns }
        checkInsAlreadyPresent = habits.reduce(0) { $0 + $1.checkInsAlreadyPresent }
        skippedDays = habits.reduce(0) { $0 + $1.skippedDays }
        dayRecords = habits.reduce(0) { $0 + $1.dayRecords }
    }
}

/// The outcome of an import that was written.
public struct ImportResult: Sendable {
    public var summary: ImportSummary
    /// The import log entry written with it.
    public var record: ImportRecord
    /// The perfect-day awards, reversals and unlocks the recalculation made afterwards (docs/domain-rules.md §6).
    public var progressChanges: Int

    public init(summary: ImportSummary, record: ImportRecord, progressChanges: Int) {
        self.summary = summary
        self.record = record
        self.progressChanges = progressChanges
    }
}
