import Foundation

/// docs/domain-rules.md §6: one entry of the append-only XP ledger. The total is the ledger's sum.
public struct XPTransaction: Sendable, Hashable, Codable, Identifiable {
    /// Why XP moved.
    public enum Reason: String, Sendable, Hashable, Codable {
        /// A day became perfect.
        case perfectDay
        /// A perfect day stopped being perfect (a reversal, docs/domain-rules.md §6).
        case perfectDayRevoked
        /// An achievement unlocked.
        case achievement
    }

    public var id: Int64
    /// Positive or negative.
    public var amount: Int
    public var reason: Reason
    /// The day a perfect-day award or reversal concerns.
    public var day: Day?
    /// The achievement an award concerns.
    public var achievementID: String?
    public var at: Date

    public init(id: Int64 = 0, amount: Int, reason: Reason, day: Day? = nil, achievementID: String? = nil, at: Date) {
        self.id = id
        self.amount = amount
        self.reason = reason
        self.day = day
        self.achievementID = achievementID
        self.at = at
    }

    /// docs/domain-rules.md §6: the XP a perfect day awards (default 50).
    public static let perfectDayXP = 50
}
