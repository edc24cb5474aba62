import ArgumentParser
import CadenceCore
import CadenceServices

/// `cadence account restore-transaction ID`: puts a deleted transaction back into its account
/// with its id (docs/domain-rules.md "§14 Undo and the trash": the trash keeps it 30 days).
struct AccountRestoreTransactionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore-transaction", abstract: "Put a deleted transaction back (within 30 days), with its id.")

    @Argument(help: "The deleted transaction's id.")
    var id: MoneyTransactionID

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let transaction = try await context.service.restoreMoneyTransaction(id, for: context.user)
        try await AccountTransactionOutput.emit(transaction, restored: true, context: context)
    }
}
