import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// Cadence's own export (`cadence export --format json`, docs/import-export.md): one versioned
/// document with everything a user owns — settings, categories, habits with their check-ins and
/// day records, and the progress facts of docs/domain-rules.md §6 (perfect-day awards, the XP ledger,
/// unlocked achievements), and the Life OS areas (version 2: health entries, to-dos and notes;
/// version 3: money accounts with their transactions; version 4: routines). Importing it into an
/// empty store and exporting again gives the same document.
///
/// Keys are camelCase and sorted; days are `YYYY-MM-DD`; instants are ISO 8601 UTC with
/// milliseconds (the store keeps milliseconds); absent values are `null`. A habit's `id` is its
/// `sourceID`, or `cadence:<store id>` for a habit created in Cadence: on import it becomes the
/// habit's `sourceID`, so importing the same file twice finds the habits instead of duplicating them.
public struct CadenceExportDocument: Codable, Sendable, Hashable {
    /// The value of `format`.
    public static let formatName = "cadence-export"
    /// The version this build writes and the newest it reads.
    public static let currentVersion = 4

    public var format: String
    public var version: Int
    public var exportedAt: String
    public var settings: ExportSettings
    public var categories: [ExportCategory]
    public var habits: [ExportHabit]
    /// docs/domain-rules.md §6: the days awarded as perfect, ascending.
    public var perfectDays: [Day]
    /// docs/domain-rules.md §6: the XP ledger, oldest first.
    public var xp: [ExportXP]
    /// Unlocked achievements, in unlock order.
    public var achievements: [ExportAchievement]
    /// Version 2: health entries (docs/domain-rules.md §12), by day then instant; absent in
    /// version 1 files.
    public var health: [ExportHealthEntry]?
    /// Version 2: to-dos, by id (creation order); absent in version 1 files.
    public var todos: [ExportTodo]?
    /// Version 2: notes, by id (creation order); absent in version 1 files.
    public var notes: [ExportNote]?
    /// Version 3: money accounts with their transactions, by name; absent in older files.
    public var accounts: [ExportMoneyAccount]?
    /// Version 4: routines, by id (creation order), their habits named by the habits' `id`s; absent
    /// in older files.
    public var routines: [ExportRoutine]?

    public init(
        exportedAt: Date, settings: ExportSettings, categories: [ExportCategory], habits: [ExportHabit],
        perfectDays: [Day], xp: [ExportXP], achievements: [ExportAchievement], health: [ExportHealthEntry] = [],
        todos: [ExportTodo] = [], notes: [ExportNote] = [], accounts: [ExportMoneyAccount] = [],
        routines: [ExportRoutine] = []
    ) {
        format = Self.formatName
        version = Self.currentVersion
        self.exportedAt = InstantText.millisecondText(exportedAt)
        self.settings = settings
        self.categories = categories
        self.habits = habits
        self.perfectDays = perfectDays
        self.xp = xp
        self.achievements = achievements
        self.health = health
        self.todos = todos
        self.notes = notes
        self.accounts = accounts
        self.routines = routines
    }

    /// docs/domain-rules.md §1: the zone, day start, week start (ISO weekday: 1 Monday, 7 Sunday), onboarding.
    public struct ExportSettings: Codable, Sendable, Hashable {
        public var timeZone: String
        public var dayStart: Int
        public var weekStart: Int
        public var onboardingCompleted: Bool
        /// docs/domain-rules.md §23: left out when the person chose none (so exports of earlier
        /// stores are unchanged).
        public var locale: String?

        public init(_ settings: UserSettings) {
            timeZone = settings.timeZoneIdentifier
            dayStart = settings.dayStartHour
            weekStart = settings.weekStart.rawValue
            onboardingCompleted = settings.onboardingCompleted
            locale = settings.locale
        }
    }

    /// A category by name (docs/domain-rules.md §2; presets are seeded in every store).
    public struct ExportCategory: Codable, Sendable, Hashable {
        public var name: String
        public var preset: Bool
        public var sortOrder: Int

        public init(_ category: CadenceCore.Category) {
            name = category.name
            preset = category.isPreset
            sortOrder = category.sortOrder
        }
    }

    /// One XP ledger entry (docs/domain-rules.md §6).
    public struct ExportXP: Codable, Sendable, Hashable {
        public var amount: Int
        public var reason: XPTransaction.Reason
        @NullWhenAbsent public var day: Day?
        @NullWhenAbsent public var achievementId: String?
        public var at: String

        public init(_ transaction: XPTransaction) {
            amount = transaction.amount
            reason = transaction.reason
            day = transaction.day
            achievementId = transaction.achievementID
            at = InstantText.millisecondText(transaction.at)
        }

        private enum CodingKeys: String, CodingKey {
            case amount, reason, day, achievementId, at
        }
    }

    /// An unlocked achievement (docs/domain-rules.md §6).
    public struct ExportAchievement: Codable, Sendable, Hashable {
        public var id: String
        public var unlockedAt: String

        public init(_ unlock: AchievementUnlock) {
            id = unlock.achievementID
            unlockedAt = InstantText.millisecondText(unlock.unlockedAt)
        }
    }
}
