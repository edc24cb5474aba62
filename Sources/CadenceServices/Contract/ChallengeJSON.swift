import CadenceCore
import Foundation

/// A challenge with its leaderboard (`GET /api/v1/challenges/{id}`, MCP `challenge_standings`;
/// docs/domain-rules.md "§26 Challenges"): `{"id", "name", "start", "end",
/// "final", "standings": [{"name", "joined", "daysDone", "currentStreak", "rank", "medal"}]}` —
/// `medal` is `"gold"` for the winner of a final challenge, else `null`.
public struct ChallengeJSON: Encodable, Sendable, Hashable {
    public struct StandingJSON: Encodable, Sendable, Hashable {
        public var name: String
        public var joined: Bool
        public var daysDone: Int
        public var currentStreak: Int
        public var rank: Int
        @NullWhenAbsent public var medal: String?
    }

    public var id: Int64
    public var name: String
    public var start: Day
    public var end: Day
    public var final: Bool
    public var standings: [StandingJSON]

    public init(_ board: ChallengeBoard) {
        id = board.challenge.id
        name = board.challenge.name
        start = board.challenge.start
        end = board.challenge.end
        final = board.isFinal
        standings = board.standings.map {
            StandingJSON(
                name: $0.name, joined: $0.joined, daysDone: $0.daysDone, currentStreak: $0.currentStreak, rank: $0.rank,
                medal: $0.isWinner ? "gold" : nil)
        }
    }
}

/// A challenge in a list (`GET /api/v1/challenges`): `{"id", "name", "start", "end", "mine"}`.
public struct ChallengeSummaryJSON: Encodable, Sendable, Hashable {
    public var id: Int64
    public var name: String
    public var start: Day
    public var end: Day
    /// The caller made it.
    public var mine: Bool

    public init(_ challenge: Challenge, viewer: UserID) {
        id = challenge.id
        name = challenge.name
        start = challenge.start
        end = challenge.end
        mine = challenge.owner == viewer
    }
}
