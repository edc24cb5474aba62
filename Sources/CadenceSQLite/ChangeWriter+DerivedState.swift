import CadenceCore
import CadenceStorage
import Foundation
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
                ON CONFLICT (user_id, habit_id) DO UPDATE SET anchor = excluded.anchor, run = excluded.run,
                    best = excluded.best, score = excluded.score, rolling = excluded.rolling
                """
        ).execute(arguments: [habit, user, fold.anchor.ordinal, fold.run, fold.best, fold.score, fold.rolling])
    }

    func saveDayVerdicts(_ verdicts: StoredVerdicts) throws {
        var merged = verdicts.verdicts
        if let from = verdicts.from {
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT verdict_first, verdict_through, verdicts FROM user_revision WHERE user_id = ?"),
                arguments: [user])
            guard let row, let first = (row["verdict_first"] as Int64?).flatMap(StoredFoldRow.day),
                let through = (row["verdict_through"] as Int64?).flatMap(StoredFoldRow.day), through >= from,
                let data = row["verdicts"] as Data?, let stored = VerdictBitmap.decode(data, first: first, through: through)
            else {
                throw CadenceError(.concurrentChange, "the stored day verdicts changed meanwhile; nothing was written")
            }
            merged = VerdictBitmap.merged(verdicts, onto: stored)
        }
        let first = merged.keys.min() ?? verdicts.through
        try db.cachedStatement(
            sql: "UPDATE user_revision SET verdict_first = ?, verdict_through = ?, verdicts = ? WHERE user_id = ?"
        ).execute(arguments: [
            first.ordinal, verdicts.through.ordinal, VerdictBitmap.encode(merged, first: first, through: verdicts.through), user,
        ])
    }
}
