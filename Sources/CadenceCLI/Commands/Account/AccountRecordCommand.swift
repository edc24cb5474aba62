import ArgumentParser
import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence account record NAME AMOUNT [--date D] [--note T] [--category C]`: money in
/// (positive) or out (negative, such as `-12.50`).
struct AccountRecordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record", abstract: "Record a transaction: a positive amount in, a negative one out.")

    /// The account and the amount: read as "everything not an option" so that a negative amount
    /// such as `-42.50` is taken as a value, not as short options.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "The account's name (or id), then the exact amount, such as 2500, 19.99 or -42.50.", valueName: "account amount"))
    var words: [String] = []

    private var account: String { words.first ?? "" }
    private var amount: String { words.count > 1 ? words[1] : "" }

    func validate() throws {
        if let unknown = words.first(where: { $0.hasPrefix("--") }) { throw ValidationError("unknown option '\(unknown)'") }
        guard words.count == 2 else {
            throw ValidationError("give the account and the amount, such as: cadence account record Checking -42.50")
        }
    }

    @Option(parsing: .unconditional, help: ArgumentHelp("The day it happened (default: today).", valueName: "date"))
    var date: DateArgument?

    @Option(help: ArgumentHelp("What it was.", valueName: "text"))
    var note: String?

    @Option(help: ArgumentHelp("A category, such as food or rent.", valueName: "name"))
    var category: String?

    @OptionGroup(title: "Global options") var global: GlobalOptions

    mutating func run() async throws {
        let context = try await CommandContext.open(global)
        let target = try await context.service.moneyAccount(matching: account, of: context.user)
        let recorded = try await context.service.recordMoneyTransaction(
            account: target.id, amount: amount, on: date.map { context.day($0) }, note: note, category: category,
            for: context.user)
        try context.output.emit(MoneyTransactionJSON(recorded.transaction, currency: target.currency, balance: recorded.after)) {
            let text = LocalText(localizer: context.output.localizer)
            let values = [
                "amount": MoneyText.amount(recorded.transaction.amountMinorUnits, target.currency, style: context.output.style, text: text),
                "account": target.name, "day": text.mediumDate(recorded.transaction.day),
                "balance": MoneyText.money(recorded.balance, text: text),
            ]
            let line = text.localized("Recorded {amount} in {account} on {day} · balance now {balance}", values)
            return context.output.style.green("✓") + " " + line
        }
    }
}
