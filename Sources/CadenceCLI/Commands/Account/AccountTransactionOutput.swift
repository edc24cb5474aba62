import CadenceCore
import CadenceServices

/// How `account edit-transaction` and `account restore-transaction` answer: the transaction
/// with the balance right after it in its account's history (`MoneyTransactionJSON`).
enum AccountTransactionOutput {
    static func emit(_ transaction: MoneyTransaction, restored: Bool, context: CommandContext) async throws {
        let history = try await context.service.moneyHistory(of: transaction.accountID, for: context.user)
        let after = history.lines.first { $0.transaction.id == transaction.id }?.balance ?? history.account.opening
        let account = history.account
        try context.output.emit(MoneyTransactionJSON(transaction, currency: account.currency, balance: after)) {
            let text = LocalText(localizer: context.output.localizer)
            let values = [
                "id": String(transaction.id), "account": account.name, "day": text.mediumDate(transaction.day),
                "amount": MoneyText.amount(transaction.amountMinorUnits, account.currency, style: context.output.style, text: text),
            ]
            let line =
                restored
                ? text.localized("Restored transaction {id}: {amount} in {account} on {day}", values)
                : text.localized("Changed transaction {id}: {amount} in {account} on {day}", values)
            return context.output.style.green("✓") + " " + line
        }
    }
}
