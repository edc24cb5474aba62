import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence account list [--on D]`: every account with its balance (at the end of day D).
struct AccountListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List accounts with their balances (today, or on a past day).")

    @Option(parsing: .unconditional, help: ArgumentHelp("The day whose closing balances to show.", valueName: "date"))
    var on: DateArgument?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let day = on.map { context.day($0) }
        let balances = try await context.service.moneyAccountBalances(of: context.user, on: day)
        let totals = try MoneyLedger.totals(balances.map(\.balance))
        try context.output.emit(balances.map(MoneyAccountJSON.init)) {
            let text = LocalText(localizer: context.output.localizer)
            guard !balances.isEmpty else { return text.localized("No accounts yet. Open one: cadence account add NAME --currency EUR") }
            return MoneyText.table(balances, totals: totals, style: context.output.style, text: text)
        }
    }
}
