import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// docs/domain-rules.md "§22 Sync of every area", docs/sync.md "Notes": notes travel
/// between two devices through a server whose store is any backend. A text changed on both devices
/// apart is never lost: the later edit wins the note, the other is kept as a note titled
/// "… (edited on <device> <time>)" named by a line at the end of the first; titles and pins merge
/// per field; an edit made apart from a delete keeps the note; a text of 200 KB travels.
public enum NoteSyncScenario {
    public static func run(serverStore: any CadenceStore, deviceStores: (any CadenceStore, any CadenceStore)) async throws {
        let world = try await SyncScenarioWorld.make(serverStore: serverStore, deviceStores: deviceStores, timeZone: "Europe/Paris")
        let (clock, server, person, a, b) = (world.clock, world.server, world.person, world.a, world.b)
        func sync(_ device: SyncDevice) async throws { _ = try #require(try await device.sync(batchSize: 50)) }
        func notes(_ device: SyncDevice) async throws -> [Note] { try await device.service.notes(of: device.user).sorted { $0.title < $1.title } }
        func shown(_ service: CadenceService, _ user: UserID) async throws -> [String] {
            try await service.notes(of: user).map { "\($0.title)|\($0.isPinned)|\($0.content)" }.sorted()
        }
        func shown(_ device: SyncDevice) async throws -> [String] { try await shown(device.service, device.user) }
        func settle() async throws {
            try await sync(a)
            try await sync(b)
            try await sync(a)
        }

        let trip = try await a.service.addNote(title: "Trip", content: "Pack boots", for: a.user)
        try await settle()
        let tripB = try #require(try await notes(b).first)
        #expect(tripB.title == "Trip" && tripB.content == "Pack boots")

        // Both change the text apart (A also pins): B's later text wins, A's is kept as a copy.
        clock.advance(seconds: 60)
        try await a.service.updateNote(trip.id, for: a.user) {
            $0.content = "Pack boots and tent"
            $0.isPinned = true
        }
        clock.advance(seconds: 60)
        try await b.service.updateNote(tripB.id, for: b.user) { $0.content = "Pack boots and stove" }
        try await settle()
        let onA = try await notes(a)
        #expect(try await shown(a) == (try await shown(b)), "both devices show the same notes")
        #expect(try await shown(a) == (try await shown(server, person)), "and so does the server")
        #expect(onA.count == 2)
        let copy = try #require(onA.first { $0.title.hasPrefix("Trip (edited on ") })
        #expect(copy.title.hasSuffix(" UTC)") && copy.content == "Pack boots and tent" && !copy.isPinned)
        let main = try #require(onA.first { $0.title == "Trip" })
        #expect(main.isPinned, "the pin made with the lost text is kept")
        #expect(main.content == "Pack boots and stove\n\n> Edited on two devices: the other text is kept as the note \u{201C}\(copy.title)\u{201D}.")

        // Titles alone: per field, the later wins, no copy.
        clock.advance(seconds: 60)
        try await a.service.updateNote(trip.id, for: a.user) { $0.title = "Hike" }
        clock.advance(seconds: 60)
        try await b.service.updateNote(tripB.id, for: b.user) { $0.title = "Camp" }
        try await settle()
        let titles = try await notes(a).map(\.title)
        #expect(titles.contains("Camp") && titles.count == 2)
        #expect(try await shown(a) == (try await shown(b)))

        // An edit after seeing the other is no conflict; a delete apart from an edit keeps the note.
        clock.advance(seconds: 60)
        try await b.service.updateNote(tripB.id, for: b.user) { $0.content = "Boots, stove" }
        try await settle()
        #expect(try await notes(a).first { $0.title == "Camp" }?.content == "Boots, stove")
        try await a.service.deleteNote(trip.id, for: a.user)
        clock.advance(seconds: 60)
        try await b.service.updateNote(tripB.id, for: b.user) { $0.content = "Boots, stove, map" }
        try await settle()
        #expect(try await notes(a).first { $0.title == "Camp" }?.content == "Boots, stove, map", "never lose words")
        #expect(try await shown(a) == (try await shown(b)))

        // A delete travels; a long text travels.
        let copyB = try #require(try await notes(b).first { $0.title == copy.title })
        try await b.service.deleteNote(copyB.id, for: b.user)
        let long = String(repeating: "A long note. ", count: 16_000)
        _ = try await b.service.addNote(title: "Long", content: long, for: b.user)
        try await settle()
        #expect(try await notes(a).map(\.title) == ["Camp", "Long"])
        #expect(try await notes(a).first { $0.title == "Long" }?.content == long)
        #expect(try await shown(a) == (try await shown(b)))
    }
}
