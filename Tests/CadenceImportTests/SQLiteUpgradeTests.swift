import CadenceCore
import CadenceImport
import CadenceServices
import Foundation
import GRDB
import Testing

@testable import CadenceSQLite

/// docs/deploy.md "Upgrading", SQLite: a store written at every earlier schema version (the
/// migrator stopped there with `migrate(_:upTo:)`, then the fixture below written with that
/// version's tables) migrates to the current schema with the same export; a store holding a
/// migration this binary does not know is refused and left byte for byte.
@Suite struct SQLiteUpgradeTests {
    /// The fixture, in the columns every version since v1 has: a user, a habit, two check-ins,
    /// a skipped day with a note.
    static let fixture = """
        INSERT INTO "user" (id, name, created_at, time_zone, day_start, week_start, onboarding_completed)
            VALUES (1, 'local', 1735689600000, 'Europe/Paris', 4, 1, 1);
        INSERT INTO habit (id, user_id, name, name_key, description, color, kind, goal_type, target, period, schedule,
                start_day, sort_order, created_at, updated_at)
            VALUES (1, 1, 'Read', 'read', 'ten pages', 'blue', 'build', 'none', 1.0, 'day', '{"type":"daily"}',
                20089, 0, 1735689600000, 1735689600000);
        INSERT INTO checkin (id, user_id, habit_id, day, at, amount, note) VALUES
            (1, 1, 1, 20090, 1735819200000, 1.0, 'Dune, ch. 1'), (2, 1, 1, 20091, 1735905600000, 1.0, NULL);
        INSERT INTO day_record (user_id, habit_id, day, is_skipped, difficulty, note) VALUES (1, 1, 20092, 1, NULL, 'ill');
        """

    static let now = Date(timeIntervalSince1970: 1_736_000_000)

    static func export(_ path: String) async throws -> String {
        let store = try SQLiteStore(path: path)
        let service = CadenceService(store: store, environment: .fixed(now))
        let user = try #require(try await store.users().first?.id)
        return String(decoding: try await ExportService(service: service).exportJSON(for: user), as: UTF8.self)
    }

    @Test func everyEarlierSchemaVersionMigratesWithTheSameExport() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-upgrade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var exports: [String: String] = [:]
        let versions = SchemaMigrator.migrator.migrations
        for version in versions {
            let path = folder.appendingPathComponent("\(version).sqlite").path
            let queue = try DatabaseQueue(path: path)
            try SchemaMigrator.migrator.migrate(queue, upTo: version)
            try await queue.write { db in try db.execute(sql: Self.fixture) }
            try queue.close()
            exports[version] = try await Self.export(path)
        }
        let reference = try #require(exports[versions[0]])
        #expect(reference.contains("Dune, ch. 1") && reference.contains("ill"))
        for version in versions {
            #expect(exports[version] == reference, "a store of \(version) exports differently after the upgrade")
        }
        #expect(versions.count >= 14)
    }

    @Test func aStoreOfANewerCadenceIsRefusedAndLeftAsItIs() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-newer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("newer.sqlite").path
        let pool = try DatabasePool(path: path, configuration: SQLiteStore.makeConfiguration())
        try SchemaMigrator.migrator.migrate(pool)
        try await pool.write { db in
            try db.execute(sql: Self.fixture)
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        try pool.close()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let before = try files.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(throws: SQLiteSchemaTooNew(migration: "v99-from-the-future")) { try SQLiteStore(path: path) }
        #expect("\(SQLiteSchemaTooNew(migration: "v99-x"))".contains("newer than this Cadence knows"))
        let after = try files.map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(before == after, "the newer store is not modified")
    }
}
