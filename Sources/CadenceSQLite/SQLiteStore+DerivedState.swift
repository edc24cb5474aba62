import CadenceCore
import CadenceStore
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
                if let fold = StoredFoldRow.fold(anchor: row[1], run: row[2], best: row[3], score: row[4], rolling: row[5]) {
                    folds[row[0]] = fold
                }
            }
            return folds
        }
    }

    public func storedVerdicts(of user: UserID) async throws -> StoredVerdicts? {
        try await databaseWriter.read { db in
            guard let through = try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT through FROM verdict_state WHERE user_id = ?"), arguments: [user]),
                let throughDay = StoredFoldRow.day(through)
            else { return nil }
            var verdicts: [Day: DayVerdict] = [:]
            let rows = try Row.fetchCursor(
                db.cachedStatement(sql: "SELECT day, perfect FROM day_verdict WHERE user_id = ? AND day < ?"),
                arguments: [user, through])
            while let row = try rows.next() {
                guard let day = StoredFoldRow.day(row[0]) else { return nil }
                verdicts[day] = (row[1] as Bool) ? .perfect : .imperfect
            }
            return StoredVerdicts(from: nil, through: throughDay, verdicts: verdicts)
        }
    }
}
