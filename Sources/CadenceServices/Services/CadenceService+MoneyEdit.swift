import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// docs/domain-rules.md "§14 Undo and the trash" ("Editing a money transaction"): changes one transaction's
    /// amount (an exact decimal in its account's currency, parsed by `MoneyAmount` like a new
    /// one), day, note or category — `nil` keeps a field, an empty note or category removes it.
    /// The transaction keeps its id, account and the instant it was recorded. Checked like a new
    /// transaction (`MoneyValidator`) and against the account's whole history with the change,
    /// under the revision guard. Answers the changed transaction and the account's balance now.
    public func updateMoneyTransaction(
        _ id: MoneyTransactionID, in account: MoneyAccountID? = nil, amount: String? = nil, on day: Day? = nil,
        note: String? = nil, category: String? = nil, for user: UserID
    ) async throws -> (transaction: MoneyTransaction, balance: MoneyAmount) {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            let all = try await store.moneyTransactions(of: user, account: nil)
            guard var transaction = all.first(where: { $0.id == id && (account == nil || $0.accountID == account) }) else {
                throw CadenceError(.notFound, field: "id", "transaction \(id) not found")
            }
            let owner = try await moneyAccount(transaction.accountID, of: user)
            if let amount {
                transaction.amountMinorUnits = try MoneyAmount(parsing: amount, currency: owner.currency).minorUnits
            }
            if let day { transaction.day = day }
            if let note { transaction.note = note }
            if let category { transaction.category = category }
            transaction = try MoneyValidator.validated(transaction, today: try await today(for: user))
            let history = all.filter { $0.accountID == owner.id && $0.id != id } + [transaction]
            let lines = try MoneyLedger.history(of: owner, transactions: history)
            try await store.apply([.requireRevision(revision), .updateMoneyTransaction(transaction)], for: user, at: now)
            return (transaction, lines.last?.balance ?? owner.opening)
        }
    }

    /// One transaction of the user's (of the account `account`, when given).
    public func moneyTransaction(_ id: MoneyTransactionID, in account: MoneyAccountID? = nil, of user: UserID) async throws
        -> MoneyTransaction
    {
        let all = try await store.moneyTransactions(of: user, account: account)
        guard let transaction = all.first(where: { $0.id == id }) else {
            throw CadenceError(.notFound, field: "id", "transaction \(id) not found")
        }
        return transaction
    }
}
