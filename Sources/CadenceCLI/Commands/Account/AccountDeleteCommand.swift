import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence account delete NAME`: the account and every transaction in it.
struct AccountDeleteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete an account with its transactions.")

    @Argument(help: "The account's name (or id).")
    var account: String

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let target = try await context.service.moneyAccount(matching: account, of: context.user)
        try await context.service.deleteMoneyAccount(target.id, for: context.user)
        try context.output.emit(["deleted": target.id]) {
            LocalText(localizer: context.output.localizer).localized("Deleted the account {name} and its transactions.", ["name": target.name])
        }
    }
}
