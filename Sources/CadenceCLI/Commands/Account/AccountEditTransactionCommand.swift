import ArgumentParser
import CadenceCore
import CadenceServices

/// `cadence account edit-transaction ID [--amount A] [--date D] [--note T] [--category C]`:
/// changes a recorded transaction (docs/domain-rules.md "§14 Undo and the trash" ("Editing a money transaction"));
/// an empty `--note ""` or `--category ""` removes it.
struct AccountEditTransactionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit-transaction", abstract: "Change a transaction's amount, date, note or category (its id is in `account history`).")

    @Argument(help: "The transaction's id.")
    var id: MoneyTransactionID

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The exact amount, such as 19.99 or -42.50 (a negative one as --amount=-42.50).", valueName: "amount"))
    var amount: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The day it happened.", valueName: "date"))
    var date: DateArgument?

    @Option(help: ArgumentHelp("What it was (\"\" removes the note).", valueName: "text"))
    var note: String?

    @Option(help: ArgumentHelp("A category (\"\" removes it).", valueName: "name"))
    var category: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    func validate() throws {
        guard amount != nil || date != nil || note != nil || category != nil else {
            throw ValidationError("give at least one of --amount, --date, --note, --category")
        }
    }

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let changed = try await context.service.updateMoneyTransaction(
            id, amount: amount, on: date.map { context.day($0) }, note: note, category: category, for: context.user)
        try await AccountTransactionOutput.emit(changed.transaction, restored: false, context: context)
    }
}
