import CadenceCore
import CadenceStorage
import PostgresNIO

/// docs/domain-rules.md "§26 Challenges": a challenge made or joined in the batch
/// that inserts the member's habit, as SQLite's `ChangeWriter+Challenges.swift`.
extension PostgresChangeWriter {
    /// Applies `change` with the batch's inserts so far; the new challenge's id for `.create`.
    func applyChallenge(_ change: ChallengeChange, inserted: [Int64]) async throws -> Int64? {
        let habit = try change.habit(inserted: inserted)
        guard try await connection.first("SELECT 1 FROM habit WHERE id = \(habit) AND user_id = \(user)", logger: logger) != nil else {
            throw CadenceError(.notFound, field: "habitId", "no habit with id \(habit)")
        }
        switch change {
        case .create(let name, let start, let end, let invitees, _):
            let id =
                try await connection.first(
                    """
                    INSERT INTO challenge (owner_id, name, start_day, end_day, created_at)
                    VALUES (\(user), \(name), \(Int64(start.ordinal)), \(Int64(end.ordinal)), \(instant)) RETURNING id
                    """, logger: logger)?
                .decode(Int64.self) ?? 0
            try await connection.run(
                """
                INSERT INTO challenge_member (challenge_id, user_id, habit_id, invited_at, joined_at)
                VALUES (\(id), \(user), \(habit), \(instant), \(instant))
                """, logger: logger)
            for invitee in Set(invitees) where invitee != user {
                try await connection.run(
                    "INSERT INTO challenge_member (challenge_id, user_id, invited_at) VALUES (\(id), \(invitee), \(instant))", logger: logger)
            }
            return id
        case .join(let id, _, _):
            guard
                let row = try await connection.first(
                    "SELECT joined_at FROM challenge_member WHERE challenge_id = \(id) AND user_id = \(user) FOR UPDATE", logger: logger)
            else { throw ChallengeChange.notInvited(id) }
            guard try row.decode(Int64?.self) == nil else { throw ChallengeChange.joined }
            try await connection.run(
                """
                UPDATE challenge_member SET habit_id = \(habit), joined_at = \(instant)
                WHERE challenge_id = \(id) AND user_id = \(user)
                """, logger: logger)
            return nil
        }
    }
}
