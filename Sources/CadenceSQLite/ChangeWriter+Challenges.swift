import CadenceCore
import CadenceStorage
import GRDB

/// docs/domain-rules.md "§26 Challenges": a challenge made or joined in the batch
/// that inserts the member's habit.
extension ChangeWriter {
    /// Applies `change` with the batch's inserts so far; the new challenge's id for `.create`.
    func applyChallenge(_ change: ChallengeChange, inserted: [Int64]) throws -> Int64? {
        let habit = try change.habit(inserted: inserted)
        guard try Int.fetchOne(db, sql: "SELECT count(*) FROM habit WHERE id = ? AND user_id = ?", arguments: [habit, user]) == 1 else {
            throw CadenceError(.notFound, field: "habitId", "no habit with id \(habit)")
        }
        switch change {
        case .create(let name, let start, let end, let invitees, _):
            try db.execute(
                sql: "INSERT INTO challenge (owner_id, name, start_day, end_day, created_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [user, name, start.ordinal, end.ordinal, instant])
            let id = db.lastInsertedRowID
            try db.execute(
                sql: "INSERT INTO challenge_member (challenge_id, user_id, habit_id, invited_at, joined_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [id, user, habit, instant, instant])
            for invitee in Set(invitees) where invitee != user {
                try db.execute(
                    sql: "INSERT INTO challenge_member (challenge_id, user_id, invited_at) VALUES (?, ?, ?)",
                    arguments: [id, invitee, instant])
            }
            return id
        case .join(let id, _, _):
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT joined_at FROM challenge_member WHERE challenge_id = ? AND user_id = ?", arguments: [id, user])
            else { throw ChallengeChange.notInvited(id) }
            let joined: Int64? = row[0]
            guard joined == nil else { throw ChallengeChange.joined }
            try db.execute(
                sql: "UPDATE challenge_member SET habit_id = ?, joined_at = ? WHERE challenge_id = ? AND user_id = ?",
                arguments: [habit, instant, id, user])
            return nil
        }
    }
}
