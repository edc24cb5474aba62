import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

/// docs/sync.md "Routines": a routine travels between two devices through a server whose store
/// is any backend — made on one, it appears on the other with its habits (matched by name, as
/// habits are) in order and its time; concurrent edits of different fields both survive, the later
/// edit of the same field (a name) wins on both; a delete wins; a habit deleted elsewhere leaves it.
public enum RoutineSyncScenario {
    public static func run(serverStore: any CadenceStore, deviceStores: (any CadenceStore, any CadenceStore)) async throws {
        let world = try await SyncScenarioWorld.make(serverStore: serverStore, deviceStores: deviceStores, timeZone: "Europe/Paris")
        let (clock, a, b) = (world.clock, world.a, world.b)
        func sync(_ device: SyncDevice) async throws { _ = try #require(try await device.sync(batchSize: 50)) }
        func routines(_ device: SyncDevice) async throws -> [(name: String, habits: [String], time: String?)] {
            let habits = try await device.service.habits(of: device.user, includeArchived: true)
            return try await device.service.routines(of: device.user).map { routine in
                (routine.name, routine.habitIDs.compactMap { id in habits.first { $0.id == id }?.name }, routine.timeText)
            }
        }
        var ids: [String: HabitID] = [:]
        for name in ["Water", "Meditate", "Stretch"] {
            ids[name] = try await a.service.createHabit(HabitDraft(name: name), for: a.user).id
        }
        let habits = ["Stretch", "Water", "Meditate"].compactMap { ids[$0] }
        let morning = try await a.service.createRoutine(name: "Morning", habits: habits, time: "07:00", for: a.user)
        try await sync(a)
        try await sync(b)
        var onB = try await routines(b)
        #expect(onB.map(\.name) == ["Morning"] && onB.first?.habits == ["Stretch", "Water", "Meditate"] && onB.first?.time == "07:00")

        // Concurrent edits: A renames, B changes the time, then both rename — B's later name wins everywhere.
        let morningB = try #require(try await b.service.routines(of: b.user).first)
        clock.advance(seconds: 60)
        _ = try await a.service.updateRoutine(morning.id, name: "Sunrise", for: a.user)
        clock.advance(seconds: 60)
        _ = try await b.service.updateRoutine(morningB.id, time: .some("06:30"), for: b.user)
        try await sync(a)
        try await sync(b)
        try await sync(a)
        for device in [a, b] {
            let found = try await routines(device)
            #expect(found.map(\.name) == ["Sunrise"] && found.first?.time == "06:30", "both edits kept on \(device.name)")
        }
        clock.advance(seconds: 60)
        _ = try await a.service.updateRoutine(morning.id, name: "Dawn", for: a.user)
        clock.advance(seconds: 60)
        _ = try await b.service.updateRoutine(morningB.id, name: "Early", for: b.user)
        try await sync(a)
        try await sync(b)
        try await sync(a)
        let names = (a: try await routines(a).map(\.name), b: try await routines(b).map(\.name))
        #expect(names.a == ["Early"] && names.b == ["Early"], "the later name wins")

        // A habit deleted on B leaves the routine on A; the routine deleted on A goes from B.
        let meditateB = try #require(try await b.service.habits(of: b.user).first { $0.name == "Meditate" })
        try await b.service.deleteHabit(meditateB.id, for: b.user)
        try await sync(b)
        try await sync(a)
        #expect(try await routines(a).first?.habits == ["Stretch", "Water"])
        try await a.service.deleteRoutine(morning.id, for: a.user)
        try await sync(a)
        try await sync(b)
        onB = try await routines(b)
        #expect(onB.isEmpty, "the delete travels")
        #expect(try await b.service.habits(of: b.user).count == 2, "and keeps the habits")
    }
}
