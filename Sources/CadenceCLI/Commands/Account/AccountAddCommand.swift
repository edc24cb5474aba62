import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence account add NAME --currency EUR [--type checking] [--opening 100.00]`.
struct AccountAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Open a money account.")

    @Argument(help: "The account's name, unique among your accounts.")
    var name: String

    @Option(help: ArgumentHelp("Its ISO 4217 currency code (EUR, USD, JPY, …).", valueName: "code"))
    var currency: String

    @Option(help: "checking (default), savings, cash, credit or other.")
    var type: MoneyAccountType = .checking

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The balance before the first transaction (default 0), such as 100.00.", valueName: "amount"))
    var opening: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let account = try await context.service.addMoneyAccount(
            name: name, currency: currency, type: type, opening: opening, for: context.user)
        let entry = MoneyAccountBalance(account: account, balance: account.opening, day: context.today)
        try context.output.emit(MoneyAccountJSON(entry)) {
            let text = LocalText(localizer: context.output.localizer)
            return context.output.style.green("✓") + " "
                + text.localized("Opened {account}", ["account": MoneyText.line(entry, style: context.output.style, text: text)])
        }
    }
}
