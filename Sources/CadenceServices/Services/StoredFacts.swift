import CadenceCore
import CadenceStorage
import Foundation

/// A read-only view of one store's facts, for the use cases that copy a user's whole data in
/// or out (import planning, export): the reads they need and nothing that writes
/// (docs/architecture.md "The one writer"). Every write still goes through a `CadenceService`
/// method.
public struct StoredFacts: Sendable {
    let store: any CadenceStore

    public func settings(of user: UserID) async throws -> UserSettings {
        try await store.settings(of: user)
    }

    public func habits(of user: UserID, includeArchived: Bool) async throws -> [Habit] {
        try await store.habits(of: user, includeArchived: includeArchived)
    }

    public func categories(of user: UserID) async throws -> [Category] {
        try await store.categories(of: user)
    }

    public func checkIns(of user: UserID, habit: HabitID?, from: Day?, through: Day?) async throws -> [CheckIn] {
        try await store.checkIns(of: user, habit: habit, from: from, through: through)
    }

    public func dayTotals(of user: UserID, habits: [HabitID]?, from: Day?, through: Day?) async throws -> [DayTotal] {
        try await store.dayTotals(of: user, habits: habits, from: from, through: through)
    }

    public func dayRecords(of user: UserID, habits: [HabitID]?, from: Day?, through: Day?) async throws -> [DayRecord] {
        try await store.dayRecords(of: user, habits: habits, from: from, through: through)
    }

    public func perfectDayAwards(of user: UserID, from: Day?, through: Day?) async throws -> [Day] {
        try await store.perfectDayAwards(of: user, from: from, through: through)
    }

    public func xpTransactions(of user: UserID, limit: Int?) async throws -> [XPTransaction] {
        try await store.xpTransactions(of: user, limit: limit)
    }

    public func unlockedAchievements(of user: UserID) async throws -> [AchievementUnlock] {
        try await store.unlockedAchievements(of: user)
    }

    public func healthEntries(of user: UserID, type: HealthType?, from: Day?, through: Day?) async throws -> [HealthEntry] {
        try await store.healthEntries(of: user, type: type, from: from, through: through)
    }

    public func todos(of user: UserID) async throws -> [Todo] {
        try await store.todos(of: user)
    }

    public func notes(of user: UserID) async throws -> [Note] {
        try await store.notes(of: user)
    }

    public func moneyAccounts(of user: UserID) async throws -> [MoneyAccount] {
        try await store.moneyAccounts(of: user)
    }

    public func moneyTransactions(of user: UserID, account: MoneyAccountID?) async throws -> [MoneyTransaction] {
        try await store.moneyTransactions(of: user, account: account)
    }
}

extension CadenceService {
    /// The store's facts, read only (import planning, export).
    public var storedFacts: StoredFacts { StoredFacts(store: store) }
}
