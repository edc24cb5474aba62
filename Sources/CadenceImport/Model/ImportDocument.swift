import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// What an importer read from a file, before it is compared with the store: the pure
/// intermediate form every format parses into (docs/import-export.md). Nothing in it has been
/// validated yet; `ImportPlanner` does that with the core validators (docs/domain-rules.md §7).
public struct ImportDocument: Sendable {
    public var format: ImportFormat
    /// The file or folder name, without its directory.
    public var fileName: String
    /// The habits, in the source's order.
    public var habits: [SourceHabit]
    /// What the reader noticed but could import anyway.
    public var warnings: [ImportIssue]
    /// Entries read but deliberately not imported, by reason (`YES_AUTO (derived by Loop)`: 120).
    public var notImported: [String: Int]
    /// Cadence exports only: the settings to restore into a store without habits.
    public var settings: UserSettings?
    /// Cadence exports only: the categories, in their order.
    public var categories: [SourceCategory]
    /// Cadence exports only: the progress facts (docs/domain-rules.md §6), restored into a store without any.
    public var progress: SourceProgress?
    /// Health entries (docs/domain-rules.md §12; Cadence exports of version 2), their ids 0.
    public var health: [HealthEntry] = []
    /// To-dos (docs/domain-rules.md §12; Cadence exports of version 2), their ids 0.
    public var todos: [Todo] = []
    /// Notes (docs/domain-rules.md §12; Cadence exports of version 2), their ids 0.
    public var notes: [Note] = []
    /// Money accounts with their transactions (docs/domain-rules.md §12; Cadence exports of
    /// version 3), ids 0.
    public var moneyAccounts: [SourceMoneyAccount] = []
    /// Routines (docs/domain-rules.md "§19 Routines"; Cadence exports of version 4).
    public var routines: [SourceRoutine] = []

    public init(
        format: ImportFormat, fileName: String, habits: [SourceHabit] = [], warnings: [ImportIssue] = [],
        notImported: [String: Int] = [:], settings: UserSettings? = nil, categories: [SourceCategory] = [],
        progress: SourceProgress? = nil
    ) {
        self.format = format
        self.fileName = fileName
        self.habits = habits
        self.warnings = warnings
        self.notImported = notImported
        self.settings = settings
        self.categories = categories
        self.progress = progress
    }

    /// Counts an entry that is read but not imported.
    mutating func skipEntry(_ reason: String, count: Int = 1) {
        guard count > 0 else { return }
        notImported[reason, default: 0] += count
    }

    /// How many check-ins and day records the document holds (for progress reports).
    public var recordCount: Int {
        habits.reduce(0) { $0 + $1.checkIns.count + $1.dayRecords.count } + health.count + todos.count + notes.count
            + moneyAccounts.reduce(0) { $0 + 1 + $1.transactions.count }
    }
}

/// One habit read from a source, with its history.
public struct SourceHabit: Sendable {
    /// Where it came from, for messages (`Habits id 4`, `record 2`).
    public var location: String
    /// The definition (name, goal, schedule, reminders, `sourceID`…). `startDay == nil` means
    /// "from its first entry" (Loop has no start date).
    public var draft: HabitDraft
    /// Whether `draft.sourceID` only identifies the habit within one source file (an old Loop
    /// file's row id, `loop:<id>`): a match by it also needs the same name.
    public var sourceIDIsWeak: Bool
    public var isArchived: Bool
    /// Its position in the source's order.
    public var position: Int
    /// Cadence exports only: the category's name.
    public var categoryName: String?
    public var createdAt: Date?
    public var updatedAt: Date?
    public var checkIns: [SourceCheckIn]
    public var dayRecords: [SourceDayRecord]

    public init(
        location: String, draft: HabitDraft, sourceIDIsWeak: Bool = false, isArchived: Bool = false, position: Int,
        categoryName: String? = nil, createdAt: Date? = nil, updatedAt: Date? = nil, checkIns: [SourceCheckIn] = [],
        dayRecords: [SourceDayRecord] = []
    ) {
        self.location = location
        self.draft = draft
        self.sourceIDIsWeak = sourceIDIsWeak
        self.isArchived = isArchived
        self.position = position
        self.categoryName = categoryName
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.checkIns = checkIns
        self.dayRecords = dayRecords
    }

    /// `habit 'Name' (location)`, the name cut to an excerpt (`InputExcerpt`).
    var title: String { "habit \(InputExcerpt.quoted(draft.name)) (\(location))" }
}

/// One check-in read from a source: its day, its instant when the source has one (otherwise
/// the day's noon, local time, like a backfilled check-in), its amount in the habit's unit.
public struct SourceCheckIn: Sendable, Hashable {
    public var day: Day
    public var at: Date?
    public var amount: Double
    public var note: String?
    /// The source line or row, for messages.
    public var line: Int?

    public init(day: Day, at: Date? = nil, amount: Double, note: String? = nil, line: Int? = nil) {
        self.day = day
        self.at = at
        self.amount = amount
        self.note = note
        self.line = line
    }
}

/// One day record read from a source (docs/domain-rules.md §3: skipped, difficulty 1–5, note).
public struct SourceDayRecord: Sendable, Hashable {
    public var day: Day
    public var isSkipped: Bool
    public var difficulty: Int?
    public var note: String?
    public var line: Int?

    public init(day: Day, isSkipped: Bool = false, difficulty: Int? = nil, note: String? = nil, line: Int? = nil) {
        self.day = day
        self.isSkipped = isSkipped
        self.difficulty = difficulty
        self.note = note
        self.line = line
    }
}

/// A category of a Cadence export.
public struct SourceCategory: Sendable, Hashable {
    public var name: String
    public var isPreset: Bool
    public var sortOrder: Int

    public init(name: String, isPreset: Bool, sortOrder: Int) {
        self.name = name
        self.isPreset = isPreset
        self.sortOrder = sortOrder
    }
}

/// The progress facts of a Cadence export (docs/domain-rules.md §6): perfect-day awards, the XP ledger
/// (oldest first) and unlocked achievements.
public struct SourceProgress: Sendable, Hashable {
    public var perfectDays: [Day]
    public var transactions: [XPTransaction]
    public var achievements: [AchievementUnlock]

    public init(perfectDays: [Day] = [], transactions: [XPTransaction] = [], achievements: [AchievementUnlock] = []) {
        self.perfectDays = perfectDays
        self.transactions = transactions
        self.achievements = achievements
    }

    public var isEmpty: Bool { perfectDays.isEmpty && transactions.isEmpty && achievements.isEmpty }
}

/// A money account read from a Cadence export, with its transactions (their account ids 0).
public struct SourceMoneyAccount: Sendable, Hashable {
    public var account: MoneyAccount
    public var transactions: [MoneyTransaction]

    public init(account: MoneyAccount, transactions: [MoneyTransaction]) {
        self.account = account
        self.transactions = transactions
    }
}

/// A routine read from a Cadence export: its habits as indexes into the document's `habits`, in order.
public struct SourceRoutine: Sendable, Hashable {
    public var location: String
    public var name: String
    public var habitIndexes: [Int]
    /// Minutes after midnight, or `nil`.
    public var minuteOfDay: Int?
    public var createdAt: Date
    public var updatedAt: Date

    public init(location: String, name: String, habitIndexes: [Int], minuteOfDay: Int?, createdAt: Date, updatedAt: Date) {
        self.location = location
        self.name = name
        self.habitIndexes = habitIndexes
        self.minuteOfDay = minuteOfDay
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
