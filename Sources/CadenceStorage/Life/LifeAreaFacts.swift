import CadenceCore

/// docs/domain-rules.md §12 "Dashboard": what the dashboard reads of every Life OS area beside
/// habits — all of the person's health entries, money accounts and transactions, to-dos and
/// notes, each list in the order its own read gives (`LifeStore`).
public struct LifeAreaFacts: Sendable, Hashable {
    public var healthEntries: [HealthEntry]
    public var moneyAccounts: [MoneyAccount]
    public var moneyTransactions: [MoneyTransaction]
    public var todos: [Todo]
    public var notes: [Note]

    public init(
        healthEntries: [HealthEntry], moneyAccounts: [MoneyAccount], moneyTransactions: [MoneyTransaction], todos: [Todo],
        notes: [Note]
    ) {
        self.healthEntries = healthEntries
        self.moneyAccounts = moneyAccounts
        self.moneyTransactions = moneyTransactions
        self.todos = todos
        self.notes = notes
    }
}

extension LifeStore {
    /// The five reads side by side: a backend whose reads are cheaper together (one
    /// transaction, one hop to its connection) answers `lifeAreaFacts(of:)` itself.
    public func lifeAreaFactsReadOneByOne(of user: UserID) async throws -> LifeAreaFacts {
        async let healthRead = healthEntries(of: user, type: nil, from: nil, through: nil)
        async let accountsRead = moneyAccounts(of: user)
        async let transactionsRead = moneyTransactions(of: user, account: nil)
        async let todosRead = todos(of: user)
        async let notesRead = notes(of: user)
        return LifeAreaFacts(
            healthEntries: try await healthRead, moneyAccounts: try await accountsRead, moneyTransactions: try await transactionsRead,
            todos: try await todosRead, notes: try await notesRead)
    }
}
