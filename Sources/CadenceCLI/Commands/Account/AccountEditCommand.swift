import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence account edit NAME [--name N] [--type T] [--opening A]`.
struct AccountEditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit", abstract: "Rename an account, change its type or its opening balance.")

    @Argument(help: "The account's name (or id).")
    var account: String

    @Option(help: ArgumentHelp("A new name.", valueName: "name"))
    var name: String?

    @Option(help: "checking, savings, cash, credit or other.")
    var type: MoneyAccountType?

    @Option(parsing: .unconditional, help: ArgumentHelp("A new opening balance.", valueName: "amount"))
    var opening: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        if name == nil, type == nil, opening == nil { throw ValidationError("give --name, --type or --opening") }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let target = try await context.service.moneyAccount(matching: account, of: context.user)
        _ = try await context.service.updateMoneyAccount(target.id, name: name, type: type, opening: opening, for: context.user)
        let entry = try await context.service.moneyAccountBalance(target.id, of: context.user)
        try context.output.emit(MoneyAccountJSON(entry)) {
            let text = LocalText(localizer: context.output.localizer)
            return context.output.style.green("✓") + " "
                + text.localized("Updated {account}", ["account": MoneyText.line(entry, style: context.output.style, text: text)])
        }
    }
}
