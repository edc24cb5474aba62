import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// docs/domain-rules.md §12 "Dashboard": reads the facts of every area and derives the
    /// cards from them (`Dashboard.cards`); nothing is stored.
    public func dashboard(for user: UserID) async throws -> [DashboardCard] {
        try Dashboard.cards(from: await dashboardFacts(for: user))
    }

    /// The facts the dashboard is derived from.
    public func dashboardFacts(for user: UserID) async throws -> DashboardFacts {
        let todayList = try await todayList(for: user)
        let today = todayList.day
        let habits = try await store.habits(of: user, includeArchived: true)
        let recent = try await store.checkIns(of: user, habit: nil, from: today.adding(days: -Self.todayLookbackDays), through: today)
        var latestCheckIn = recent.map(\.at).max()
        if latestCheckIn == nil, !habits.isEmpty {
            latestCheckIn = try await store.checkIns(of: user, habit: nil, from: nil, through: today).map(\.at).max()
        }
        let habitChanges = habits.map(\.updatedAt) + habits.map(\.createdAt) + (latestCheckIn.map { [$0] } ?? [])
        let accounts = try await store.moneyAccounts(of: user)
        let transactions = try await store.moneyTransactions(of: user, account: nil)
        let byAccount = Dictionary(grouping: transactions, by: \.accountID)
        let balances = try accounts.map { try MoneyLedger.balance(of: $0, transactions: byAccount[$0.id] ?? []) }
        return DashboardFacts(
            today: today, todayList: todayList, hasHabits: !habits.isEmpty, habitsChangedAt: habitChanges.max(),
            healthEntries: try await store.healthEntries(of: user, type: nil, from: nil, through: nil),
            moneyAccounts: accounts, moneyTransactions: transactions, moneyBalances: balances,
            todos: try await store.todos(of: user), notes: try await store.notes(of: user))
    }
}
