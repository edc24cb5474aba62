import CadenceCore
import CadenceStorage
import Foundation
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
            guard
                let row = try await connection.first(
                    "SELECT verdict_first, verdict_through, verdicts FROM user_revision WHERE user_id = \(user)", logger: logger
                ).map({ try $0.decode((Int64?, Int64?, Data?).self) }),
                let first = row.0.flatMap(StoredFoldRow.day), let through = row.1.flatMap(StoredFoldRow.day),
                let data = row.2, let verdicts = VerdictBitmap.decode(data, first: first, through: through)
            else { return nil }
            return StoredVerdicts(from: nil, through: through, verdicts: verdicts)
        }
    }
}
