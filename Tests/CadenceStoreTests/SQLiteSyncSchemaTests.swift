import CadenceCore
import CadenceStorage
import Foundation
import GRDB
import Testing

@testable import CadenceSQLite
@testable import CadenceServices

/// docs/schema.md "v11-sync": a database of the previous schema (v10) migrates with its data —
/// its users start at sync sequence 0 and can sync at once — and the new tables' indexes exist.
@Suite struct SQLiteSyncSchemaTests {
    @Test func aVersion10DatabaseMigratesWithItsUsers() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("cadence.sqlite")
        let queue = try DatabaseQueue(path: path)
        try SchemaMigrator.migrator.migrate(queue, upTo: "v10-derived-state")
        try await queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO "user" (name, created_at, time_zone, day_start, week_start) VALUES ('Ada', 0, 'UTC', 0, 1)
                    """)
        }
        try queue.close()
        let store = try SQLiteStore(path: path)
        let user = try #require(try await store.users().first?.id)
        try await store.apply([.saveSyncRecord(space: "habit", key: "g", value: "{}")], for: user, at: Date(timeIntervalSince1970: 0))
        #expect(try await store.syncRecords(of: user, space: "habit").map(\.sequence) == [1])
        let indexes = try await store.databaseWriter.read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'sync_record' ORDER BY name")
        }
        #expect(indexes == ["sync_record_owner", "sync_record_sequence"])
    }

    @Test func pagingWalksTheSequenceIndex() async throws {
        let store = try SQLiteStore.inMemory()
        let plan = try await store.databaseWriter.read { db in
            try Row.fetchAll(
                db,
                sql: "EXPLAIN QUERY PLAN \(SQLiteStore.syncPageSQL)", arguments: [1, 0, "[\"habit\"]", 10]
            ).map { $0["detail"] as String? ?? "" }.joined(separator: "; ")
        }
        #expect(plan.contains("sync_record_sequence"), "\(plan)")
        #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
    }
}
