import CadenceStorage
import Foundation
import GRDB

/// The sign-in attempt log on SQLite (`AttemptStore`, docs/schema.md "v9-sign-in-attempts").
extension SQLiteStore {
    public func recordAttempt(scope: String, key: String, at instant: Date, window: TimeInterval) async throws {
        let now = StoredInstant.milliseconds(instant)
        let horizon = StoredInstant.milliseconds(instant.addingTimeInterval(-window))
        try await databaseWriter.write { db in
            try db.cachedStatement(sql: "DELETE FROM sign_in_attempt WHERE scope = ? AND key = ? AND at <= ?")
                .execute(arguments: [scope, key, horizon])
            try db.cachedStatement(sql: "INSERT INTO sign_in_attempt (scope, key, at) VALUES (?, ?, ?)")
                .execute(arguments: [scope, key, now])
        }
    }

    public func attempts(scope: String, key: String, after since: Date) async throws -> [Date] {
        let horizon = StoredInstant.milliseconds(since)
        return try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT at FROM sign_in_attempt WHERE scope = ? AND key = ? AND at > ? ORDER BY at")
            return try Int64.fetchAll(statement, arguments: [scope, key, horizon]).map(StoredInstant.date)
        }
    }

    public func resetAttempts(scope: String, key: String) async throws {
        try await databaseWriter.write { db in
            try db.cachedStatement(sql: "DELETE FROM sign_in_attempt WHERE scope = ? AND key = ?")
                .execute(arguments: [scope, key])
        }
    }
}
