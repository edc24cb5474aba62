import CadenceCore
import CadencePostgres
import CadenceSQLite
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

/// docs/deploy.md "Moving between backends": a store copied SQLite → PostgreSQL → SQLite holds
/// the same rows, cell for cell, with the same ids; a non-empty target is refused and left as it
/// was; a copy that fails midway writes nothing. (`scripts/store-copy-check.sh` does the same
/// with the heavy dataset and compares `cadence export --format json` byte for byte.)
@Suite struct StoreCopyTests {
    static let profile = DatasetProfile(name: "copy", habitCount: 12, days: 60, seed: 7)

    @Test func roundTripKeepsEveryCell() async throws {
        let source = try SQLiteStore.inMemory()
        let dataset = try await DatasetGenerator.fill(source, profile: Self.profile)
        try await CadenceService(store: source, environment: .fixed(dataset.now)).recalculateProgress(for: dataset.user)
        // A health entry with a client id (docs/schema.md "v14-health-client-id") travels with it.
        let cup = HealthEntry(type: .water, day: Day(ordinal: 20_454), value: 250, createdAt: dataset.now, clientID: "cup-copy")
        try await source.apply([.insertHealthEntry(cup)], for: dataset.user, at: dataset.now)
        let original = try await source.dumpTables()
        #expect(original.rowCount > 500)
        #expect(original.tables.first { $0.name == "health_entry" }?.columns.contains("client_id") == true)
        try await PostgresTestDatabase.withStore { postgres throws in
            try await postgres.loadTables(original) { _, _ in }
            let viaPostgres = try await postgres.dumpTables()
            let back = try SQLiteStore.inMemory()
            try await back.loadTables(viaPostgres) { _, _ in }
            let roundTrip = try await back.dumpTables()
            for (before, after) in zip(original.tables, roundTrip.tables) {
                #expect(before.name == after.name)
                #expect(before.columns == after.columns, "columns of \(before.name)")
                #expect(before.cells == after.cells, "cells of \(before.name)")
            }
            #expect(try await back.healthEntries(of: dataset.user, type: .water, from: nil, through: nil).map(\.clientID).contains("cup-copy"))
            #expect(
                try await back.habits(of: dataset.user, includeArchived: true).map(\.id)
                    == (try await source.habits(of: dataset.user, includeArchived: true)).map(\.id))
            // The identities moved past the copied ids: the next habit gets a new id on PostgreSQL.
            let maxID = try #require(try await postgres.habits(of: dataset.user, includeArchived: true).map(\.id).max())
            var habit = try #require(try await postgres.habits(of: dataset.user, includeArchived: false).first)
            habit.name = "Copied then added"
            let ids = try await postgres.apply([.insertHabit(habit)], for: dataset.user, at: dataset.now)
            #expect(ids.first.map { $0 > maxID } == true)
        }
    }

    @Test func aNonEmptyTargetIsRefusedAndUnchanged() async throws {
        let source = try SQLiteStore.inMemory()
        _ = try await DatasetGenerator.fill(source, profile: Self.profile)
        let dump = try await source.dumpTables()
        try await PostgresTestDatabase.withStore { postgres throws in
            let user = try await postgres.createUser(
                name: "already here", settings: UserSettings(timeZoneIdentifier: "UTC"), at: Date(timeIntervalSince1970: 0))
            await #expect(throws: StoreCopyError.targetNotEmpty(table: "user")) {
                try await postgres.loadTables(dump) { _, _ in }
            }
            #expect(try await postgres.users().map(\.id) == [user])
            #expect(try await postgres.habits(of: user, includeArchived: true).isEmpty)
        }
    }

    @Test func aFailedCopyWritesNothing() async throws {
        let source = try SQLiteStore.inMemory()
        _ = try await DatasetGenerator.fill(source, profile: Self.profile)
        var dump = try await source.dumpTables()
        // A text where the check-ins' amount belongs: refused when that table is reached,
        // after users, categories and habits were written in the same transaction.
        let checkins = try #require(dump.tables.firstIndex { $0.name == "checkin" })
        let amount = try #require(dump.tables[checkins].columns.firstIndex(of: "amount"))
        dump.tables[checkins].cells[amount] = .text("not a number")
        try await PostgresTestDatabase.withStore { postgres throws in
            await #expect(throws: StoreCopyError.cellMismatch(table: "checkin", column: "amount")) {
                try await postgres.loadTables(dump) { _, _ in }
            }
            #expect(try await postgres.users().isEmpty)
        }
    }
}
