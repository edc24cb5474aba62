import CadenceCore
import CadenceStore
import GRDB

/// Writes of stored derived state (docs/domain-rules.md §5 and §6 "Stored derived state",
/// docs/schema.md "v10-derived-state"). These tables have no revision trigger: derived state
/// never raises the user's data revision.
extension ChangeWriter {
    mutating func saveHabitFold(_ fold: HabitFold, of habit: HabitID) throws {
        try requireHabit(habit)
        try db.cachedStatement(
            sql: """
                INSERT INTO habit_fold (habit_id, user_id, anchor, run, best, score, rolling) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (habit_id) DO UPDATE SET anchor = excluded.anchor, run = excluded.run,
                    best = excluded.best, score = excluded.score, rolling = excluded.rolling
                """
        ).execute(arguments: [habit, user, fold.anchor.ordinal, fold.run, fold.best, fold.score, fold.rolling])
    }

    func saveDayVerdicts(_ verdicts: StoredVerdicts) throws {
        let stored = try Int.fetchOne(
            db.cachedStatement(sql: "SELECT through FROM verdict_state WHERE user_id = ?"), arguments: [user])
        if let from = verdicts.from {
            guard let stored, stored >= from.ordinal else {
                throw CadenceError(.concurrentChange, "the stored day verdicts changed meanwhile; nothing was written")
            }
            try db.cachedStatement(sql: "DELETE FROM day_verdict WHERE user_id = ? AND day >= ?")
                .execute(arguments: [user, from.ordinal])
        } else {
            try db.cachedStatement(sql: "DELETE FROM day_verdict WHERE user_id = ?").execute(arguments: [user])
        }
        let insert = try db.cachedStatement(sql: "INSERT INTO day_verdict (user_id, day, perfect) VALUES (?, ?, ?)")
        for (day, verdict) in verdicts.verdicts where day < verdicts.through {
            try insert.execute(arguments: [user, day.ordinal, verdict == .perfect])
        }
        try db.cachedStatement(
            sql: "INSERT INTO verdict_state (user_id, through) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET through = excluded.through"
        ).execute(arguments: [user, verdicts.through.ordinal])
    }
}
