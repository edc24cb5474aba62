import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// docs/domain-rules.md "§22 Sync of every area", docs/sync.md "Health entries": health
/// entries travel between two devices through a server whose store is any backend. A day's steps
/// replaced on both devices apart keep the later synced value; two sleeps of one night logged apart are
/// both kept and the later recorded is the night's value; water logged on both adds up; a delete
/// travels, and so does a restore from the trash after it. The client id stays on its store.
public enum HealthSyncScenario {
    public static func run(serverStore: any CadenceStore, deviceStores: (any CadenceStore, any CadenceStore)) async throws {
        let world = try await SyncScenarioWorld.make(serverStore: serverStore, deviceStores: deviceStores, timeZone: "Australia/Lord_Howe")
        let (clock, server, person, a, b) = (world.clock, world.server, world.person, world.a, world.b)
        func settle() async throws {
            for device in [b, a, b] {
                clock.advance(seconds: 5)
                _ = try #require(try await device.sync(batchSize: 3))
            }
        }
        func days(_ service: CadenceService, _ user: UserID) async throws -> [String] {
            HealthDayValue.of(try await service.healthEntries(of: user)).map { "\($0.day) \($0.type) \($0.value) (\($0.entries))" }
        }
        func same() async throws -> [String] {
            let onA = try await days(a.service, a.user)
            #expect(onA == (try await days(b.service, b.user)), "both devices hold the same health values")
            #expect(onA == (try await days(server, person)), "and so does the server")
            return onA
        }
        let today = try await a.service.today(for: a.user)
        _ = try await a.service.saveHealthEntry(type: .steps, value: 5_000, clientID: "steps-1", for: a.user)
        try await settle()

        // Replaced on both apart (B had not seen A's): the later synced value wins, one entry.
        clock.advance(seconds: 60)
        #expect(try await a.service.saveHealthEntry(type: .steps, value: 6_000, for: a.user).replaced)
        _ = try #require(try await a.sync(batchSize: 3))
        clock.advance(seconds: 60)
        #expect(try await b.service.saveHealthEntry(type: .steps, value: 7_000, for: b.user).replaced)
        // Water on both: it adds up. A sleep on each: both kept, the later recorded is the value.
        _ = try await a.service.saveHealthEntry(type: .water, value: 250, for: a.user)
        clock.advance(seconds: 1)
        _ = try await b.service.saveHealthEntry(type: .water, value: 500, for: b.user)
        _ = try await a.service.saveHealthEntry(type: .sleep, value: 7, on: today.adding(days: -1), for: a.user)
        clock.advance(seconds: 60)
        _ = try await b.service.saveHealthEntry(type: .sleep, value: 8.5, on: today.adding(days: -1), for: b.user)
        try await settle()
        let shown = try await same()
        #expect(shown.contains("\(today) steps 7000.0 (1)"), "\(shown)")
        #expect(shown.contains("\(today) water 750.0 (2)"), "\(shown)")
        #expect(shown.contains("\(today.adding(days: -1)) sleep 8.5 (2)"), "\(shown)")
        #expect(try await a.service.healthEntries(of: a.user, type: .steps).first?.clientID == "steps-1", "the client id stays")
        #expect(try await b.service.healthEntries(of: b.user, type: .steps).first?.clientID == nil, "and never travels")

        // A delete travels.
        let water = try #require(try await b.service.healthEntries(of: b.user, type: .water).first { $0.value == 250 })
        try await b.service.deleteHealthEntry(water.id, for: b.user)
        try await settle()
        #expect(try await same().contains("\(today) water 500.0 (1)"))

        // Put back from the trash after its delete was synced: it comes back everywhere, as a new entry.
        _ = try await b.service.restoreHealthEntry(water.id, for: b.user)
        try await settle()
        #expect(try await same().contains("\(today) water 750.0 (2)"), "the restore travels and no tombstone undoes it")
    }
}
