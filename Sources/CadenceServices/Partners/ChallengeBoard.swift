import CadenceCore

/// A challenge's leaderboard (docs/domain-rules.md "§26 Challenges"): each member's
/// days done within the challenge and current streak, ranked; final once it ended for everyone.
public struct ChallengeBoard: Sendable, Hashable {
    /// One member's line.
    public struct Standing: Sendable, Hashable {
        public let user: UserID
        public let name: String
        public let joined: Bool
        /// Days from the start through the member's today (or the end) whose goal the member's habit met.
        public let daysDone: Int
        public let currentStreak: Int
        /// 1 for the first; members with equal days and streak share a rank; 0 for one not joined.
        public let rank: Int
        /// The winner's medal: first when the challenge is final, with at least one day done.
        public let isWinner: Bool
    }

    public let challenge: Challenge
    public let standings: [Standing]
    /// Every joined member's today is past the end: the standings no longer change.
    public let isFinal: Bool

    /// The board of `lines` (joined or not), ranked by days done, then current streak, then name.
    init(challenge: Challenge, lines: [(member: ChallengeMember, daysDone: Int, streak: Int)], isFinal: Bool) {
        self.challenge = challenge
        self.isFinal = isFinal
        let joined = lines.filter { $0.member.joinedAt != nil }.sorted {
            ($1.daysDone, $1.streak, $0.member.name) < ($0.daysDone, $0.streak, $1.member.name)
        }
        var standings: [Standing] = []
        for (index, line) in joined.enumerated() {
            let tied = index > 0 && joined[index - 1].daysDone == line.daysDone && joined[index - 1].streak == line.streak
            let rank = tied ? standings[index - 1].rank : index + 1
            standings.append(
                Standing(
                    user: line.member.user, name: line.member.name, joined: true, daysDone: line.daysDone, currentStreak: line.streak,
                    rank: rank, isWinner: isFinal && rank == 1 && line.daysDone > 0))
        }
        for line in lines where line.member.joinedAt == nil {
            standings.append(
                Standing(user: line.member.user, name: line.member.name, joined: false, daysDone: 0, currentStreak: 0, rank: 0, isWinner: false))
        }
        self.standings = standings
    }
}
