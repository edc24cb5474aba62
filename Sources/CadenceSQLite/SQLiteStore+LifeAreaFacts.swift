import CadenceCore
import CadenceStorage
import GRDB

extension SQLiteStore {
    /// docs/domain-rules.md §12 "Dashboard": the five areas in one read transaction — one hop
    /// to a reader instead of five (each a task and two thread wake-ups); the statements and
    /// orders are those of the areas' own reads.
    public func lifeAreaFacts(of user: UserID) async throws -> LifeAreaFacts {
        try await databaseWriter.read { db in
            LifeAreaFacts(
                healthEntries: try Self.healthEntries(db, user: user, type: nil, range: DayBounds(from: nil, through: nil)),
                moneyAccounts: try Self.moneyAccounts(db, user: user),
                moneyTransactions: try Self.moneyTransactions(db, user: user, account: nil),
                todos: try Self.todos(db, user: user), notes: try Self.notes(db, user: user))
        }
    }
}
