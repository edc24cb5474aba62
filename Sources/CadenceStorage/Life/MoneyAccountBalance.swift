import CadenceCore

/// An account with its balance on a day (docs/domain-rules.md §12 "Money").
public struct MoneyAccountBalance: Sendable, Hashable {
    public let account: MoneyAccount
    public let balance: MoneyAmount
    /// The day the balance is for.
    public let day: Day

    public init(account: MoneyAccount, balance: MoneyAmount, day: Day) {
        self.account = account
        self.balance = balance
        self.day = day
    }
}
