import CadenceCore
import CadencePostgres
import CadenceSQLite
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/schema.md "v11-sync", docs/deploy.md "Moving between backends": `cadence store copy`
/// carries sync records, day-total sets and each user's sync counter, so a sequence given before
/// the copy (also one of a deleted record) is never given again after it, on either backend.
@Suite struct StoreCopySyncTests {
    static let instant = Date(timeIntervalSince1970: 1_767_225_600.123)
    static let day = Day(ordinal: 20_454)

    /// A SQLite store with two users' sync state; the newest record of the first user is deleted.
    static func source() async throws -> (SQLiteStore, UserID, UserID, Int64) {
        let store = try SQLiteStore.inMemory()
        let ada = try await store.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "UTC"), at: instant)
        let bob = try await store.createUser(name: "Bob", settings: UserSettings(timeZoneIdentifier: "UTC"), at: instant)
        let habit = try #require(try await store.apply([.insertHabit(Habit(id: 0, name: "Read", startDay: day))], for: ada, at: instant).first)
        try await store.apply(
            [
                .deleteCheckIns(habit: habit, day: day), .saveSyncRecord(space: "habit", key: "b", value: "{}"),
                .saveSyncRecord(space: "habit", key: "a", value: "{\"n\":1}"), .saveSyncRecord(space: "meta", key: "z", value: "x"),
            ], for: ada, at: instant)
        try await store.apply([.saveSyncRecord(space: "habit", key: "c", value: "bob")], for: bob, at: instant)
        let highest = try #require(try await store.syncRecords(of: ada, spaces: ["meta"], after: 0, limit: 10).first?.sequence)
        try await store.apply([.deleteSyncRecords(space: "meta", keys: nil)], for: ada, at: instant)
        return (store, ada, bob, highest)
    }

    @Test func syncStateAndCountersSurviveARoundTrip() async throws {
        let (source, ada, bob, highest) = try await Self.source()
        let original = try await source.dumpTables()
        #expect(original.syncSequences[ada] == highest)
        try await PostgresTestDatabase.withStore { postgres throws in
            try await postgres.loadTables(original) { _, _ in }
            for user in [ada, bob] {
                #expect(try await postgres.syncRecords(of: user, space: "habit") == (try await source.syncRecords(of: user, space: "habit")))
                #expect(try await postgres.dayTotalSets(of: user) == (try await source.dayTotalSets(of: user)))
            }
            let viaPostgres = try await postgres.dumpTables()
            #expect(viaPostgres.syncSequences == original.syncSequences)
            let back = try SQLiteStore.inMemory()
            try await back.loadTables(viaPostgres) { _, _ in }
            let roundTrip = try await back.dumpTables()
            for name in ["sync_record", "day_total_set"] {
                let before = try #require(original.tables.first { $0.name == name })
                let after = try #require(roundTrip.tables.first { $0.name == name })
                #expect(before.rowCount > 0, "\(name) is empty in the source")
                #expect(before.columns == after.columns && before.cells == after.cells, "cells of \(name)")
            }
            #expect(roundTrip.syncSequences == original.syncSequences)
            // The next sequence on either target is past the deleted record's.
            for target in [postgres as any CadenceStore, back] {
                try await target.apply([.saveSyncRecord(space: "meta", key: "new", value: "1")], for: ada, at: Self.instant)
                let next = try #require(try await target.syncRecords(of: ada, space: "meta").first?.sequence)
                #expect(next > highest)
            }
        }
    }

    @Test func aDumpWithoutCountersStillMovesPastTheStoredSequences() async throws {
        let (source, ada, _, _) = try await Self.source()
        var dump = try await source.dumpTables()
        dump.syncSequences = [:]
        let stored = try await source.syncRecords(of: ada, spaces: ["habit"], after: 0, limit: 10).map(\.sequence)
        try await PostgresTestDatabase.withStore { postgres throws in
            try await postgres.loadTables(dump) { _, _ in }
            try await postgres.apply([.saveSyncRecord(space: "habit", key: "d", value: "1")], for: ada, at: Self.instant)
            let next = try #require(try await postgres.syncRecords(of: ada, space: "habit").first { $0.key == "d" }?.sequence)
            #expect(next > stored.max() ?? .max)
        }
        let back = try SQLiteStore.inMemory()
        try await back.loadTables(dump) { _, _ in }
        try await back.apply([.saveSyncRecord(space: "habit", key: "d", value: "1")], for: ada, at: Self.instant)
        let next = try #require(try await back.syncRecords(of: ada, space: "habit").first { $0.key == "d" }?.sequence)
        #expect(next > stored.max() ?? .max)
    }
}
