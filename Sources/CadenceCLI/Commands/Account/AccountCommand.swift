import ArgumentParser
import CadenceCore

/// `cadence account …`: money accounts (docs/domain-rules.md §12 "Money").
struct AccountCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "account",
        abstract: "Keep money accounts: balances from exact, dated transactions.",
        discussion: """
            Amounts are exact decimals in the account's currency (ISO 4217: EUR has 2 decimals, JPY none, BHD 3); \
            a positive amount is money in, a negative one money out. A balance is the opening balance plus the \
            transactions; totals are per currency, never converted.

            Examples:
              cadence account add Checking --currency EUR --opening 1200.00
              cadence account add Wallet --currency JPY --type cash
              cadence account record Checking -42.50 --note groceries --category food
              cadence account record Checking 2500 --date 2026-11-01 --note salary
              cadence account list --on 2026-10-31
              cadence account history Checking
              cadence account totals
            """,
        subcommands: [
            AccountAddCommand.self, AccountListCommand.self, AccountRecordCommand.self, AccountHistoryCommand.self,
            AccountTotalsCommand.self, AccountEditCommand.self, AccountDeleteCommand.self,
            AccountDeleteTransactionCommand.self, AccountEditTransactionCommand.self, AccountRestoreTransactionCommand.self,
        ])
}

extension MoneyAccountType: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}
