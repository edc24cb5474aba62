import CadenceCore
import CadenceStorage
import Foundation
import PostgresNIO

/// Writes of stored derived state (docs/domain-rules.md §5 and §6 "Stored derived state",
/// docs/schema.md "v10-derived-state"), as SQLite's. These tables raise no revision.
extension PostgresChangeWriter {
    mutating func saveHabitFold(_ fold: HabitFold, of habit: HabitID) async throws {
        try await requireHabit(habit)
        let anchor = PostgresValues.ordinal(fold.anchor)
        let run = Int64(fold.run)  // integer-only
        let best = Int64(fold.best)  // integer-only
        try await connection.run(
            """
            INSERT INTO habit_fold (habit_id, user_id, anchor, run, best, score, rolling)
            VALUES (\(habit), \(user), \(anchor), \(run), \(best), \(fold.score), \(fold.rolling))
            ON CONFLICT (user_id, habit_id) DO UPDATE SET anchor = EXCLUDED.anchor, run = EXCLUDED.run,
                best = EXCLUDED.best, score = EXCLUDED.score, rolling = EXCLUDED.rolling
            """, logger: logger)
    }

    func saveDayVerdicts(_ verdicts: StoredVerdicts) async throws {
        var merged = verdicts.verdicts
        if let from = verdicts.from {
            let row = try await connection.first(
                "SELECT verdict_first, verdict_through, verdicts FROM user_revision WHERE user_id = \(user)", logger: logger
            ).map { try $0.decode((Int64?, Int64?, Data?).self) }
            guard let row, let first = row.0.flatMap(StoredFoldRow.day), let through = row.1.flatMap(StoredFoldRow.day), through >= from,
                let data = row.2, let stored = VerdictBitmap.decode(data, first: first, through: through)
            else {
                throw CadenceError(.concurrentChange, "the stored day verdicts changed meanwhile; nothing was written")
            }
            merged = VerdictBitmap.merged(verdicts, onto: stored)
        }
        let first = merged.keys.min() ?? verdicts.through
        let bitmap = VerdictBitmap.encode(merged, first: first, through: verdicts.through)
        let firstOrdinal = PostgresValues.ordinal(first)
        let through = PostgresValues.ordinal(verdicts.through)
        try await connection.run(
            """
            UPDATE user_revision SET verdict_first = \(firstOrdinal), verdict_through = \(through), verdicts = \(bitmap)
            WHERE user_id = \(user)
            """, logger: logger)
    }
}
