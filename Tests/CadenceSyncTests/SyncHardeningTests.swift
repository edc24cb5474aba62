import CadenceCore
import CadenceStorage
import CadenceStoreConformance
import CadenceSync
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §13 "Ids from elsewhere", "Stamps from elsewhere", "No stamp stops the
/// clock", "A refused push changes nothing" (issue #32 items 1–3): pushes to a server (a real
/// SQLite file) that name ids they cannot account for, carry stamps from far ahead, or rename a
/// preset category onto another's name. `SyncFuzzTests` pushes such entries at random on both
/// backends.
@Suite struct SyncHardeningTests {
    /// A server with Ada (habit "Read" with a check-in) and Eve (habit "Run"), both captured.
    private struct Setup {
        let harness: SyncHarness
        let eve: UserID
        let read: String
        let run: String
        /// Eve's category "Home".
        let home: String

        init() async throws {
            harness = try await SyncHarness()
            let server = harness.server
            // Twice a day: room for a second check-in today (docs/domain-rules.md §3 "A yes/no day is complete").
            let read = try await server.createHabit(
                HabitDraft(name: "Read", goal: .simple(timesPerDay: 2), startDay: try await server.today(for: harness.person)),
                for: harness.person)
            try await server.addCheckIn(to: read.id, for: harness.person)
            eve = try await server.createUser(name: "Eve", settings: SyncHarness.settings)
            _ = try await server.createHabit(HabitDraft(name: "Run", startDay: try await server.today(for: eve)), for: eve)
            _ = try await server.addCategory(named: "Home", for: eve)
            self.read = try #require(try await Self.keys(SyncEngine(service: server, user: harness.person), "habit").first)
            let eveEngine = SyncEngine(service: server, user: eve)
            self.run = try #require(try await Self.keys(eveEngine, "habit").first)
            self.home = try #require(try await Self.keys(eveEngine, "category").first { !$0.hasPrefix("preset_") })
        }

        static func keys(_ engine: SyncEngine, _ space: String) async throws -> [String] {
            try await engine.page(after: 0, limit: 1000).entries.filter { $0.space == space }.map(\.key)
        }

        /// Ada's and Eve's export and sync records.
        func state() async throws -> String {
            var text = ""
            for user in [harness.person, eve] {
                let store = harness.server.store
                text += "\(try await store.habits(of: user, includeArchived: true).map(\.name))"
                text += "\(try await store.checkIns(of: user, habit: nil, from: nil, through: nil).map(\.id))"
                text += "\(try await store.categories(of: user).map(\.name))"
                let records = try await store.syncRecords(
                    of: user, spaces: ["habit", "category", "settings", "dayrecord", "checkin", "dayset", "achievement", "meta"], after: 0,
                    limit: 100_000)
                text += records.map { "\($0.sequence) \($0.space) \($0.key) \($0.value)" }.joined(separator: "\n")
            }
            return text
        }

        func stamp(aheadBy milliseconds: Int64 = 0) -> String {
            SyncStamp(milliseconds: Int64(harness.clock.now.timeIntervalSince1970 * 1000) + milliseconds, counter: 0, device: "laptop")?.description
                ?? ""
        }

