import CadenceCore
import PostgresNIO

/// Row decoding for the `money_account` and `money_transaction` tables (docs/domain-rules.md
/// §12 "Money"), as `MoneyRecord` does for SQLite. A stored currency code no longer on the ISO
/// list, or an unknown type, is reported as an invalid stored value rather than guessed.
enum PostgresMoneyRecord {
    /// Columns read for a `MoneyAccount`, in decoding order.
    static let accountColumns = "id, name, currency, type, opening_minor, created_at, updated_at"
    /// Columns read for a `MoneyTransaction`, in decoding order.
    static let transactionColumns = "id, account_id, day, amount_minor, note, category, created_at"

    /// The account of a row of `accountColumns`.
    static func account(_ row: PostgresRow) throws -> MoneyAccount {
        let (id, name, code, typeName, openingMinor, createdAt, updatedAt) = try row.decode(
            (Int64, String, String, String, Int64, Int64, Int64).self)
        guard let currency = Currency(code: code), let type = MoneyAccountType(rawValue: typeName) else {
            throw PostgresStoreError.invalidStoredValue(
                "money_account holds an unknown currency or type: \(code), \(typeName)")
        }
        return MoneyAccount(
            id: id, name: name, currency: currency, type: type, openingMinorUnits: openingMinor,
            createdAt: PostgresValues.date(createdAt), updatedAt: PostgresValues.date(updatedAt))
    }

    /// The transaction of a row of `transactionColumns`.
    static func transaction(_ row: PostgresRow) throws -> MoneyTransaction {
        let (id, accountID, day, amountMinor, note, category, createdAt) = try row.decode(
            (Int64, Int64, Int64, Int64, String?, String?, Int64).self)
        return MoneyTransaction(
            id: id, accountID: accountID, day: try PostgresValues.day(day), amountMinorUnits: amountMinor,
            note: note, category: category, createdAt: PostgresValues.date(createdAt))
    }
}
