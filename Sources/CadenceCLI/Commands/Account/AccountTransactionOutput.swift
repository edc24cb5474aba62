import CadenceCore
import CadenceServices

/// How `account edit-transaction` and `account restore-transaction` answer: the transaction
/// with the balance right after it in its account's history (`MoneyTransactionJSON`).
enum AccountTransactionOutput {
    static func emit(_ transaction: MoneyTransaction, verb: String, context: CommandContext) async throws {
        let history = try await context.service.moneyHistory(of: transaction.accountID, for: context.user)
        let after = history.lines.first { $0.transaction.id == transaction.id }?.balance ?? history.account.opening
        let account = history.account
        try context.output.emit(MoneyTransactionJSON(transaction, currency: account.currency, balance: after)) {
            context.output.style.green("✓") + " \(verb) transaction \(transaction.id): "
                + MoneyText.amount(transaction.amountMinorUnits, account.currency, style: context.output.style)
                + " in \(account.name) on \(transaction.day)"
        }
    }
}
