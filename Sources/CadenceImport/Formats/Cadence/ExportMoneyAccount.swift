import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation

extension CadenceExportDocument {
    /// A money account in the export (version 3; docs/domain-rules.md §12 "Money"): `{"name",
    /// "currency", "type", "opening", "createdAt", "updatedAt", "transactions"}`. Amounts are
    /// exact decimal strings in the account's currency; instants have milliseconds.
    public struct ExportMoneyAccount: Codable, Sendable, Hashable {
        public var name: String
        public var currency: String
        public var type: MoneyAccountType
        public var opening: String
        public var createdAt: String
        public var updatedAt: String
        public var transactions: [ExportMoneyTransaction]

        public init(_ account: MoneyAccount, transactions: [MoneyTransaction]) {
            name = account.name
            currency = account.currency.code
            type = account.type
            opening = account.opening.text
            createdAt = InstantText.millisecondText(account.createdAt)
            updatedAt = InstantText.millisecondText(account.updatedAt)
            self.transactions = transactions.filter { $0.accountID == account.id }.sorted(by: MoneyTransaction.historyOrder)
                .map { ExportMoneyTransaction($0, currency: account.currency) }
        }
    }

    /// A transaction of an exported account: `{"date", "amount", "note", "category",
    /// "createdAt"}`. A re-import recognises it by its day, amount and `createdAt`.
    public struct ExportMoneyTransaction: Codable, Sendable, Hashable {
        public var date: Day
        public var amount: String
        @NullWhenAbsent public var note: String?
        @NullWhenAbsent public var category: String?
        public var createdAt: String

        public init(_ transaction: MoneyTransaction, currency: Currency) {
            date = transaction.day
            amount = MoneyAmount(clamping: transaction.amountMinorUnits, currency: currency).text
            note = transaction.note
            category = transaction.category
            createdAt = InstantText.millisecondText(transaction.createdAt)
        }

        private enum CodingKeys: String, CodingKey {
            case date, amount, note, category, createdAt
        }
    }
}
