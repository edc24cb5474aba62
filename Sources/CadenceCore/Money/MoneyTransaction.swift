import Foundation

/// One dated movement of money in an account (docs/domain-rules.md §12 "Money"): positive
/// amounts are money in, negative ones money out, in the account's minor units.
public struct MoneyTransaction: Sendable, Hashable, Identifiable {
    /// The longest category, in characters.
    public static let maximumCategoryLength = 60

    public var id: MoneyTransactionID
    public var accountID: MoneyAccountID
    public var day: Day
    public var amountMinorUnits: Int64
    public var note: String?
    public var category: String?
    public var createdAt: Date

    public init(
        id: MoneyTransactionID = 0, accountID: MoneyAccountID, day: Day, amountMinorUnits: Int64, note: String? = nil,
        category: String? = nil, createdAt: Date
    ) {
        self.id = id
        self.accountID = accountID
        self.day = day
        self.amountMinorUnits = amountMinorUnits
        self.note = note
        self.category = category
        self.createdAt = createdAt
    }

    /// The order of an account's history: by day, then the instant recorded, then id.
    public static func historyOrder(_ lhs: MoneyTransaction, _ rhs: MoneyTransaction) -> Bool {
        (lhs.day, lhs.createdAt, lhs.id) < (rhs.day, rhs.createdAt, rhs.id)
    }
}
