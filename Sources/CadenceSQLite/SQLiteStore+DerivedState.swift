import CadenceCore
import CadenceStorage
import Foundation
import GRDB

/// Reads of stored derived state (docs/domain-rules.md §5 and §6 "Stored derived state").
extension SQLiteStore {
    public func habitFolds(of user: UserID) async throws -> [HabitID: HabitFold] {
        try await databaseWriter.read { db in
            var folds: [HabitID: HabitFold] = [:]
            let rows = try Row.fetchCursor(
                db.cachedStatement(sql: "SELECT habit_id, anchor, run, best, score, rolling FROM habit_fold WHERE user_id = ?"),
                arguments: [user])
            while let row = try rows.next() {
                if let fold = StoredFoldRow.fold(
                    anchor: row["anchor"], run: row["run"], best: row["best"], score: row["score"], rolling: row["rolling"])
                {
                    folds[row["habit_id"]] = fold
                }
            }
            return folds
        }
    }

    public func storedVerdicts(of user: UserID) async throws -> StoredVerdicts? {
        try await databaseWriter.read { db in
            guard
                let row = try Row.fetchOne(
                    db.cachedStatement(sql: "SELECT verdict_first, verdict_through, verdicts FROM user_revision WHERE user_id = ?"),
                    arguments: [user]),
                let first = (row["verdict_first"] as Int64?).flatMap(StoredFoldRow.day),
                let through = (row["verdict_through"] as Int64?).flatMap(StoredFoldRow.day),
                let data = row["verdicts"] as Data?, let verdicts = VerdictBitmap.decode(data, first: first, through: through)
            else { return nil }
            return StoredVerdicts(from: nil, through: through, verdicts: verdicts)
        }
    }
}
