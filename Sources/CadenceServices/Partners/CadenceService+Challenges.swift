import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    // MARK: Challenges (docs/domain-rules.md "§26 Challenges")

    /// Makes a challenge with a new habit of the maker from `draft` (starting on the challenge's
    /// first day unless it says otherwise) and invites the partners `invite` names — in one
    /// transaction.
    public func createChallenge(
        name: String, habit draft: HabitDraft, start: Day, end: Day, invite: [Int64], for user: UserID
    ) async throws -> ChallengeBoard {
        let name = try ChallengePolicy.validated(name: name, start: start, end: end)
        let invitees = try await partnerUsers(invite, of: user, field: "invite")
        guard invitees.count + 1 <= ChallengePolicy.maximumMembers else { throw ChallengeChange.full }
        var draft = draft
        if draft.startDay == nil { draft.startDay = start }
        let made = draft
        let ids = try await decidingConsistently(for: user) {
            try await createHabitsOnce(
                [made], for: user, then: [.challenge(.create(name: name, start: start, end: end, invitees: invitees, habitIndex: 0))]
            ).ids
        }
        guard ids.count >= 2 else { throw CadenceError(.notFound, "the store did not return the new challenge's id") }
        return try await challengeBoard(ids[1], for: user)
    }

    /// Joins an invited challenge with one of the user's habits, or (`habit == nil`) with a new
    /// habit made from the maker's: its name, icon, color, kind, goal and schedule — never its
    /// description, reminders or category — starting on the first day (or today, when later).
    public func joinChallenge(_ id: Int64, habit: HabitID?, for user: UserID) async throws -> ChallengeBoard {
        guard let (challenge, members) = try await store.challenge(id, of: user) else { throw ChallengeChange.notInvited(id) }
        if members.first(where: { $0.user == user })?.joinedAt != nil { throw ChallengeChange.joined }
        if let habit {
            _ = try await self.habit(habit, of: user)
            try await write([.challenge(.join(challenge: id, habit: habit, habitIndex: nil))], for: user, at: now)
        } else {
            let template = try await members.first { $0.user == challenge.owner }?.habitID.asyncMap {
                try await store.habit($0, of: challenge.owner)
            }
            let today = try await today(for: user)
            let draft = HabitDraft(
                name: template?.name ?? challenge.name, icon: template?.icon, color: template?.color ?? "blue",
                kind: template?.kind ?? .build, goal: template?.goal ?? .simple(), baseline: template?.baseline,
                schedule: template?.schedule ?? .daily, startDay: max(challenge.start, today))
            _ = try await decidingConsistently(for: user) {
                try await createHabitsOnce([draft], for: user, then: [.challenge(.join(challenge: id, habit: nil, habitIndex: 0))])
            }
        }
        return try await challengeBoard(id, for: user)
    }

    /// Invites more of the maker's partners (`notFound` unless the user made the challenge).
    public func inviteToChallenge(_ id: Int64, partners: [Int64], by user: UserID) async throws -> ChallengeBoard {
        let invitees = try await partnerUsers(partners, of: user, field: "partners")
        guard try await store.inviteToChallenge(id, users: invitees, by: user, at: now) else { throw ChallengeChange.notInvited(id) }
        return try await challengeBoard(id, for: user)
    }

    /// The challenges the user is in or invited to, the latest first.
    public func challenges(of user: UserID) async throws -> [Challenge] {
        try await store.challenges(of: user)
    }

    /// docs/domain-rules.md "§26 Challenges": each joined member's days done from
    /// the start through their own today (or the end) and their current streak — by the same
    /// `dayHistory` and `statistics` as their own pages — ranked; `notFound` unless the user is in it.
    public func challengeBoard(_ id: Int64, for user: UserID) async throws -> ChallengeBoard {
        guard let (challenge, members) = try await store.challenge(id, of: user) else { throw ChallengeChange.notInvited(id) }
        var lines: [(member: ChallengeMember, daysDone: Int, streak: Int)] = []
        var isFinal = true
        for member in members {
            guard member.joinedAt != nil else {
                lines.append((member, 0, 0))
                continue
            }
            let today = try await today(for: member.user)
            isFinal = isFinal && today > challenge.end
            guard let id = member.habitID, let habit = try await store.habit(id, of: member.user) else {
                lines.append((member, 0, 0))
                continue
            }
            let first = max(challenge.start, habit.startDay)
            let last = min(challenge.end, today)
            let days = first <= last ? try await dayHistory(of: id, for: member.user, from: first, through: last) : []
            let done = days.filter { $0.isActive && $0.isSuccessful && !$0.isSkipped }.count
            let streak = try await statistics(of: id, for: member.user).currentStreak.count
            lines.append((member, done, streak))
        }
        if !members.contains(where: { $0.joinedAt != nil }) { isFinal = try await today(for: user) > challenge.end }
        return ChallengeBoard(challenge: challenge, lines: lines, isFinal: isFinal)
    }

    /// The challenges `user` won: final ones where they have the gold medal, the latest first
    /// (the Achievements page's medals).
    public func challengeMedals(for user: UserID) async throws -> [Challenge] {
        let today = try await today(for: user)
        var won: [Challenge] = []
        for challenge in try await store.challenges(of: user) where challenge.end < today {
            let board = try await challengeBoard(challenge.id, for: user)
            if board.isFinal, board.standings.contains(where: { $0.user == user && $0.isWinner }) { won.append(challenge) }
        }
        return won
    }

    /// The users behind partnership ids of `user` (`notFound` on `field` for one that is not theirs).
    func partnerUsers(_ ids: [Int64], of user: UserID, field: String) async throws -> [UserID] {
        let partners = try await store.partnerships(of: user)
        return try Array(Set(ids)).sorted().map { id in
            guard let partner = partners.first(where: { $0.id == id }) else {
                throw CadenceError(.notFound, field: field, "no partner with id \(id)")
            }
            return partner.partner
        }
    }
}

extension Optional {
    /// The async `map`.
    fileprivate func asyncMap<Result>(_ transform: (Wrapped) async throws -> Result?) async rethrows -> Result? {
        guard let self else { return nil }
        return try await transform(self)
    }
}
