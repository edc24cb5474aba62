import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - Challenges (docs/domain-rules.md "§26 Challenges")

extension SQLiteStore {
    static let challengeColumns = "c.id, c.owner_id, c.name, c.start_day, c.end_day, c.created_at"

    public func challenges(of user: UserID) async throws -> [Challenge] {
        try await databaseWriter.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.challengeColumns) FROM challenge c JOIN challenge_member m ON m.challenge_id = c.id
                    WHERE m.user_id = ? ORDER BY c.id DESC
                    """, arguments: [user]
            ).map(Self.challenge)
        }
    }

    public func challenge(_ id: Int64, of user: UserID) async throws -> (challenge: Challenge, members: [ChallengeMember])? {
        try await databaseWriter.read { db in
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT \(Self.challengeColumns) FROM challenge c JOIN challenge_member m ON m.challenge_id = c.id
                        WHERE c.id = ? AND m.user_id = ?
                        """, arguments: [id, user])
            else { return nil }
            let members = try Row.fetchAll(
                db,
                sql: """
                    SELECT m.user_id, COALESCE(a.username, u.name, ''), m.habit_id, m.joined_at FROM challenge_member m
                    LEFT JOIN account a ON a.user_id = m.user_id LEFT JOIN "user" u ON u.id = m.user_id
                    WHERE m.challenge_id = ? ORDER BY m.invited_at, m.user_id
                    """, arguments: [id]
            ).map { row in
                let joined: Int64? = row[3]
                return ChallengeMember(user: row[0], name: row[1], habitID: row[2], joinedAt: joined.map(StoredInstant.date))
            }
            let made = Self.challenge(row)
            return (made, members.filter { $0.user == made.owner } + members.filter { $0.user != made.owner })
        }
    }

    public func inviteToChallenge(_ id: Int64, users: [UserID], by owner: UserID, at instant: Date) async throws -> Bool {
        try await databaseWriter.write { db in
            guard try Int.fetchOne(db, sql: "SELECT count(*) FROM challenge WHERE id = ? AND owner_id = ?", arguments: [id, owner]) == 1
            else { return false }
            for user in Set(users) where user != owner {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO challenge_member (challenge_id, user_id, invited_at) VALUES (?, ?, ?)",
                    arguments: [id, user, StoredInstant.milliseconds(instant)])
            }
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM challenge_member WHERE challenge_id = ?", arguments: [id]) ?? 0
            guard count <= ChallengePolicy.maximumMembers else { throw ChallengeChange.full }
            return true
        }
    }

    static func challenge(_ row: Row) -> Challenge {
        Challenge(
            id: row[0], owner: row[1], name: row[2], start: Day(ordinal: row[3]), end: Day(ordinal: row[4]),
            createdAt: StoredInstant.date(row[5]))
    }
}
