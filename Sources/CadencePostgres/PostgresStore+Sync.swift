import CadenceCore
import CadenceStorage
import Foundation
import PostgresNIO

/// Reads of sync records and day-total sets (docs/sync.md, docs/schema.md "v11-sync"), as SQLite's:
/// every read is scoped to the user (docs/domain-rules.md §8) except `syncRecordOwners`, which
/// answers who holds a key. Keys are ordered by their bytes (`COLLATE "C"`), as SQLite orders them,
/// whatever the database's collation.
extension PostgresStore {
    public func syncRecords(of user: UserID, space: String) async throws -> [SyncRecord] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT space, key, value, sequence FROM sync_record WHERE user_id = \(user) AND space = \(space)
                ORDER BY key COLLATE "C"
                """, logger: logger
            ).map(Self.syncRecord)
        }
    }

    public func syncRecords(of user: UserID, spaces: [String], after sequence: Int64, limit: Int) async throws
        -> [SyncRecord]
    {
        try SyncRecordLimit.check(limit)
        let wanted = Array(Set(spaces)).sorted()
        guard !wanted.isEmpty, limit > 0 else { return [] }
        let count = Int64(limit)  // integer-only
        return try await database.read { connection in
            try await connection.rows(
                """
                SELECT space, key, value, sequence FROM sync_record
                WHERE user_id = \(user) AND sequence > \(sequence) AND space = ANY(\(wanted))
                ORDER BY sequence LIMIT \(count)
                """, logger: logger
            ).map(Self.syncRecord)
        }
    }

    public func syncRecords(of user: UserID, space: String, keys: [String]) async throws -> [SyncRecord] {
        let unique = Array(Set(keys)).sorted()
        guard !unique.isEmpty else { return [] }
        return try await database.read { connection in
            try await connection.rows(
                """
                SELECT space, key, value, sequence FROM sync_record
                WHERE user_id = \(user) AND space = \(space) AND key = ANY(\(unique)) ORDER BY key COLLATE "C"
                """, logger: logger
            ).map(Self.syncRecord)
        }
    }

    public func syncRecordOwners(space: String, keys: [String]) async throws -> [String: UserID] {
        let unique = Array(Set(keys))
        guard !unique.isEmpty else { return [:] }
        return try await database.read { connection in
            var owners: [String: UserID] = [:]
            let rows = try await connection.rows(
                "SELECT key, user_id FROM sync_record WHERE space = \(space) AND key = ANY(\(unique)) ORDER BY user_id",
                logger: logger)
            for row in rows {
                let (key, owner) = try row.decode((String, Int64).self)
                if owners[key] == nil { owners[key] = owner }
            }
            return owners
        }
    }

    public func dayTotalSets(of user: UserID) async throws -> [DayTotalSet] {
        try await database.read { connection in
            try await connection.rows(
                "SELECT habit_id, day, at FROM day_total_set WHERE user_id = \(user) ORDER BY habit_id, day",
                logger: logger
            ).map { row in
                let (habit, day, at) = try row.decode((Int64, Int64, Int64).self)
                return DayTotalSet(habitID: habit, day: try PostgresValues.day(day), at: PostgresValues.date(at))
            }
        }
    }

    private static func syncRecord(_ row: PostgresRow) throws -> SyncRecord {
        let (space, key, value, sequence) = try row.decode((String, String, String, Int64).self)
        return SyncRecord(space: space, key: key, value: value, sequence: sequence)
    }
}
