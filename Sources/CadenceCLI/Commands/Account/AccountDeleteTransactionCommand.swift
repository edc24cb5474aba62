import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence account delete-transaction ID`: one transaction, by the id `history` shows.
struct AccountDeleteTransactionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete-transaction", abstract: "Delete one transaction (its id is in `account history`).")

    @Argument(help: "The transaction's id.")
    var id: MoneyTransactionID

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        try await context.service.deleteMoneyTransaction(id, for: context.user)
        try context.output.emit(["deleted": id]) {
            LocalText(localizer: context.output.localizer).localized(
                "Deleted transaction {id} (`cadence account restore-transaction {id}` brings it back within 30 days).", ["id": String(id)])
        }
    }
}