        /// A fields entry with one field: `value` is the field's JSON text.
        func fields(_ name: String, _ value: String, stamp: String) -> String {
            let text = String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self)
            return #"{"fields":{"\#(name)":{"t":"\#(stamp)","v":\#(text)}}}"#
        }
    }

    private static func refusal(_ code: CadenceError.Code, _ body: () async throws -> Void) async {
        do {
            try await body()
            Issue.record("the push was accepted; \(code) expected")
        } catch let error as CadenceError {
            #expect(error.code == code, "\(error)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aMergedFieldNamingAnotherPersonsOrNoHabitIsRefusedAndChangesNothing() async throws {
        let setup = try await Setup()
        defer { setup.harness.remove() }
        let engine = setup.harness.serverEngine
        let before = try await setup.state()
        let stamp = setup.stamp()
        await Self.refusal(.syncForeignID) {
            _ = try await engine.receive(
                [SyncEntry(space: "habit", key: setup.read, value: setup.fields("merged", "\"\(setup.run)\"", stamp: stamp))], from: "laptop")
        }
        await Self.refusal(.syncEntryInvalid) {
            _ = try await engine.receive(
                [SyncEntry(space: "habit", key: setup.read, value: setup.fields("merged", "\"0\"", stamp: stamp))], from: "laptop")
        }
        // A habit's category, a check-in's habit, a set row's habit: checked like keys.
        await Self.refusal(.syncForeignID) {
            _ = try await engine.receive(
                [SyncEntry(space: "habit", key: setup.read, value: setup.fields("category", "\"\(setup.home)\"", stamp: stamp))], from: "laptop")
        }
        await Self.refusal(.syncForeignID) {
            let key = "\(setup.run)/2026-05-28@\(stamp)#0"
            _ = try await engine.receive([SyncEntry(space: "checkin", key: key, value: #"{"deleted":"\#(stamp)"}"#)], from: "laptop")
        }
        #expect(try await setup.state() == before)
        #expect(try await setup.harness.server.store.checkInCount(of: setup.harness.person) == 1)
    }

    @Test func aMergeTheDocumentCannotAccountForDeletesNothing() async throws {
        let setup = try await Setup()
        defer { setup.harness.remove() }
        let store = setup.harness.server.store
        // Stored before pushes were checked: "Read" merged into Eve's habit, which Ada's document lacks.
        let value = setup.fields("merged", "\"\(setup.run)\"", stamp: setup.stamp())
        let current = try #require(try await store.syncRecords(of: setup.harness.person, space: "habit").first { $0.key == setup.read })
        let entry = try JSONDecoder().decode(SyncFieldsEntry.self, from: Data(current.value.utf8))
            .merged(with: try JSONDecoder().decode(SyncFieldsEntry.self, from: Data(value.utf8)))
        try await store.apply(
            [.saveSyncRecord(space: "habit", key: setup.read, value: String(decoding: try JSONEncoder().encode(entry), as: UTF8.self))],
            for: setup.harness.person, at: setup.harness.clock.now)
        try await setup.harness.serverEngine.merge()
        #expect(try await setup.harness.server.store.habits(of: setup.harness.person, includeArchived: true).map(\.name) == ["Read"])
        #expect(try await store.checkInCount(of: setup.harness.person) == 1)
    }

    @Test func aStampAheadOfTheServersClockIsRefusedAndOneAtTheEndOfTimeNeverStopsTheClock() async throws {
        let setup = try await Setup()
        defer { setup.harness.remove() }
        let engine = setup.harness.serverEngine
        let before = try await setup.state()
        for stamp in ["9999999999999-999999-zz", setup.stamp(aheadBy: SyncEngine.maximumStampLead + 1)] {
            await Self.refusal(.syncEntryInvalid) {
                _ = try await engine.receive(
                    [SyncEntry(space: "settings", key: "settings", value: setup.fields("timeZone", "\"UTC\"", stamp: stamp))], from: "laptop")
            }
        }
        #expect(try await setup.state() == before)
        let near = try await engine.receive(
            [SyncEntry(space: "settings", key: "settings", value: setup.fields("weekStart", "7", stamp: setup.stamp(aheadBy: 60_000)))],
            from: "laptop")
        #expect(near.accepted == 1)

        // Stored before stamps were bounded: the settings stamped at the end of time.
        let store = setup.harness.server.store
        try await store.apply(
            [.saveSyncRecord(space: "settings", key: "settings", value: setup.fields("timeZone", "\"UTC\"", stamp: "9999999999999-999999-zz"))],
            for: setup.harness.person, at: setup.harness.clock.now)
        setup.harness.clock.advance(seconds: 60)
        _ = try await setup.harness.server.updateSettings(of: setup.harness.person) { $0.dayStartHour = 3 }
        #expect(try await engine.page(after: 0, limit: 10).entries.isEmpty == false)
        _ = try await engine.receive([], from: "laptop")
        let read = try #require(try await store.habits(of: setup.harness.person, includeArchived: false).first)
        try await setup.harness.server.addCheckIn(to: read.id, for: setup.harness.person, amount: 1)
        #expect(try await engine.page(after: 0, limit: 1000).entries.filter { $0.space == "checkin" }.count == 2)
        #expect(try await store.settings(of: setup.harness.person).dayStartHour == 3)
    }

    @Test func theClockGoesOnFromTheWallClockAfterTheLastStampThereIs() throws {
        var clock = HybridLogicalClock(device: "d", last: SyncStamp(text: "9999999999999-999999-zz"))
        let first = clock.tick(at: 1_780_000_000_000)
        let second = clock.tick(at: 1_780_000_000_000)
        let stamp = try #require(first)
        #expect(stamp.milliseconds == 1_780_000_000_000)
        #expect(try #require(second) > stamp)
    }

    @Test func aPresetRenamedOntoAnotherPresetsNameIsShownWithASuffixUntilTheClashIsGone() async throws {
        let setup = try await Setup()
        defer { setup.harness.remove() }
        let engine = setup.harness.serverEngine
        let store = setup.harness.server.store
        let ada = setup.harness.person
        setup.harness.clock.advance(seconds: 60)
        let answer = try await engine.receive(
            [SyncEntry(space: "category", key: "preset_fitness", value: setup.fields("name", "\"Health\"", stamp: setup.stamp()))], from: "laptop")
        #expect(answer.changed == 1)
        #expect(try await store.categories(of: ada).map(\.name).sorted() == ["Health", "Health (2)", "Learning", "Social"])
        // The account keeps syncing: a pull and an empty push.
        #expect(try await engine.page(after: 0, limit: 1000).entries.isEmpty == false)
        _ = try await engine.receive([], from: "laptop")
        // Renaming the other one ends the clash: the rename synced shows as it was meant.
        let health = try #require(try await store.categories(of: ada).first { $0.name == "Health" })
        _ = try await setup.harness.server.renameCategory(health.id, to: "Wellness", for: ada)
        setup.harness.clock.advance(seconds: 60)
        try await engine.merge()
        #expect(try await store.categories(of: ada).map(\.name).sorted() == ["Health", "Learning", "Social", "Wellness"])
    }

    @Test func aPushCarriesTheEntriesItsMergesName() async throws {
        let setup = try await Setup()
        defer { setup.harness.remove() }
        let engine = setup.harness.serverEngine
        let later = String(repeating: "f", count: 32)
        let entry = SyncEntry(space: "habit", key: later, value: setup.fields("merged", "\"\(setup.read)\"", stamp: setup.stamp()))
        let batch = try await engine.withMergeTargets([entry])
        #expect(batch.map(\.key) == [later, setup.read])
    }
}
