import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - Sync records and day-total sets (docs/sync.md, docs/schema.md "v11-sync")

extension SQLiteStore {
    /// How many keys one `syncRecordOwners` statement binds (SQLite allows 32,766 parameters).
    static let ownerKeysPerStatement = 500

    /// A page of the user's records: the (user_id, sequence) index walks them in order and the
    /// other spaces are skipped, so a page reads about `limit` rows (the spaces bound as a JSON array).
    static let syncPageSQL = """
        SELECT space, key, value, sequence FROM sync_record
        WHERE user_id = ? AND sequence > ? AND space IN (SELECT value FROM json_each(?))
        ORDER BY sequence LIMIT ?
        """

    /// docs/domain-rules.md §8: the user's records of one space, by key (byte order).
    public func syncRecords(of user: UserID, space: String) async throws -> [SyncRecord] {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT space, key, value, sequence FROM sync_record WHERE user_id = ? AND space = ? ORDER BY key")
            return try Row.fetchAll(statement, arguments: [user, space]).map(Self.syncRecord)
        }
    }

    /// The user's records of `spaces` after `sequence`, ascending, at most `limit` (0 or more).
    public func syncRecords(of user: UserID, spaces: [String], after sequence: Int64, limit: Int) async throws
        -> [SyncRecord]
    {
        try SyncRecordLimit.check(limit)
        let wanted = Set(spaces)
        guard !wanted.isEmpty, limit > 0 else { return [] }
        return try await databaseWriter.read { db in
            let statement = try db.cachedStatement(sql: Self.syncPageSQL)
            let spacesJSON = String(decoding: try JSONEncoder().encode(wanted.sorted()), as: UTF8.self)
            return try Row.fetchAll(statement, arguments: [user, sequence, spacesJSON, limit]).map(Self.syncRecord)
        }
    }

    /// The user's records of `space` among `keys`, by key; in statements of at most
    /// `ownerKeysPerStatement` keys, in one read transaction.
    public func syncRecords(of user: UserID, space: String, keys: [String]) async throws -> [SyncRecord] {
        let unique = Array(Set(keys)).sorted()
        guard !unique.isEmpty else { return [] }
        return try await databaseWriter.read { db in
            var records: [SyncRecord] = []
            var start = 0
            while start < unique.count {
                let chunk = unique[start..<min(unique.count, start + Self.ownerKeysPerStatement)]
                let placeholders = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
                var arguments: StatementArguments = [user, space]
                arguments += StatementArguments(Array(chunk))
                let rows = try Row.fetchAll(
                    db, sql: "SELECT space, key, value, sequence FROM sync_record WHERE user_id = ? AND space = ? AND key IN (\(placeholders))",
                    arguments: arguments)
                records += try rows.map(Self.syncRecord)
                start += chunk.count
            }
            return records.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        }
    }

    /// For each of `keys` held in `space`, its holder (the lowest user id, should two hold it).
    public func syncRecordOwners(space: String, keys: [String]) async throws -> [String: UserID] {
        let unique = Array(Set(keys))
        guard !unique.isEmpty else { return [:] }
        return try await databaseWriter.read { db in
            var owners: [String: UserID] = [:]
            var start = 0
            while start < unique.count {
                let chunk = unique[start..<min(unique.count, start + Self.ownerKeysPerStatement)]
                let placeholders = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
                let rows = try Row.fetchAll(
                    db, sql: "SELECT key, user_id FROM sync_record WHERE space = ? AND key IN (\(placeholders)) ORDER BY user_id",
                    arguments: StatementArguments([space] + Array(chunk)))
                for row in rows {
                    let key: String = try row.decode(String.self, atIndex: 0)
                    if owners[key] == nil { owners[key] = try row.decode(Int64.self, atIndex: 1) }
                }
                start += chunk.count
            }
            return owners
        }
    }

    /// Every recorded set of a day's total of the user, by habit, then day.
    public func dayTotalSets(of user: UserID) async throws -> [DayTotalSet] {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT habit_id, day, at FROM day_total_set WHERE user_id = ? ORDER BY habit_id, day")
            return try Row.fetchAll(statement, arguments: [user]).map { row in
                DayTotalSet(
                    habitID: try row.decode(Int64.self, atIndex: 0),
                    day: Day(ordinal: try row.decode(Int.self, atIndex: 1)),
                    at: StoredInstant.date(try row.decode(Int64.self, atIndex: 2)))
            }
        }
    }

    private static func syncRecord(_ row: Row) throws -> SyncRecord {
        SyncRecord(
            space: try row.decode(String.self, atIndex: 0), key: try row.decode(String.self, atIndex: 1),
            value: try row.decode(String.self, atIndex: 2), sequence: try row.decode(Int64.self, atIndex: 3))
    }
}
