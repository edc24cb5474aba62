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
        // The habits are read once, archived ones included, for the card's last change and, the
        // unarchived ones, for today's list; the last check-in is one aggregate read, not the
        // last weeks' check-in rows (docs/benchmarks.md "Issue #36: the bench rows").
        // The Life OS areas are read beside today's list, in one read where the store can
        // (`lifeAreaFacts`); none of them depends on another.
        let store = self.store
        async let areasRead = store.lifeAreaFacts(of: user)
        async let habitsRead = store.habits(of: user, includeArchived: true)
        let settings = try await store.settings(of: user)
        let habits = try await habitsRead
        // The last weeks' latest check-in is read beside today's list (it needs only the day).
        let today = try UserCalendar(settings: settings).day(containing: now)
        async let recentCheckInRead = store.latestCheckInInstant(
            of: user, from: today.adding(days: -Self.todayLookbackDays), through: today)
        let todayList = try await todayList(for: user, on: today, settings: settings, habits: habits.filter { !$0.isArchived })
        var latestCheckIn = try await recentCheckInRead
        if latestCheckIn == nil, !habits.isEmpty {
            latestCheckIn = try await store.latestCheckInInstant(of: user, from: nil, through: today)
        }
        let habitChanges = habits.map(\.updatedAt) + habits.map(\.createdAt) + (latestCheckIn.map { [$0] } ?? [])
        let areas = try await areasRead
        let accounts = areas.moneyAccounts
        let transactions = areas.moneyTransactions
        let byAccount = Dictionary(grouping: transactions, by: \.accountID)
        let balances = try accounts.map { try MoneyLedger.balance(of: $0, transactions: byAccount[$0.id] ?? []) }
        return DashboardFacts(
            today: today, todayList: todayList, hasHabits: !habits.isEmpty, habitsChangedAt: habitChanges.max(),
            healthEntries: areas.healthEntries, moneyAccounts: accounts, moneyTransactions: transactions, moneyBalances: balances,
            todos: areas.todos, notes: areas.notes)
    }
}
