import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// docs/domain-rules.md §12 "Money": opens an account. `currency` is an ISO 4217 code,
    /// `opening` an exact decimal in it (default 0). The name is unique among the user's accounts.
    public func addMoneyAccount(
        name: String, currency code: String, type: MoneyAccountType = .checking, opening: String? = nil, for user: UserID
    ) async throws -> MoneyAccount {
        let currency = try Currency.named(code)
        let openingUnits = try opening.map { text throws(CadenceError) in
            try MoneyAmount(parsing: text, currency: currency, field: "opening").minorUnits
        }
        var account = try MoneyValidator.validated(
            MoneyAccount(name: name, currency: currency, type: type, openingMinorUnits: openingUnits ?? 0, createdAt: now))
        let ids = try await store.apply([.insertMoneyAccount(account)], for: user, at: now)
        account.id = ids.last ?? 0
        return account
    }

    /// The user's account named `reference` (names compare folded, as habits' do), or the one
    /// whose id it is when no name matches.
    public func moneyAccount(matching reference: String, of user: UserID) async throws -> MoneyAccount {
        let accounts = try await store.moneyAccounts(of: user)
        let key = NameKey.of(reference.trimmingCharacters(in: .whitespacesAndNewlines))
        if let named = accounts.first(where: { NameKey.of($0.name) == key }) { return named }
        let digits = reference.hasPrefix("#") ? String(reference.dropFirst()) : reference
        if let id = Int64(digits), let byID = accounts.first(where: { $0.id == id }) { return byID }
        throw CadenceError(.notFound, field: "account", "no account named \(InputExcerpt.quoted(reference))")
    }

    /// One of the user's accounts by id.
    public func moneyAccount(_ id: MoneyAccountID, of user: UserID) async throws -> MoneyAccount {
        guard let account = try await store.moneyAccount(id, of: user) else {
            throw CadenceError(.notFound, field: "id", "no account with id \(id)")
        }
        return account
    }

    /// One account with its balance on `day` (default: today).
    public func moneyAccountBalance(_ id: MoneyAccountID, of user: UserID, on day: Day? = nil) async throws -> MoneyAccountBalance {
        let account = try await moneyAccount(id, of: user)
        let today = try await today(for: user)
        let day = try checkedBalanceDay(day) ?? today
        let transactions = try await store.moneyTransactions(of: user, account: id)
        return MoneyAccountBalance(account: account, balance: try MoneyLedger.balance(of: account, transactions: transactions, on: day), day: day)
    }

    /// Every account of the user with its balance on `day` (default: today — every transaction).
    public func moneyAccountBalances(of user: UserID, on day: Day? = nil) async throws -> [MoneyAccountBalance] {
        let today = try await today(for: user)
        let day = try checkedBalanceDay(day) ?? today
        let accounts = try await store.moneyAccounts(of: user)
        let transactions = try await store.moneyTransactions(of: user, account: nil)
        let byAccount = Dictionary(grouping: transactions, by: \.accountID)
        return try accounts.map { account in
            MoneyAccountBalance(
                account: account, balance: try MoneyLedger.balance(of: account, transactions: byAccount[account.id] ?? [], on: day),
                day: day)
        }
    }

    /// docs/domain-rules.md §12 "Money": the user's balances on `day`, summed per currency.
    public func moneyTotals(of user: UserID, on day: Day? = nil) async throws -> [MoneyLedger.Total] {
        try MoneyLedger.totals(try await moneyAccountBalances(of: user, on: day).map(\.balance))
    }

    /// One account's history: its transactions in order, each with the balance after it.
    public func moneyHistory(of id: MoneyAccountID, for user: UserID) async throws -> (account: MoneyAccount, lines: [MoneyLedger.Line]) {
        let account = try await moneyAccount(id, of: user)
        let transactions = try await store.moneyTransactions(of: user, account: id)
        return (account, try MoneyLedger.history(of: account, transactions: transactions))
    }

    /// docs/domain-rules.md §12 "Money": records a transaction (default day: today) of an exact
    /// `amount` — positive in, negative out — checked against the account's whole history under
    /// the revision guard, so no balance at any point passes the largest amount. Answers the
    /// transaction, the balance right after it in the history (`after`; a back-dated one has
    /// later ones after it) and the account's balance now.
    public func recordMoneyTransaction(
        account id: MoneyAccountID, amount: String, on day: Day? = nil, note: String? = nil, category: String? = nil,
        for user: UserID
    ) async throws -> (transaction: MoneyTransaction, after: MoneyAmount, balance: MoneyAmount) {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            let account = try await moneyAccount(id, of: user)
            let today = try await self.today(for: user)
            let units = try MoneyAmount(parsing: amount, currency: account.currency).minorUnits
            var transaction = try MoneyValidator.validated(
                MoneyTransaction(
                    accountID: id, day: day ?? today, amountMinorUnits: units, note: note, category: category, createdAt: now),
                today: today)
            let existing = try await store.moneyTransactions(of: user, account: id)
            _ = try MoneyLedger.history(of: account, transactions: existing + [transaction])
            let ids = try await store.apply([.requireRevision(revision), .insertMoneyTransaction(transaction)], for: user, at: now)
            transaction.id = ids.last ?? 0
            let lines = try MoneyLedger.history(of: account, transactions: existing + [transaction])
            let after = lines.first { $0.transaction.id == transaction.id }?.balance ?? account.opening
            return (transaction, after, lines.last?.balance ?? account.opening)
        }
    }

    /// Renames an account, changes its type or its opening balance (an exact decimal in its
    /// currency); the currency never changes — its amounts are in it.
    public func updateMoneyAccount(
        _ id: MoneyAccountID, name: String? = nil, type: MoneyAccountType? = nil, opening: String? = nil, for user: UserID
    ) async throws -> MoneyAccount {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            var account = try await moneyAccount(id, of: user)
            if let name { account.name = name }
            if let type { account.type = type }
            if let opening {
                account.openingMinorUnits = try MoneyAmount(parsing: opening, currency: account.currency, field: "opening").minorUnits
            }
            account = try MoneyValidator.validated(account)
            _ = try MoneyLedger.history(of: account, transactions: try await store.moneyTransactions(of: user, account: id))
            try await store.apply([.requireRevision(revision), .updateMoneyAccount(account)], for: user, at: now)
            account.updatedAt = now
            return account
        }
    }

    /// Deletes an account with its transactions.
    public func deleteMoneyAccount(_ id: MoneyAccountID, for user: UserID) async throws {
        try await store.apply([.deleteMoneyAccount(id)], for: user, at: now)
    }

    /// Deletes one transaction (of the account `account`, when given) into the trash, whence
    /// `restoreMoneyTransaction` brings it back (docs/domain-rules.md "§14 Undo and
    /// the trash"); the history without it must keep every balance in range.
    public func deleteMoneyTransaction(_ id: MoneyTransactionID, in account: MoneyAccountID? = nil, for user: UserID) async throws {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            let transactions = try await store.moneyTransactions(of: user, account: nil)
            guard let doomed = transactions.first(where: { $0.id == id && (account == nil || $0.accountID == account) }) else {
                throw CadenceError(.notFound, field: "id", "transaction \(id) not found")
            }
            let account = try await moneyAccount(doomed.accountID, of: user)
            _ = try MoneyLedger.history(of: account, transactions: transactions.filter { $0.id != id })
            try await moveToTrash(.moneyTransaction(doomed), readAt: revision, for: user)
        }
    }

    private func checkedBalanceDay(_ day: Day?) throws(CadenceError) -> Day? {
        if let day, !Day.supported.contains(day) {
            throw CadenceError(.dateRangeInvalid, field: "on", "\(day) is outside the dates Cadence stores")
        }
        return day
    }
}
