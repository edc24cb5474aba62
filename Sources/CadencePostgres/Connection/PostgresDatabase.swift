import CadenceCore
import CadenceStorage
import Logging
import PostgresNIO

/// The connection pool every `PostgresStore` access goes through (docs/schema.md "PostgreSQL").
///
/// Owns PostgresNIO's `PostgresClient` and the task that runs it. Reads lease a connection;
/// writes lease one and run `BEGIN … COMMIT` around the body, rolling back on any error and
/// rethrowing the body's own error (so a `CadenceError` reaches the caller as it was thrown).
/// Constraint failures are mapped with `PostgresErrorMapping` (docs/domain-rules.md §7).
final class PostgresDatabase: Sendable {
    let client: PostgresClient
    let logger: Logger
    private let runner: Task<Void, Never>

    init(configuration: PostgresClient.Configuration, logger: Logger) {
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        self.logger = logger
        self.runner = Task { await client.run() }
    }

    deinit { runner.cancel() }

    /// Stops the pool: open connections are closed and later accesses fail.
    func close() { runner.cancel() }

    /// Runs `body` on a leased connection, outside a transaction (one statement, or reads that
    /// need no common snapshot).
    func read<Result: Sendable>(_ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        let start = ContinuousClock.now
        do {
            let result = try await client.withConnection { connection in try await body(connection) }
            Self.recordAccess("read", failed: false, since: start)
            return result
        } catch {
            Self.recordAccess("read", failed: true, since: start)
            throw PostgresErrorMapping.error(for: error, during: nil)
        }
    }

    /// Runs `body` in one transaction: all of its writes or none (docs/domain-rules.md §7).
    /// Writes run at READ COMMITTED (docs/schema.md "Concurrency"); `readOnly` gives several
    /// reads one REPEATABLE READ snapshot instead.
    func write<Result: Sendable>(
        readOnly: Bool = false,
        _ body: (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        let start = ContinuousClock.now
        do {
            let result = try await transaction(readOnly: readOnly, body)
            Self.recordAccess(readOnly ? "snapshot" : "write", failed: false, since: start)
            return result
        } catch {
            Self.recordAccess(readOnly ? "snapshot" : "write", failed: true, since: start)
            throw PostgresErrorMapping.error(for: error, during: nil)
        }
    }

    private func transaction<Result: Sendable>(
        readOnly: Bool, _ body: (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        try await client.withConnection { connection in
            try await connection.query(readOnly ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN", logger: logger)
            do {
                let result = try await body(connection)
                try await connection.query("COMMIT", logger: logger)
                return result
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: logger)
                throw error
            }
        }
    }
}

extension PostgresDatabase {
    /// One write transaction for `user` (docs/schema.md "Concurrency"): it first locks the
    /// user's `user_revision` row (`SELECT … FOR UPDATE`), so writers of one user take turns
    /// across every process while other users' writes go on in parallel, and every later
    /// statement of the transaction (READ COMMITTED) sees what the previous writer committed.
    /// `body` gets the revision read under the lock, `nil` when the user does not exist.
    func write<Result: Sendable>(
        for user: UserID, _ body: (PostgresConnection, Int64?) async throws -> Result
    ) async throws -> Result {
        try await write { connection in
            let revision = try await connection.all(PostgresHotStatements.LockUserRevision(user: user), logger: logger)
            return try await body(connection, revision.first)
        }
    }
}

extension PostgresConnection {
    /// Every row of `query`.
    func rows(_ query: PostgresQuery, logger: Logger) async throws -> [PostgresRow] {
        try await self.query(query, logger: logger).collect()
    }

    /// The first row of `query`, or `nil`.
    func first(_ query: PostgresQuery, logger: Logger) async throws -> PostgresRow? {
        try await self.query(query, logger: logger).collect().first
    }

    /// Runs `query`, discarding any rows.
    func run(_ query: PostgresQuery, logger: Logger) async throws {
        _ = try await self.query(query, logger: logger).collect()
    }
}
