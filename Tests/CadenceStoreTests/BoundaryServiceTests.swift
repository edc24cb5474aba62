import CadenceCore
import CadenceStorage
import Foundation
import GRDB
import Testing

@testable import CadenceSQLite
@testable import CadenceServices

/// docs/domain-rules.md §7 through the services on a real SQLite store: out-of-range numbers,
/// dates and names are refused with a typed error and change nothing.
@Suite struct BoundaryServiceTests {
    @Test(arguments: [1e19, 9_223_372_036_854_775_807.0, 1e300, 1001, 2.5])
    func aHugeOrFractionalCountOnASimpleHabitIsRefused(amount: Double) async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let habit = try await service.createHabit(HabitDraft(name: "Stretch", startDay: Day("2026-03-01")), for: fixture.user)
        let before = try await fixture.snapshot()
        for attempt in [
            { _ = try await service.addCheckIn(to: habit.id, for: fixture.user, amount: amount) },
            { _ = try await service.setDayTotal(of: habit.id, for: fixture.user, to: amount) },
        ] {
            let error = await #expect(throws: CadenceError.self) { try await attempt() }
            #expect(error?.code == .amountInvalid)
        }
        #expect(try await fixture.snapshot() == before)
    }

    @Test func aDayHoldsAtMostADaysWorth() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let habit = try await service.createHabit(
            HabitDraft(name: "Read", goal: Goal(type: .time, unit: "min", target: 30), startDay: Day("2026-03-01")), for: fixture.user)
        try await service.addCheckIn(to: habit.id, for: fixture.user, amount: 1000, on: Day("2026-03-17"))
        try await service.addCheckIn(to: habit.id, for: fixture.user, amount: 440, unit: "minutes", on: Day("2026-03-17"))
        let before = try await fixture.snapshot()
        let error = await #expect(throws: CadenceError.self) {
            try await service.addCheckIn(to: habit.id, for: fixture.user, amount: 1, on: Day("2026-03-17"))
        }
        #expect(error?.code == .amountInvalid)
        #expect(try await fixture.snapshot() == before)
        // Setting the day replaces it: a full day is allowed, more is not.
        try await service.setDayTotal(of: habit.id, for: fixture.user, to: 24, unit: "hr", on: Day("2026-03-17"))
        await #expect(throws: CadenceError.self) {
            try await service.setDayTotal(of: habit.id, for: fixture.user, to: 1441, on: Day("2026-03-17"))
        }
    }

    @Test func namesFoldOneWayInTheServiceAndTheDatabase() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        _ = try await service.createHabit(HabitDraft(name: "Straße", startDay: Day("2026-03-01")), for: fixture.user)
        for clash in ["STRASSE", "strasse", "Stra\u{df}e"] {
            let error = await #expect(throws: CadenceError.self) {
                try await service.createHabit(HabitDraft(name: clash, startDay: Day("2026-03-01")), for: fixture.user)
            }
            #expect(error?.code == .nameDuplicate)
        }
        // The store enforces the same key on its own (a writer that skipped the service's check).
        var habit = try await service.createHabit(HabitDraft(name: "Äpfel", startDay: Day("2026-03-01")), for: fixture.user)
        habit.name = "A\u{308}PFEL"
        habit.id = 0
        let refusal = await #expect(throws: CadenceError.self) {
            try await fixture.store.apply([.insertHabit(habit)], for: fixture.user, at: ServiceFixture.defaultNow)
        }
        #expect(refusal?.code == .nameDuplicate)
        #expect(try await service.resolveHabit("strasse", of: fixture.user).name == "Straße")
    }

    /// Version 4 re-keys names written under the old rule; two names it would merge both stay.
    @Test func theMigrationReKeysOldNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-v4-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("old.sqlite").path
        do {
            let queue = try DatabaseQueue(path: path)
            // The store as version 3 left it: the migrations up to v3 only.
            try SchemaMigrator.migrator.migrate(queue, upTo: "v3-accounts")
            try queue.write { db in
                try db.execute(sql: "INSERT INTO user (name, created_at, time_zone, day_start, week_start) VALUES ('a', 0, 'UTC', 0, 1)")
                for (name, key) in [("Straße", "straße"), ("STRASSE", "strasse"), ("Äpfel", "äpfel")] {
                    try db.execute(
                        sql: """
                            INSERT INTO habit (user_id, name, name_key, description, color, kind, goal_type, target, period,
                                schedule, start_day, sort_order, archived, created_at, updated_at)
                            VALUES (1, ?, ?, '', 'blue', 'build', 'none', 1, 'day', '{"type":"daily"}', 0, 0, 0, 0, 0)
                            """, arguments: [name, key])
                }
            }
        }
        let store = try SQLiteStore(path: path)
        let keys = try store.databaseWriter.read { db in
            try String.fetchAll(db, sql: "SELECT name_key FROM habit ORDER BY id")
        }
        // "Straße" takes the folded key; "STRASSE" already had it: the two cannot share it, so the
        // first keeps its old key until one of them is renamed. Nothing fails to open.
        #expect(keys == ["straße", "strasse", "äpfel"])
    }
}
