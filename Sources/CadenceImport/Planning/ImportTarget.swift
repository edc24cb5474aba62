import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

/// The part of a user's store an import is planned against, read before planning: settings and
/// calendar, now and today, the habits and categories, and — for the habits the file matches —
/// the days that already have check-ins and the day records already there.
struct ImportTarget: Sendable {
    var settings: UserSettings
    var calendar: UserCalendar
    var now: Date
    var today: Day
    /// Every habit, archived ones too.
    var habits: [Habit]
    var categories: [CadenceCore.Category]
    /// Per matched habit, the days with at least one check-in.
    var daysWithCheckIns: [HabitID: Set<Day>]
    /// Per matched habit, its day records by day.
    var dayRecords: [HabitID: [Day: DayRecord]]
    /// Whether the user has any perfect-day award, XP or unlocked achievement.
    var hasProgress: Bool
    /// The user's health entries (read only when the document has some).
    var health: [HealthEntry] = []
    /// The user's to-dos (read only when the document has some).
    var todos: [Todo] = []
    /// The user's notes (read only when the document has some).
    var notes: [Note] = []
    /// The user's money accounts and every transaction (read only when the document has accounts).
    var moneyAccounts: [MoneyAccount] = []
    var moneyTransactions: [MoneyTransaction] = []
    /// The user's routines (read only when the document has some).
    var routines: [Routine] = []
}
