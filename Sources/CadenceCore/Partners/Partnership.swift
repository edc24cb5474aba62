import Foundation

/// Two accounts that agreed to see what each shares (docs/domain-rules.md
/// "§25 Partners and shared habits"), seen from one side: `id` is the
/// partnership's (the same from both sides: the partner id of every route), `partner` the other
/// account.
public struct Partnership: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var partner: UserID
    /// The other account's username.
    public var partnerName: String
    public var since: Date

    public init(id: Int64, partner: UserID, partnerName: String, since: Date) {
        self.id = id
        self.partner = partner
        self.partnerName = partnerName
        self.since = since
    }
}

/// An invite to become partners: a single-use code valid until `expiresAt`.
public struct PartnerInvite: Sendable, Hashable {
    public var code: String
    public var createdAt: Date
    public var expiresAt: Date

    public init(code: String, createdAt: Date, expiresAt: Date) {
        self.code = code
        self.createdAt = createdAt
        self.expiresAt = expiresAt
    }
}

/// Whom one habit is shared with (docs/domain-rules.md "§25 Partners and shared
/// habits"): every partner (`withAll`) or the listed partnerships, and whether amounts are shown.
/// A habit with no sharing row is shared with nobody.
public struct HabitSharing: Sendable, Hashable {
    public var habitID: HabitID
    public var withAll: Bool
    /// Partnership ids (ignored when `withAll`).
    public var partnerships: [Int64]
    public var amounts: Bool

    public init(habitID: HabitID, withAll: Bool = false, partnerships: [Int64] = [], amounts: Bool = false) {
        self.habitID = habitID
        self.withAll = withAll
        self.partnerships = partnerships
        self.amounts = amounts
    }

    /// Shared with nobody.
    public var isPrivate: Bool { !withAll && partnerships.isEmpty }

    /// Whether partnership `id` sees the habit.
    public func isShared(with id: Int64) -> Bool { withAll || partnerships.contains(id) }

    /// The stored audience: `all`, or the partnership ids as `,1,2,` (empty: nobody).
    public var storedAudience: String {
        withAll ? "all" : partnerships.isEmpty ? "" : "," + partnerships.sorted().map(String.init).joined(separator: ",") + ","
    }

    /// The sharing read back from its stored audience.
    public init(habitID: HabitID, storedAudience: String, amounts: Bool) {
        let ids = storedAudience.split(separator: ",").compactMap { Int64($0) }
        self.init(habitID: habitID, withAll: storedAudience == "all", partnerships: ids, amounts: amounts)
    }
}
