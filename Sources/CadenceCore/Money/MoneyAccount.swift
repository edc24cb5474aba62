import Foundation

/// A money account (docs/domain-rules.md §12 "Money"): a name unique among the user's
/// accounts, a currency, a type and an opening balance. Its balance is never stored: it is the
/// opening balance plus its transactions (`MoneyLedger`).
public struct MoneyAccount: Sendable, Hashable, Identifiable {
    /// How many accounts one user may hold.
    public static let maximumCount = 1_000
    /// The longest name, in characters.
    public static let maximumNameLength = 100

    public var id: MoneyAccountID
    public var name: String
    public var currency: Currency
    public var type: MoneyAccountType
    /// The balance before the first transaction, in the currency's minor units.
    public var openingMinorUnits: Int64
    public var createdAt: Date
    public var updatedAt: Date

    public init(
        id: MoneyAccountID = 0, name: String, currency: Currency, type: MoneyAccountType = .checking,
        openingMinorUnits: Int64 = 0, createdAt: Date, updatedAt: Date? = nil
    ) {
        self.id = id
        self.name = name
        self.currency = currency
        self.type = type
        self.openingMinorUnits = openingMinorUnits
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    /// The opening balance as an amount.
    public var opening: MoneyAmount { MoneyAmount(unchecked: openingMinorUnits, currency: currency) }
}
