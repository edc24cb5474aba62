import Foundation

/// A challenge among partners (docs/domain-rules.md "§26 Challenges"): a name, a
/// first and last day, and its members — the maker and the partners they invited — each with
/// their own habit once they joined.
public struct Challenge: Sendable, Hashable, Identifiable {
    public var id: Int64
    public var owner: UserID
    public var name: String
    public var start: Day
    public var end: Day
    public var createdAt: Date

    public init(id: Int64, owner: UserID, name: String, start: Day, end: Day, createdAt: Date) {
        self.id = id
        self.owner = owner
        self.name = name
        self.start = start
        self.end = end
        self.createdAt = createdAt
    }
}

/// One member of a challenge: invited, or joined with their own habit.
public struct ChallengeMember: Sendable, Hashable {
    public var user: UserID
    /// The member's username.
    public var name: String
    /// Their habit in the challenge, once joined (`nil` after they deleted it).
    public var habitID: HabitID?
    public var joinedAt: Date?

    public init(user: UserID, name: String, habitID: HabitID?, joinedAt: Date?) {
        self.user = user
        self.name = name
        self.habitID = habitID
        self.joinedAt = joinedAt
    }
}

/// The rules of a challenge's shape (docs/domain-rules.md "§26 Challenges").
public enum ChallengePolicy {
    /// A challenge lasts at most a year.
    public static let maximumDays = 366
    /// At most this many members, the maker included.
    public static let maximumMembers = 20
    /// A name of 1–100 characters.
    public static let maximumNameLength = 100

    /// The name trimmed, and the range checked (`challengeInvalid`).
    public static func validated(name: String, start: Day, end: Day) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= maximumNameLength else {
            throw CadenceError(.challengeInvalid, field: "name", "a challenge's name has 1 to \(maximumNameLength) characters")
        }
        guard start <= end else { throw CadenceError(.challengeInvalid, field: "end", "the challenge ends (\(end)) before it starts (\(start))") }
        guard end.ordinal - start.ordinal < maximumDays else {
            throw CadenceError(.challengeInvalid, field: "end", "a challenge lasts at most \(maximumDays) days")
        }
        return trimmed
    }
}
