import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension ImportPlanner {
    /// docs/domain-rules.md §12 "Money": an account of the file whose name (folded) the user
    /// already has is the same account — its currency must match, and only its transactions not
    /// already there (same day, amount and `createdAt`) are added; any other account is added
    /// with its transactions. Every account and transaction passes `MoneyValidator`, and every
    /// balance of the resulting history stays in range; any refusal refuses the import.
    mutating func planMoney() {
        guard !document.moneyAccounts.isEmpty else { return }
        let existing = Dictionary(target.moneyAccounts.map { (NameKey.of($0.name), $0) }, uniquingKeysWith: { first, _ in first })
        let stored = Dictionary(grouping: target.moneyTransactions, by: \.accountID)
        var namesInFile = Set<String>()
        var newAccounts = 0
        for (index, source) in document.moneyAccounts.enumerated() {
            if isFull { return }
            let location = "\(document.fileName) account \(index + 1) (\(InputExcerpt.quoted(source.account.name)))"
            do throws(CadenceError) {
                var account = try MoneyValidator.validated(source.account)
                let key = NameKey.of(account.name)
                guard namesInFile.insert(key).inserted else {
                    throw CadenceError(.nameDuplicate, field: "name", "an earlier account of the file has this name")
                }
                if let present = existing[key] {
                    guard present.currency == account.currency else {
                        throw CadenceError(
                            .currencyUnknown, field: "currency",
                            "the account '\(present.name)' you have is in \(present.currency.code), the file's in \(account.currency.code)")
                    }
                    account = present
                    lifeRecordsAlreadyPresent["accounts", default: 0] += 1
                } else {
                    newAccounts += 1
                    guard target.moneyAccounts.count + newAccounts <= MoneyAccount.maximumCount else {
                        throw CadenceError(.accountLimitReached, "a user can hold at most \(MoneyAccount.maximumCount) money accounts")
                    }
                }
                let already = stored[account.id] ?? []
                let transactions = try newTransactions(of: source, into: account, already: already)
                _ = try MoneyLedger.history(of: account, transactions: already + transactions)
                if existing[key] != nil {
                    changes += transactions.map { .insertMoneyTransaction($0) }
                } else {
                    changes.append(.insertMoneyAccountWithHistory(account, transactions))
                    lifeRecords["accounts", default: 0] += 1
                }
                if !transactions.isEmpty { lifeRecords["transactions", default: 0] += transactions.count }
            } catch {
                fail(ImportIssue(location, field: error.field ?? "name", error.message))
            }
        }
    }

    /// The file's transactions of `source` not already among `already`, validated, for `account`.
    private mutating func newTransactions(
        of source: SourceMoneyAccount, into account: MoneyAccount, already: [MoneyTransaction]
    ) throws(CadenceError) -> [MoneyTransaction] {
        var seen = Set(already.map(MoneyTransactionIdentity.init))
        var added: [MoneyTransaction] = []
        for var transaction in source.transactions {
            transaction.accountID = account.id
            guard seen.insert(MoneyTransactionIdentity(transaction)).inserted else {
                lifeRecordsAlreadyPresent["transactions", default: 0] += 1
                continue
            }
            added.append(try MoneyValidator.validated(transaction, today: target.today))
        }
        return added
    }
}

/// What makes two transactions the same transaction to an import.
struct MoneyTransactionIdentity: Hashable {
    let day: Day
    let amount: Int64
    let createdAt: Int64

    init(_ transaction: MoneyTransaction) {
        day = transaction.day
        amount = transaction.amountMinorUnits
        createdAt = NumericBoundary.clamped64(transaction.createdAt.timeIntervalSince1970 * 1_000, rounding: .down)
    }
}
