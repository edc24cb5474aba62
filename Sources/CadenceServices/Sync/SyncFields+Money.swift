import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Money": an account's synced fields — `name`, `currency` (its code), `type`,
/// `opening` (minor units) and `createdAt` — and a transaction's — `account` (the account's global
/// id), `day`, `amount` (minor units), `note`, `category` and `createdAt`. No balance: balances
/// are derived (docs/domain-rules.md §12 "Money"), never synced.
extension SyncFields {
    static func of(_ account: MoneyAccount) throws -> [String: String] {
        [
            "name": try SyncJSON.text(account.name),
            "currency": try SyncJSON.text(account.currency.code),
            "type": try SyncJSON.text(account.type),
            "opening": try SyncJSON.text(account.openingMinorUnits),
            "createdAt": try SyncJSON.text(StoredMilliseconds.of(account.createdAt)),
        ]
    }

    /// The account the fields describe, checked as every account is (`MoneyValidator`).
    static func account(from fields: [String: String], id: MoneyAccountID, now: Date) throws(CadenceError) -> MoneyAccount {
        func field<T: Decodable>(_ name: String, _ type: T.Type) throws(CadenceError) -> T {
            guard let text = fields[name] else { throw CadenceError(.syncEntryInvalid, field: name, "the account has no \(name)") }
            return try SyncJSON.value(T.self, from: text, field: name)
        }
        let account = MoneyAccount(
            id: id, name: try field("name", String.self), currency: try Currency.named(try field("currency", String.self)),
            type: try field("type", MoneyAccountType.self), openingMinorUnits: try field("opening", Int64.self),
            createdAt: try StoredMilliseconds.date(try field("createdAt", Int64.self), field: "createdAt"), updatedAt: now)
        return try MoneyValidator.validated(account)
    }

    static func of(_ transaction: MoneyTransaction, accountGID: String?) throws -> [String: String] {
        [
            "account": try SyncJSON.text(accountGID),
            "day": try SyncJSON.text(transaction.day),
            "amount": try SyncJSON.text(transaction.amountMinorUnits),
            "note": try SyncJSON.text(transaction.note),
            "category": try SyncJSON.text(transaction.category),
            "createdAt": try SyncJSON.text(StoredMilliseconds.of(transaction.createdAt)),
        ]
    }

    /// The account global id a transaction's fields name (`nil` when absent or unreadable).
    static func transactionAccount(in fields: [String: String]) -> String? {
        fields["account"].flatMap { try? SyncJSON.value(String?.self, from: $0, field: "account") } ?? nil
    }

    /// The transaction the fields describe in the account `accountID`, checked as every transaction
    /// is (`MoneyValidator`) but for "not after today": another device's today may be ahead.
    static func transaction(from fields: [String: String], id: MoneyTransactionID, accountID: MoneyAccountID) throws(CadenceError)
        -> MoneyTransaction
    {
        func field<T: Decodable>(_ name: String, _ type: T.Type) throws(CadenceError) -> T {
            guard let text = fields[name] else { throw CadenceError(.syncEntryInvalid, field: name, "the transaction has no \(name)") }
            return try SyncJSON.value(T.self, from: text, field: name)
        }
        let amount = try field("amount", Int64.self)
        guard abs(amount) <= MoneyAmount.maximumMinorUnits else {
            throw CadenceError(.amountInvalid, field: "amount", "an amount has at most 15 digits of minor units")
        }
        let transaction = MoneyTransaction(
            id: id, accountID: accountID, day: try field("day", Day.self), amountMinorUnits: amount,
            note: fields["note"] == nil ? nil : try field("note", String?.self),
            category: fields["category"] == nil ? nil : try field("category", String?.self),
            createdAt: try StoredMilliseconds.date(try field("createdAt", Int64.self), field: "createdAt"))
        return try MoneyValidator.validated(transaction, today: Day.supported.upperBound)
    }
}
