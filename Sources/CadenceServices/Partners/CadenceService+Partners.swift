import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    // MARK: Partners (docs/domain-rules.md "§25 Partners and shared habits")

    /// Makes a single-use invite of `user`, valid for `PartnerPolicy.inviteLifetime`
    /// (`partnerInviteLimitReached` past `PartnerPolicy.maximumInvitesPerDay` in 24 hours).
    public func createPartnerInvite(for user: UserID) async throws -> PartnerInvite {
        var generator = SystemRandomNumberGenerator()
        let instant = now
        let invite = PartnerInvite(
            code: PartnerPolicy.newCode(using: &generator), createdAt: instant,
            expiresAt: instant.addingTimeInterval(PartnerPolicy.inviteLifetime))
        try await store.insertPartnerInvite(invite, for: user)
        return invite
    }

    /// Accepts an invite code as typed (dashes, spaces and case ignored) and answers the new
    /// partnership; a text that cannot be a code is `partnerInviteUnknown` like an unknown one.
    public func acceptPartnerInvite(code text: String, by user: UserID) async throws -> Partnership {
        guard let code = PartnerPolicy.normalizedCode(text) else { throw PartnerRefusal.unknown }
        return try await store.acceptPartnerInvite(code: code, by: user, at: now)
    }

    /// The user's partners, oldest partnership first.
    public func partners(of user: UserID) async throws -> [Partnership] {
        try await store.partnerships(of: user)
    }

    /// Ends partnership `id` for both sides; `notFound` when the user is not in it.
    public func endPartnership(_ id: Int64, by user: UserID) async throws {
        guard try await store.deletePartnership(id, of: user) else { throw Self.noPartner(id) }
    }

    /// One of the user's habits' sharing (private when never shared), naming only partnerships
    /// that still exist.
    public func habitSharing(of habitID: HabitID, for user: UserID) async throws -> HabitSharing {
        _ = try await habit(habitID, of: user)
        let live = Set(try await store.partnerships(of: user).map(\.id))
        var sharing = try await store.habitSharings(of: user).first { $0.habitID == habitID } ?? HabitSharing(habitID: habitID)
        sharing.partnerships = sharing.partnerships.filter(live.contains)
        return sharing
    }

    /// Shares one habit with every partner or the listed partnerships (each must be the user's:
    /// else `notFound` on `with`), with or without amounts; an empty list makes it private.
    public func shareHabit(
        _ habitID: HabitID, withAll: Bool, partnerships: [Int64], amounts: Bool, for user: UserID
    ) async throws -> HabitSharing {
        _ = try await habit(habitID, of: user)
        let live = Set(try await store.partnerships(of: user).map(\.id))
        if !withAll, let stranger = partnerships.first(where: { !live.contains($0) }) {
            throw CadenceError(.notFound, field: "with", "no partner with id \(stranger)")
        }
        let ids = withAll ? [] : Array(Set(partnerships)).sorted()
        let sharing = HabitSharing(habitID: habitID, withAll: withAll, partnerships: ids, amounts: amounts)
        guard try await store.setHabitSharing(sharing, of: user) else {
            throw CadenceError(.notFound, field: "habit", "no habit with id \(habitID)")
        }
        return sharing
    }

    /// The habits partner `id`'s other side shares with `viewer`: unarchived ones, in the
    /// owner's order (`notFound` when `viewer` is not in the partnership).
    public func partnerHabits(of id: Int64, for viewer: UserID) async throws -> [SharedHabit] {
        guard let partnership = try await store.partnerships(of: viewer).first(where: { $0.id == id }) else {
            throw Self.noPartner(id)
        }
        let owner = partnership.partner
        let shared = Dictionary(
            uniqueKeysWithValues: try await store.habitSharings(of: owner).filter { $0.isShared(with: id) }.map { ($0.habitID, $0) })
        guard !shared.isEmpty else { return [] }
        let habits = try await store.habits(of: owner, includeArchived: false).filter { shared[$0.id] != nil }
        let today = try await today(for: owner)
        let items = try await todayList(for: owner)
        let listed = Dictionary((items.habits + items.quitHabits).map { ($0.habit.id, $0) }) { first, _ in first }
        var answer: [SharedHabit] = []
        for habit in habits {
            let statistics = try await statistics(of: habit.id, for: owner)
            let first = max(today.adding(days: -29), habit.startDay)
            let amounts = shared[habit.id]?.amounts ?? false
            let days = first <= today ? try await dayHistory(of: habit.id, for: owner, from: first, through: today) : []
            let state: SharedHabit.State =
                switch listed[habit.id] {
                case .some(let item) where item.isSkipped: .skipped
                case .some(let item): item.isComplete ? .done : .notYet
                case .none: .notDue
                }
            answer.append(
                SharedHabit(
                    habitID: habit.id, name: habit.name, icon: habit.icon, color: habit.color,
                    goal: habit.goal.sentence(kind: habit.kind), goalDefinition: habit.goal, kind: habit.kind, today: state, day: today,
                    currentStreak: statistics.currentStreak, bestStreak: statistics.bestStreak,
                    days: days.map { summary in
                        SharedHabit.DayMark(
                            day: summary.day, done: summary.isActive && summary.isSuccessful && !summary.isSkipped,
                            amount: amounts ? summary.total : nil)
                    }, amountsShared: amounts))
        }
        return answer
    }

    static func noPartner(_ id: Int64) -> CadenceError {
        CadenceError(.notFound, field: "id", "no partner with id \(id)")
    }
}
