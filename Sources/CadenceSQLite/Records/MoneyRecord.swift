import CadenceCore
import GRDB

/// Row decoding for the `money_account` and `money_transaction` tables (docs/domain-rules.md
/// §12 "Money"). A stored currency code no longer on the ISO list, or an amount outside the
/// schema's range, is reported as a decoding failure rather than guessed.
enum MoneyRecord {
    /// Columns read for a `MoneyAccount`, in decoding order.
    static let accountColumns = "id, name, currency, type, opening_minor, created_at, updated_at"
    /// Columns read for a `MoneyTransaction`, in decoding order.
    static let transactionColumns = "id, account_id, day, amount_minor, note, category, created_at"

    static func account(_ row: Row) throws -> MoneyAccount {
        let code = try row.decode(String.self, atIndex: 2)
        let typeName = try row.decode(String.self, atIndex: 3)
        guard let currency = Currency(code: code), let type = MoneyAccountType(rawValue: typeName) else {
            throw DatabaseError(
                resultCode: .SQLITE_MISMATCH, message: "money_account holds an unknown currency or type: \(code), \(typeName)")
        }
        return MoneyAccount(
            id: try row.decode(Int64.self, atIndex: 0),
            name: try row.decode(String.self, atIndex: 1),
            currency: currency, type: type,
            openingMinorUnits: try row.decode(Int64.self, atIndex: 4),
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 5)),
            updatedAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 6)))
    }

    static func transaction(_ row: Row) throws -> MoneyTransaction {
        MoneyTransaction(
            id: try row.decode(Int64.self, atIndex: 0),
            accountID: try row.decode(Int64.self, atIndex: 1),
            day: Day(ordinal: try row.decode(Int.self, atIndex: 2)),
            amountMinorUnits: try row.decode(Int64.self, atIndex: 3),
            note: try row.decode(String?.self, atIndex: 4),
            category: try row.decode(String?.self, atIndex: 5),
            createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 6)))
    }
}
