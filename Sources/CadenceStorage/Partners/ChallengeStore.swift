import CadenceCore
import Foundation

/// The storage of challenges (docs/domain-rules.md "§26 Challenges"). A challenge
/// is made, and joined, by `StoreChange.challenge` in the transaction that inserts the member's
/// habit, so a member never has a challenge without their habit or a habit without its challenge.
public protocol ChallengeStore: Sendable {
    /// The challenges `user` is a member of (joined or invited), the latest first.
    func challenges(of user: UserID) async throws -> [Challenge]
    /// One challenge with its members (by when they were invited, the maker first); `nil` when
    /// `user` is not a member.
    func challenge(_ id: Int64, of user: UserID) async throws -> (challenge: Challenge, members: [ChallengeMember])?
    /// Invites `users` (the caller checked they are the maker's partners) to the maker's challenge;
    /// those invited already are left as they are. `false` when `owner` did not make it;
    /// `challengeInvalid` past `ChallengePolicy.maximumMembers`.
    func inviteToChallenge(_ id: Int64, users: [UserID], by owner: UserID, at instant: Date) async throws -> Bool
}

/// A challenge write inside a batch (`StoreChange.challenge`).
public enum ChallengeChange: Sendable, Hashable {
    /// Makes a challenge of the batch's user with the habit the batch inserted at `habitIndex`
    /// (among its inserts) as the maker's, and invites `invitees`; returns the challenge's id.
    case create(name: String, start: Day, end: Day, invitees: [UserID], habitIndex: Int)
    /// Joins an invited challenge with the user's `habit`, or the habit the batch inserted at
    /// `habitIndex`; returns no id. `notFound` when not invited, `challengeJoined` when joined.
    case join(challenge: Int64, habit: HabitID?, habitIndex: Int?)

    /// The habit a change names, from the batch's inserts so far.
    public func habit(inserted: [Int64]) throws -> HabitID {
        switch self {
        case .create(_, _, _, _, let index), .join(_, nil, let index?):
            guard inserted.indices.contains(index) else { throw CadenceError(.notFound, field: "habit", "the batch made no such habit") }
            return inserted[index]
        case .join(_, let habit?, _):
            return habit
        case .join:
            throw CadenceError(.notFound, field: "habit", "joining a challenge needs a habit")
        }
    }

    /// Refusals both backends throw.
    public static func notInvited(_ id: Int64) -> CadenceError {
        CadenceError(.notFound, field: "id", "no challenge with id \(id)")
    }
    public static let joined = CadenceError(.challengeJoined, field: "id", "you joined this challenge already")
    public static let full = CadenceError(
        .challengeInvalid, field: "invite", "a challenge has at most \(ChallengePolicy.maximumMembers) members")
}
