import CadenceCore
import Foundation

/// A partner (`GET /api/v1/partners`, MCP `list_partners`; docs/domain-rules.md
/// "§25 Partners and shared habits"): `{"id", "name", "since"}` — `id` is the
/// partnership's, the same for both sides.
public struct PartnerJSON: Codable, Sendable, Hashable {
    public var id: Int64
    public var name: String
    public var since: String

    public init(_ partnership: Partnership) {
        id = partnership.id
        name = partnership.partnerName
        since = ContractJSON.instant(partnership.since)
    }
}

/// A new invite (`POST /api/v1/partners/invites`): `{"code", "url", "expiresAt"}`.
public struct PartnerInviteJSON: Codable, Sendable, Hashable {
    public var code: String
    public var url: String
    public var expiresAt: String

    /// `base`: the server's address as the request reached it (`http://host:port`).
    public init(_ invite: PartnerInvite, base: String) {
        code = invite.code
        url = base + "/partners/accept?code=" + invite.code
        expiresAt = ContractJSON.instant(invite.expiresAt)
    }
}

/// A habit's sharing (`GET`/`PUT /api/v1/habits/{id}/sharing`): `{"habitId", "with", "amounts"}`,
/// `with` being `"all"` or a list of partner ids (`[]`: private).
public struct HabitSharingJSON: Encodable, Sendable, Hashable {
    public var habitId: Int64
    public var with: [Int64]?
    public var amounts: Bool
    public var withAll: Bool

    public init(_ sharing: HabitSharing) {
        habitId = sharing.habitID
        with = sharing.withAll ? nil : sharing.partnerships
        withAll = sharing.withAll
        amounts = sharing.amounts
    }

    private enum CodingKeys: String, CodingKey { case habitId, with, amounts }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(habitId, forKey: .habitId)
        if withAll { try container.encode("all", forKey: .with) } else { try container.encode(with ?? [], forKey: .with) }
        try container.encode(amounts, forKey: .amounts)
    }
}

/// A habit a partner shares (`GET /api/v1/partners/{id}/habits`, MCP `partner_progress`):
/// `{"id", "name", "icon", "color", "goal", "today", "date", "streak": {"current", "best",
/// "unit"}, "amounts", "days": [{"date", "done"} (+ "amount" when amounts are shared)]}`.
public struct SharedHabitJSON: Encodable, Sendable, Hashable {
    public struct StreakJSON: Encodable, Sendable, Hashable {
        public var current: Int
        public var best: Int
        public var unit: EvaluationSpan.Kind
    }

    public struct DayJSON: Encodable, Sendable, Hashable {
        public var date: Day
        public var done: Bool
        public var amount: Double?
    }

    public var id: Int64
    public var name: String
    @NullWhenAbsent public var icon: String?
    public var color: String
    public var goal: String
    public var today: String
    public var date: Day
    public var streak: StreakJSON
    public var amounts: Bool
    public var days: [DayJSON]

    public init(_ shared: SharedHabit) {
        id = shared.habitID
        name = shared.name
        icon = shared.icon
        color = shared.color
        goal = shared.goal
        today = shared.today.rawValue
        date = shared.day
        streak = StreakJSON(current: shared.currentStreak.count, best: shared.bestStreak.count, unit: shared.currentStreak.unit)
        amounts = shared.amountsShared
        days = shared.days.map { DayJSON(date: $0.day, done: $0.done, amount: $0.amount) }
    }
}
