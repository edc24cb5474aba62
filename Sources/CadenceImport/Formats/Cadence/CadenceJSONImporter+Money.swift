import CadenceCore
import Foundation

extension CadenceJSONImporter {
    /// A money account of the export with its transactions: the currency looked up on the ISO
    /// list, every amount read exactly in it (docs/domain-rules.md §12 "Money"), instants read;
    /// the planner checks the rest (names, days, balances).
    func moneyAccount(_ account: CadenceExportDocument.ExportMoneyAccount, index: Int) throws(ImportIssue) -> SourceMoneyAccount {
        let location = "\(fileName) account \(index + 1) (\(InputExcerpt.quoted(account.name)))"
        let currency: Currency
        let opening: MoneyAmount
        do {
            currency = try Currency.named(account.currency)
            opening = try MoneyAmount(parsing: account.opening, currency: currency, field: "opening")
        } catch {
            throw ImportIssue(location, field: error.field ?? "currency", error.message)
        }
        guard let createdAt = InstantText.date(account.createdAt), let updatedAt = InstantText.date(account.updatedAt) else {
            throw ImportIssue(location, field: "createdAt", "createdAt and updatedAt are ISO 8601 instants")
        }
        var transactions: [MoneyTransaction] = []
        for (number, transaction) in account.transactions.enumerated() {
            let place = "\(location) transaction \(number + 1)"
            guard let instant = InstantText.date(transaction.createdAt) else {
                throw ImportIssue(place, field: "createdAt", "\(InputExcerpt.quoted(transaction.createdAt)) is not an ISO 8601 instant")
            }
            let amount: MoneyAmount
            do {
                amount = try MoneyAmount(parsing: transaction.amount, currency: currency)
            } catch {
                throw ImportIssue(place, field: "amount", error.message)
            }
            transactions.append(
                MoneyTransaction(
                    accountID: 0, day: transaction.date, amountMinorUnits: amount.minorUnits, note: transaction.note,
                    category: transaction.category, createdAt: instant))
        }
        return SourceMoneyAccount(
            account: MoneyAccount(
                name: account.name, currency: currency, type: account.type, openingMinorUnits: opening.minorUnits,
                createdAt: createdAt, updatedAt: updatedAt),
            transactions: transactions)
    }
}
