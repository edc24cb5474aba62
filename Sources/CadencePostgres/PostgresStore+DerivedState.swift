import CadenceCore
import CadenceStore
import PostgresNIO

/// Reads of stored derived state (docs/domain-rules.md §5 and §6 "Stored derived state").
extension PostgresStore {
    public func habitFolds(of user: UserID) async throws -> [HabitID: HabitFold] {
        try await database.read { connection in
            var folds: [HabitID: HabitFold] = [:]
            let rows = try await connection.rows(
                "SELECT habit_id, anchor, run, best, score, rolling FROM habit_fold WHERE user_id = \(user)", logger: logger)
            for row in rows {
                let (habit, anchor, run, best, score, rolling) = try row.decode((Int64, Int64, Int64, Int64, Double, Double).self)
                if let fold = StoredFoldRow.fold(anchor: anchor, run: run, best: best, score: score, rolling: rolling) {
                    folds[habit] = fold
                }
            }
            return folds
        }
    }

    public func storedVerdicts(of user: UserID) async throws -> StoredVerdicts? {
        try await database.read { connection in
            guard let through = try await connection.first(
                "SELECT through FROM verdict_state WHERE user_id = \(user)", logger: logger
            ).map({ try $0.decode(Int64.self) }), let throughDay = StoredFoldRow.day(through)
            else { return nil }
            var verdicts: [Day: DayVerdict] = [:]
            let rows = try await connection.rows(
                "SELECT day, perfect FROM day_verdict WHERE user_id = \(user) AND day < \(through)", logger: logger)
            for row in rows {
                let (ordinal, perfect) = try row.decode((Int64, Bool).self)
                guard let day = StoredFoldRow.day(ordinal) else { return nil }
                verdicts[day] = perfect ? .perfect : .imperfect
            }
            return StoredVerdicts(from: nil, through: throughDay, verdicts: verdicts)
        }
    }
}
