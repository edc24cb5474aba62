import CadenceStorage
import Foundation

/// The sign-in attempt log on PostgreSQL (`AttemptStore`, docs/schema.md "PostgreSQL"): every
/// server process on the database counts the same attempts.
extension PostgresStore {
    public func recordAttempt(scope: String, key: String, at instant: Date, window: TimeInterval) async throws {
        let now = PostgresValues.milliseconds(instant)
        let horizon = PostgresValues.milliseconds(instant.addingTimeInterval(-window))
        try await database.write { connection in
            try await connection.run(
                "DELETE FROM sign_in_attempt WHERE scope = \(scope) AND key = \(key) AND at <= \(horizon)", logger: logger)
            try await connection.run(
                "INSERT INTO sign_in_attempt (scope, key, at) VALUES (\(scope), \(key), \(now))", logger: logger)
        }
    }

    public func attempts(scope: String, key: String, after since: Date) async throws -> [Date] {
        let horizon = PostgresValues.milliseconds(since)
        return try await database.read { connection in
            try await connection.rows(
                "SELECT at FROM sign_in_attempt WHERE scope = \(scope) AND key = \(key) AND at > \(horizon) ORDER BY at",
                logger: logger
            ).map { PostgresValues.date(try $0.decode(Int64.self)) }
        }
    }

    public func resetAttempts(scope: String, key: String) async throws {
        try await database.write { connection in
            try await connection.run("DELETE FROM sign_in_attempt WHERE scope = \(scope) AND key = \(key)", logger: logger)
        }
    }
}
