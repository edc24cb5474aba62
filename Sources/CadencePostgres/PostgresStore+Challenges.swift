import CadenceCore
import CadenceStorage
import Foundation
import PostgresNIO

// MARK: - Challenges (docs/domain-rules.md "§26 Challenges")

/// The PostgreSQL implementation of `ChallengeStore`, translated from `SQLiteStore+Challenges.swift`.
extension PostgresStore {
    static let challengeColumns = "c.id, c.owner_id, c.name, c.start_day, c.end_day, c.created_at"

    public func challenges(of user: UserID) async throws -> [Challenge] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: Self.challengeColumns) FROM challenge c JOIN challenge_member m ON m.challenge_id = c.id
                WHERE m.user_id = \(user) ORDER BY c.id DESC
                """, logger: logger
            ).map(Self.challenge)
        }
    }

    public func challenge(_ id: Int64, of user: UserID) async throws -> (challenge: Challenge, members: [ChallengeMember])? {
        try await database.write(readOnly: true) { connection in
            guard
                let row = try await connection.first(
                    """
                    SELECT \(unescaped: Self.challengeColumns) FROM challenge c JOIN challenge_member m ON m.challenge_id = c.id
                    WHERE c.id = \(id) AND m.user_id = \(user)
                    """, logger: logger)
            else { return nil }
            let made = try Self.challenge(row)
            let members = try await connection.rows(
                """
                SELECT m.user_id, COALESCE(a.username, u.name, ''), m.habit_id, m.joined_at FROM challenge_member m
                LEFT JOIN account a ON a.user_id = m.user_id LEFT JOIN "user" u ON u.id = m.user_id
                WHERE m.challenge_id = \(id) ORDER BY m.invited_at, m.user_id
                """, logger: logger
            ).map { row in
                let (member, name, habit, joined) = try row.decode((Int64, String, Int64?, Int64?).self)
                return ChallengeMember(user: member, name: name, habitID: habit, joinedAt: joined.map(PostgresValues.date))
            }
            return (made, members.filter { $0.user == made.owner } + members.filter { $0.user != made.owner })
        }
    }

    public func inviteToChallenge(_ id: Int64, users: [UserID], by owner: UserID, at instant: Date) async throws -> Bool {
        let stamp = PostgresValues.milliseconds(instant)
        return try await database.write { connection in
            guard
                try await connection.first("SELECT 1 FROM challenge WHERE id = \(id) AND owner_id = \(owner) FOR UPDATE", logger: logger)
                    != nil
            else { return false }
            for user in Set(users) where user != owner {
                try await connection.run(
                    """
                    INSERT INTO challenge_member (challenge_id, user_id, invited_at) VALUES (\(id), \(user), \(stamp))
                    ON CONFLICT (challenge_id, user_id) DO NOTHING
                    """, logger: logger)
            }
            let count =
                try await connection.first("SELECT count(*) FROM challenge_member WHERE challenge_id = \(id)", logger: logger)?
                .decode(Int64.self) ?? 0
            guard count <= Int64(ChallengePolicy.maximumMembers) else { throw ChallengeChange.full }  // integer-only
            return true
        }
    }

    static func challenge(_ row: PostgresRow) throws -> Challenge {
        let (id, owner, name, start, end, createdAt) = try row.decode((Int64, Int64, String, Int64, Int64, Int64).self)
        return Challenge(
            id: id, owner: owner, name: name, start: try PostgresValues.day(start), end: try PostgresValues.day(end),
            createdAt: PostgresValues.date(createdAt))
    }
}
