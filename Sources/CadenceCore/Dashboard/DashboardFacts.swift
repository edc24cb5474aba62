import Foundation

/// What the dashboard is computed from (docs/domain-rules.md §12 "Dashboard"): the stored facts
/// of every area, read by the service in one go.
public struct DashboardFacts: Sendable {
    public var today: Day
    /// Today's habit list (done/total and each habit's current streak).
    public var todayList: TodayList
    /// Whether the user has any habit, archived ones included.
    public var hasHabits: Bool
    /// The latest instant a habit was created, changed or checked in.
    public var habitsChangedAt: Date?
    public var healthEntries: [HealthEntry]
    public var moneyAccounts: [MoneyAccount]
    public var moneyTransactions: [MoneyTransaction]
    /// Every account's balance today (the same order as `moneyAccounts`).
    public var moneyBalances: [MoneyAmount]
    public var todos: [Todo]
    public var notes: [Note]

    public init(
        today: Day, todayList: TodayList, hasHabits: Bool, habitsChangedAt: Date?, healthEntries: [HealthEntry],
        moneyAccounts: [MoneyAccount], moneyTransactions: [MoneyTransaction], moneyBalances: [MoneyAmount], todos: [Todo],
        notes: [Note]
    ) {
        self.today = today
        self.todayList = todayList
        self.hasHabits = hasHabits
        self.habitsChangedAt = habitsChangedAt
        self.healthEntries = healthEntries
        self.moneyAccounts = moneyAccounts
        self.moneyTransactions = moneyTransactions
        self.moneyBalances = moneyBalances
        self.todos = todos
        self.notes = notes
    }
}
