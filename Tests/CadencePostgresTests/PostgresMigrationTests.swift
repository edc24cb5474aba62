import Foundation
import Testing

@testable import CadencePostgres

/// docs/schema.md "PostgreSQL": migrations run once even when several processes open the
/// database together, and a database migrated by a newer Cadence is refused.
@Suite struct PostgresMigrationTests {
    @Test func processesStartingTogetherMigrateOnce() async throws {
        let (url, drop) = try await PostgresTestDatabase.freshSchema()
        let stores = try await withThrowingTaskGroup(of: PostgresStore.self) { group in
            for _ in 0..<4 { group.addTask { try await PostgresStore.open(url: url) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(stores.count == 4)
        let user = try await stores[0].createUser(
            name: "x", settings: .init(timeZoneIdentifier: "UTC"), at: Date(timeIntervalSince1970: 0))
        for store in stores { #expect(try await store.users().map(\.id) == [user]) }
        for store in stores { store.close() }
        let versions = try await PostgresTestDatabase.scalar(
            "SELECT count(*)::text || '/' || count(DISTINCT version)::text FROM cadence_schema_version", on: url)
        #expect(versions == "\(PostgresSchema.migrations.count)/\(PostgresSchema.migrations.count)")
        await drop()
    }

    @Test func aNewerSchemaIsRefused() async throws {
        let (url, drop) = try await PostgresTestDatabase.freshSchema()
        let store = try await PostgresStore.open(url: url)
        store.close()
        try await PostgresTestDatabase.execute(
            "INSERT INTO cadence_schema_version (version, name, applied_at) VALUES (99, 'from-the-future', 0)", on: url)
        await #expect(throws: PostgresStoreError.schemaTooNew(found: 99, known: Int64(PostgresSchema.migrations.count))) {
            try await PostgresStore.open(url: url)
        }
        await drop()
    }

    @Test func reopeningChangesNothing() async throws {
        try await PostgresTestDatabase.withStore { store in
            _ = try await store.createUser(name: "a", settings: .init(timeZoneIdentifier: "UTC"), at: Date(timeIntervalSince1970: 0))
        }
        let (url, drop) = try await PostgresTestDatabase.freshSchema()
        let first = try await PostgresStore.open(url: url)
        let user = try await first.createUser(name: "a", settings: .init(timeZoneIdentifier: "UTC"), at: Date(timeIntervalSince1970: 0))
        first.close()
        let second = try await PostgresStore.open(url: url)
        #expect(try await second.users().map(\.id) == [user])
        #expect(try await second.categories(of: user).count == 4)
        second.close()
        await drop()
    }
}
