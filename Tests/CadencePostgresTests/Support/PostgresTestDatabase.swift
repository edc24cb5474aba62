import CadencePostgres
import Foundation
import Logging
import PostgresNIO

/// The real PostgreSQL the tests run against (docs/schema.md "PostgreSQL"): the cluster
/// `scripts/with-postgres.sh` starts (the README's test command), named by
/// `CADENCE_TEST_POSTGRES_URL`. Without it the tests fail — they never skip — with a message
/// saying how to run them.
///
/// Every test works in its own schema (`t_` and random hex) on that database, so tests run in
/// parallel without seeing each other; the schema is dropped when the test ends.
enum PostgresTestDatabase {
    struct Missing: Error, CustomStringConvertible {
        var description: String {
            "CADENCE_TEST_POSTGRES_URL is not set: run the tests with `scripts/with-postgres.sh swift test` (the README's test command)"
                + (ProcessInfo.processInfo.environment["CI"] == "true" ? " — under CI the PostgreSQL tests must run" : "")
        }
    }

    /// The test cluster's URL.
    static func url() throws -> String {
        guard let url = ProcessInfo.processInfo.environment["CADENCE_TEST_POSTGRES_URL"], !url.isEmpty else {
            throw Missing()
        }
        return url
    }

    /// A fresh, empty schema's URL (the test cluster's with `search_path`), and a closure that drops it.
    static func freshSchema() async throws -> (url: String, drop: @Sendable () async -> Void) {
        let base = try url()
        let schema = "t_" + (0..<12).map { _ in String(UInt8.random(in: 0...15), radix: 16) }.joined()
        try await execute("CREATE SCHEMA \(schema)", on: base)
        let separator = base.contains("?") ? "&" : "?"
        return (
            base + separator + "search_path=\(schema)&pool_size=3",
            { try? await execute("DROP SCHEMA \(schema) CASCADE", on: base) }
        )
    }

    /// Runs `body` on a `PostgresStore` over a fresh schema, then closes the store and drops the schema.
    static func withStore<Result: Sendable>(
        now: Date = Date(timeIntervalSince1970: 1_780_000_000), _ body: (PostgresStore) async throws -> Result
    ) async throws -> Result {
        let (url, drop) = try await freshSchema()
        let store = try await PostgresStore.open(url: url, now: now)
        do {
            let result = try await body(store)
            store.close()
            await drop()
            return result
        } catch {
            store.close()
            await drop()
            throw error
        }
    }

    /// The first column of the first row of `sql` as text, on its own connection.
    static func scalar(_ sql: String, on url: String) async throws -> String? {
        try await withConnection(url) { connection in
            let rows = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "cadence.tests"))
            for try await row in rows { return try row.decode(String?.self) }
            return nil
        }
    }

    /// Runs one statement without binds (schema management) on its own connection.
    static func execute(_ sql: String, on url: String) async throws {
        try await withConnection(url) { connection in
            _ = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "cadence.tests"))
        }
    }

    /// Runs `body` on a new connection to `url`'s database and schema, then closes it.
    static func withConnection<Result: Sendable>(
        _ url: String, _ body: (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        let location = try PostgresLocation(url: url)
        let configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: .disable)
        var withSchema = configuration
        if let schema = location.searchPath {
            withSchema.options.additionalStartupParameters = [("search_path", schema)]
        }
        let connection = try await PostgresConnection.connect(
            configuration: withSchema, id: Int.random(in: 1...Int.max), logger: Logger(label: "cadence.tests"))
        do {
            let result = try await body(connection)
            try await connection.close()
            return result
        } catch {
            try? await connection.close()
            throw error
        }
    }
}
