import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence account history NAME`: the account's transactions, oldest first, each with the
/// balance after it.
struct AccountHistoryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "Show an account's transactions with the running balance.")

    @Argument(help: "The account's name (or id).")
    var account: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let target = try await context.service.moneyAccount(matching: account, of: context.user)
        let history = try await context.service.moneyHistory(of: target.id, for: context.user)
        let balance = MoneyAccountBalance(
            account: history.account, balance: history.lines.last?.balance ?? history.account.opening, day: context.today)
        try context.output.emit(MoneyHistoryJSON(account: balance, lines: history.lines)) {
            MoneyText.history(balance, lines: history.lines, style: context.output.style, text: LocalText(localizer: context.output.localizer))
        }
    }
}
