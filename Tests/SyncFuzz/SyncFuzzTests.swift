import CadencePostgres
import CadenceSQLite
import Foundation
import Logging
import PostgresNIO
import Testing

/// docs/security.md "Sync": the seeded sync fuzzer (`SyncFuzzRun`) on both backends — a
/// SQLite file and the PostgreSQL test cluster (`scripts/with-postgres.sh`, the README's test
/// command). `CADENCE_SYNC_FUZZ_SEED` and `CADENCE_SYNC_FUZZ_CASES` change the seed and the count
/// (`scripts/sync-fuzz.sh`).
@Suite struct SyncFuzzTests {
    @Test func hostilePushesOnSQLite() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-sync-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteStore(path: folder.appendingPathComponent("server.sqlite").path)
        try await SyncFuzzRun.run(store: store, backend: "SQLite")
    }

    @Test func hostilePushesOnPostgreSQL() async throws {
        guard let base = ProcessInfo.processInfo.environment["CADENCE_TEST_POSTGRES_URL"], !base.isEmpty else {
            throw SyncFuzzFailure("CADENCE_TEST_POSTGRES_URL is not set: run the tests with `scripts/with-postgres.sh swift test`")
        }
        let schema = "t_fuzz_" + (0..<12).map { _ in String(UInt8.random(in: 0...15), radix: 16) }.joined()
        try await Self.execute("CREATE SCHEMA \(schema)", on: base)
        let separator = base.contains("?") ? "&" : "?"
        let store = try await PostgresStore.open(
            url: base + separator + "search_path=\(schema)&pool_size=3", now: Date(timeIntervalSince1970: 1_781_517_600))
        do {
            try await SyncFuzzRun.run(store: store, backend: "PostgreSQL")
        } catch {
            store.close()
            try? await Self.execute("DROP SCHEMA \(schema) CASCADE", on: base)
            throw error
        }
        store.close()
        try? await Self.execute("DROP SCHEMA \(schema) CASCADE", on: base)
    }

    /// One statement on its own connection (schema management).
    static func execute(_ sql: String, on url: String) async throws {
        let location = try PostgresLocation(url: url)
        let configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: .disable)
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Logger(label: "cadence.sync.fuzz"))
        do {
            _ = try await connection.query(PostgresQuery(unsafeSQL: sql), logger: Logger(label: "cadence.sync.fuzz"))
            try await connection.close()
        } catch {
            try? await connection.close()
            throw error
        }
    }
}
