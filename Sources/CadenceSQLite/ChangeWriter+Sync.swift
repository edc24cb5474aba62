import CadenceCore
import CadenceStorage
import GRDB

/// Sync-record writes of `ChangeWriter` (docs/sync.md, docs/schema.md "v11-sync"): each save takes
/// the user's next sequence from `user_revision.sync_sequence`, which only moves forward, so a
/// sequence is never given twice (docs/domain-rules.md §8: every row is the user's own). The
/// `sync_record` triggers raise the data revision; no derived state is dropped.
extension ChangeWriter {
    /// Inserts or replaces the user's record (space, key) with `value` and a new sequence.
    func saveSyncRecord(space: String, key: String, value: String) throws {
        try db.cachedStatement(sql: "UPDATE user_revision SET sync_sequence = sync_sequence + 1 WHERE user_id = ?")
            .execute(arguments: [user])
        let statement = try db.cachedStatement(sql: "SELECT sync_sequence FROM user_revision WHERE user_id = ?")
        guard let sequence = try Int64.fetchOne(statement, arguments: [user]) else {
            throw CadenceError(.notFound, field: "user", "user \(user) not found")
        }
        try db.cachedStatement(
            sql: """
                INSERT INTO sync_record (user_id, space, key, value, sequence) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (user_id, space, key) DO UPDATE SET value = excluded.value, sequence = excluded.sequence
                """
        ).execute(arguments: [user, space, key, value, sequence])
    }

    /// Saves (space, key) with the id of the batch's `index`-th insert; out of range fails the batch.
    func linkSyncRecord(space: String, key: String, insertedIndex index: Int, inserted: [Int64]) throws {
        try saveSyncRecord(space: space, key: key, value: String(try SyncRecordLimit.linkedID(index, in: inserted)))
    }

    /// Deletes the user's records of `space` with these keys, or all of the space when `keys` is nil.
    func deleteSyncRecords(space: String, keys: [String]?) throws {
        guard let keys else {
            try db.cachedStatement(sql: "DELETE FROM sync_record WHERE user_id = ? AND space = ?")
                .execute(arguments: [user, space])
            return
        }
        let statement = try db.cachedStatement(sql: "DELETE FROM sync_record WHERE user_id = ? AND space = ? AND key = ?")
        for key in Set(keys) {
            try statement.execute(arguments: [user, space, key])
        }
    }

    /// docs/sync.md: records the apply instant as the last set of the habit-day's total.
    func recordDayTotalSet(habit: HabitID, day: Day) throws {
        try db.cachedStatement(
            sql: """
                INSERT INTO day_total_set (user_id, habit_id, day, at) VALUES (?, ?, ?, ?)
                ON CONFLICT (user_id, habit_id, day) DO UPDATE SET at = excluded.at
                """
        ).execute(arguments: [user, habit, day.ordinal, instant])
    }
}
