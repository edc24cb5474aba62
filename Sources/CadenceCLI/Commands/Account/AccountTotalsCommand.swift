import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence account totals [--on D]`: the balances summed per currency — never across
/// currencies (docs/domain-rules.md §12 "Money").
struct AccountTotalsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "totals", abstract: "Sum the balances per currency (today, or on a past day).")

    @Option(parsing: .unconditional, help: ArgumentHelp("The day whose closing balances to sum.", valueName: "date"))
    var on: DateArgument?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let totals = try await context.service.moneyTotals(of: context.user, on: on.map { context.day($0) })
        try context.output.emit(totals.map(MoneyTotalJSON.init)) {
            let text = LocalText(localizer: context.output.localizer)
            guard !totals.isEmpty else { return text.localized("No accounts yet.") }
            guard !text.isEnglish else {
                return totals.map { "\($0.balance.text) \($0.currency.code) in \($0.accounts) account\($0.accounts == 1 ? "" : "s")" }
                    .joined(separator: "\n")
            }
            return totals.map {
                text.localizer.localized(
                    one: "{amount} in {count} account", other: "{amount} in {count} accounts", count: $0.accounts,
                    ["amount": MoneyText.money($0.balance, text: text), "count": text.integer($0.accounts)])
            }
            .joined(separator: "\n")
        }
    }
}
