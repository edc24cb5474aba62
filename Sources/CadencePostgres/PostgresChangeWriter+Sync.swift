import CadenceCore
import CadenceStorage
import PostgresNIO

/// Sync-record writes of `PostgresChangeWriter` (docs/sync.md, docs/schema.md "v11-sync"), as
/// SQLite's `ChangeWriter`: every saved record takes a new sequence from the user's counter
/// `user_revision.sync_sequence`, which only moves forward (docs/domain-rules.md §8: every row is
/// the user's own). The batch's saves and links are gathered (a link takes its id when it comes) and
/// written as one statement with one counter move — before a `.deleteSyncRecords`, which must see
/// them, and at the end of the batch; no other change reads sync records. The per-statement
/// triggers then raise the revision once, instead of rewriting the user's `user_revision` row
/// several times per record (each rewrite leaves a row version the next must step over). The
/// result equals applying them one by one: a key saved twice keeps its last value, with a sequence
/// above the keys saved before it.
extension PostgresChangeWriter {
    /// One record saved by the batch and not yet written (docs/domain-rules.md §7: written in the
    /// batch's transaction, or not at all).
    struct PendingSyncRecord: Sendable {
        let space: String
        let key: String
        let value: String

        /// The record `change` saves (a link's value is the id of the batch's insert it names),
        /// or `nil` for any other change.
        init?(_ change: StoreChange, inserted: [Int64]) throws(CadenceError) {
            switch change {
            case .saveSyncRecord(let space, let key, let value):
                self.space = space
                self.key = key
                self.value = value
            case .linkSyncRecord(let space, let key, let index):
                self.space = space
                self.key = key
                self.value = String(try SyncRecordLimit.linkedID(index, in: inserted))
            default:
                return nil
            }
        }
    }

    /// Writes the pending records (if any) and empties them; a database failure is mapped as a store error.
    func flushSyncRecords(_ pending: inout [PendingSyncRecord]) async throws {
        guard !pending.isEmpty else { return }
        do {
            try await writeSyncRecords(pending)
        } catch {
            throw PostgresErrorMapping.error(for: error, during: nil)
        }
        pending.removeAll()
    }

    private func writeSyncRecords(_ pending: [PendingSyncRecord]) async throws {
        var last: [SyncKey: Int] = [:]
        for (position, record) in pending.enumerated() { last[SyncKey(space: record.space, key: record.key)] = position }
        let records = pending.enumerated().filter { last[SyncKey(space: $0.element.space, key: $0.element.key)] == $0.offset }
            .map(\.element)
        let count = Int64(records.count)  // integer-only
        let row = try await connection.first(
            """
            UPDATE user_revision SET sync_sequence = sync_sequence + \(count) WHERE user_id = \(user)
            RETURNING sync_sequence
            """, logger: logger)
        guard let top = try row?.decode(Int64.self) else {
            throw CadenceError(.notFound, field: "user", "user \(user) not found")
        }
        let sequences = (0..<count).map { top - count + 1 + $0 }
        try await connection.run(
            """
            INSERT INTO sync_record (user_id, space, key, value, sequence)
            SELECT \(user), record.space, record.key, record.value, record.sequence
            FROM unnest(\(records.map(\.space)), \(records.map(\.key)), \(records.map(\.value)), \(sequences))
                AS record(space, key, value, sequence)
            ON CONFLICT (user_id, space, key) DO UPDATE SET value = EXCLUDED.value, sequence = EXCLUDED.sequence
            """, logger: logger)
    }

    /// Deletes the user's records of `space` with these keys, or all of the space when `keys` is nil.
    func deleteSyncRecords(space: String, keys: [String]?) async throws {
        guard let keys else {
            try await connection.run(
                "DELETE FROM sync_record WHERE user_id = \(user) AND space = \(space)", logger: logger)
            return
        }
        guard !keys.isEmpty else { return }
        try await connection.run(
            "DELETE FROM sync_record WHERE user_id = \(user) AND space = \(space) AND key = ANY(\(keys))",
            logger: logger)
    }

    /// docs/sync.md: records the apply instant as the last set of the habit-day's total.
    func recordDayTotalSet(habit: HabitID, day: Day) async throws {
        try await connection.run(
            """
            INSERT INTO day_total_set (user_id, habit_id, day, at)
            VALUES (\(user), \(habit), \(PostgresValues.ordinal(day)), \(instant))
            ON CONFLICT (user_id, habit_id, day) DO UPDATE SET at = EXCLUDED.at
            """, logger: logger)
    }
}

/// A record's identity within one user's sync state (docs/domain-rules.md §8: the user is the writer's).
private struct SyncKey: Hashable {
    let space: String
    let key: String
}
