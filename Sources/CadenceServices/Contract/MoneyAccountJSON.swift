import CadenceCore
import CadenceStorage

/// One money account (`account add|list`, `/api/v1/accounts`): `{"id", "name", "currency",
/// "type", "balance", "opening", "on", "createdAt", "updatedAt"}`. Amounts are decimal strings
/// with exactly the currency's minor digits (`"1234.50"`, `"500"` for yen); `balance` is the
/// balance at the end of the day `on` (docs/domain-rules.md §12 "Money").
public struct MoneyAccountJSON: Codable, Sendable, Hashable {
    public var id: MoneyAccountID
    public var name: String
    public var currency: String
    public var type: MoneyAccountType
    public var balance: String
    public var opening: String
    public var on: Day
    public var createdAt: String
    public var updatedAt: String

    public init(_ entry: MoneyAccountBalance) {
        id = entry.account.id
        name = entry.account.name
        currency = entry.account.currency.code
        type = entry.account.type
        balance = entry.balance.text
        opening = entry.account.opening.text
        on = entry.day
        createdAt = ContractJSON.instant(entry.account.createdAt)
        updatedAt = ContractJSON.instant(entry.account.updatedAt)
    }
}

/// One transaction (`account record|history`, `/api/v1/accounts/{id}/transactions`):
/// `{"id", "accountId", "date", "amount", "currency", "balance", "note", "category",
/// "createdAt"}` — `balance` is the account's balance right after it (docs/domain-rules.md §12).
public struct MoneyTransactionJSON: Codable, Sendable, Hashable {
    public var id: MoneyTransactionID
    public var accountId: MoneyAccountID
    public var date: Day
    public var amount: String
    public var currency: String
    public var balance: String
    @NullWhenAbsent public var note: String?
    @NullWhenAbsent public var category: String?
    public var createdAt: String

    public init(_ transaction: MoneyTransaction, currency: Currency, balance: MoneyAmount) {
        id = transaction.id
        accountId = transaction.accountID
        date = transaction.day
        amount = MoneyAmount(clamping: transaction.amountMinorUnits, currency: currency).text
        self.currency = currency.code
        self.balance = balance.text
        note = transaction.note
        category = transaction.category
        createdAt = ContractJSON.instant(transaction.createdAt)
    }

    private enum CodingKeys: String, CodingKey {
        case id, accountId, date, amount, currency, balance, note, category, createdAt
    }
}

/// `account history`, `GET /api/v1/accounts/{id}/transactions`: `{"account", "transactions"}`,
/// the account (balance today) and its transactions in order, oldest first.
public struct MoneyHistoryJSON: Codable, Sendable, Hashable {
    public var account: MoneyAccountJSON
    public var transactions: [MoneyTransactionJSON]

    public init(account: MoneyAccountBalance, lines: [MoneyLedger.Line]) {
        self.account = MoneyAccountJSON(account)
        transactions = lines.map { MoneyTransactionJSON($0.transaction, currency: account.account.currency, balance: $0.balance) }
    }
}

/// `account totals`, `/api/v1/accounts/totals`: one per currency, `{"currency", "balance",
/// "accounts"}` — currencies are never added together (docs/domain-rules.md §12 "Money").
public struct MoneyTotalJSON: Codable, Sendable, Hashable {
    public var currency: String
    public var balance: String
    public var accounts: Int

    public init(_ total: MoneyLedger.Total) {
        currency = total.currency.code
        balance = total.balance.text
        accounts = total.accounts
    }
}
