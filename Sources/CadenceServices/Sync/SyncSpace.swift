import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "What a store keeps": the spaces of sync records. The document spaces are what
/// devices exchange; links map a global id to this store's row id; shadows hold the synced fields
/// as this store last had them (what a change is recognised against); `meta` holds the device id,
/// clock, cursors and server.
enum SyncSpace {
    static let habit = "habit"
    static let category = "category"
    static let settings = "settings"
    static let dayRecord = "dayrecord"
    static let checkIn = "checkin"
    static let daySet = "dayset"
    /// Achievements unlocked on any device (docs/sync.md "Achievements").
    static let achievement = "achievement"
    /// Routines (docs/sync.md "Routines").
    static let routine = "routine"
    /// Notes (docs/domain-rules.md "§22 Sync of every area").
    static let note = "note"
    /// Money accounts and their transactions (docs/domain-rules.md "§22 Sync of every area").
    static let account = "account"
    static let transaction = "transaction"
    /// To-dos (docs/domain-rules.md "§22 Sync of every area").
    static let todo = "todo"
    /// Health entries (docs/domain-rules.md "§22 Sync of every area").
    static let health = "health"
    /// The spaces devices exchange.
    static let document = [
        habit, category, settings, dayRecord, checkIn, daySet, achievement, routine, note, account, transaction, todo, health,
    ]

    static let habitLink = "link.habit"
    static let categoryLink = "link.category"
    static let checkInLink = "link.checkin"
    static let habitShadow = "shadow.habit"
    static let categoryShadow = "shadow.category"
    static let settingsShadow = "shadow.settings"
    static let dayRecordShadow = "shadow.dayrecord"
    static let routineLink = "link.routine"
    static let routineShadow = "shadow.routine"
    static let noteLink = "link.note"
    static let noteShadow = "shadow.note"
    static let accountLink = "link.account"
    static let accountShadow = "shadow.account"
    static let transactionLink = "link.transaction"
    static let transactionShadow = "shadow.transaction"
    static let todoLink = "link.todo"
    static let todoShadow = "shadow.todo"
    static let healthLink = "link.health"
    static let healthShadow = "shadow.health"
    /// The instant of each day-total set this store has already recorded as an event.
    static let seenSet = "seen.dayset"
    static let meta = "meta"

    static let all =
        document + [
            habitLink, categoryLink, checkInLink, habitShadow, categoryShadow, settingsShadow, dayRecordShadow, seenSet,
            meta, routineLink, routineShadow, noteLink, noteShadow, accountLink, accountShadow, transactionLink, transactionShadow,
            todoLink, todoShadow, healthLink, healthShadow,
        ]

    /// The key of the settings entry (one per person).
    static let settingsKey = "settings"
    /// The key of a habit-day: `<habit global id>/<day>`.
    static func dayKey(habit: String, day: Day) -> String { "\(habit)/\(day)" }
}
