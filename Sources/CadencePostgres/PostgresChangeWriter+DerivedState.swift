import CadenceCore
import CadenceStore
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
            ON CONFLICT (habit_id) DO UPDATE SET anchor = EXCLUDED.anchor, run = EXCLUDED.run,
                best = EXCLUDED.best, score = EXCLUDED.score, rolling = EXCLUDED.rolling
            """, logger: logger)
    }

    func saveDayVerdicts(_ verdicts: StoredVerdicts) async throws {
        let stored = try await connection.first(
            "SELECT through FROM verdict_state WHERE user_id = \(user) FOR UPDATE", logger: logger
        ).map { try $0.decode(Int64.self) }
        if let from = verdicts.from {
            let fromOrdinal = PostgresValues.ordinal(from)
            guard let stored, stored >= fromOrdinal else {
                throw CadenceError(.concurrentChange, "the stored day verdicts changed meanwhile; nothing was written")
            }
            try await connection.run("DELETE FROM day_verdict WHERE user_id = \(user) AND day >= \(fromOrdinal)", logger: logger)
        } else {
            try await connection.run("DELETE FROM day_verdict WHERE user_id = \(user)", logger: logger)
        }
        let kept = verdicts.verdicts.filter { $0.key < verdicts.through }
        if !kept.isEmpty {
            let days = kept.keys.map { PostgresValues.ordinal($0) }
            let perfect = kept.keys.map { kept[$0] == .perfect }
            try await connection.run(
                """
                INSERT INTO day_verdict (user_id, day, perfect)
                SELECT \(user), day, perfect FROM unnest(\(days)::BIGINT[], \(perfect)::BOOLEAN[]) AS v(day, perfect)
                """, logger: logger)
        }
        let through = PostgresValues.ordinal(verdicts.through)
        try await connection.run(
            """
            INSERT INTO verdict_state (user_id, through) VALUES (\(user), \(through))
            ON CONFLICT (user_id) DO UPDATE SET through = EXCLUDED.through
            """, logger: logger)
    }
}
