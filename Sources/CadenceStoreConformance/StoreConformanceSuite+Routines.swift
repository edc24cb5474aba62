import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Routines (docs/domain-rules.md "§19 Routines")

extension StoreConformance {
    /// A routine keeps its habits in order and its time; edits change the given fields; a habit
    /// deleted leaves it and deleting it keeps its habits; routines are per user; it is done for
    /// a day when its habits due that day are done, with its streak and rate.
    public static func routinesKeepTheirHabitsInOrder(_ store: any CadenceStore) async throws {
        let service = trashService(store)
        let user = try await service.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let bob = try await service.createUser(name: "Bob", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let start = try #require(Day("2026-03-15"))
        var ids: [HabitID] = []
        for name in ["Water", "Meditate", "Stretch"] {
            ids.append(try await service.createHabit(HabitDraft(name: name, startDay: start), for: user).id)
        }
        let morning = try await service.createRoutine(name: "Morning", habits: [ids[2], ids[0], ids[1]], time: "07:00", for: user)
        #expect(try await store.routines(of: user) == [morning])
        #expect(morning.habitIDs == [ids[2], ids[0], ids[1]] && morning.timeText == "07:00")
        #expect(try await store.routines(of: bob).isEmpty, "routines are per user")
        await #expect(throws: CadenceError.self) { try await service.createRoutine(name: "morning", habits: [ids[0]], time: nil, for: user) }
        await #expect(throws: CadenceError.self) { try await service.createRoutine(name: "Evening", habits: [ids[0]], time: nil, for: bob) }
        await #expect(throws: CadenceError.self) { try await service.createRoutine(name: "Noon", habits: [ids[0]], time: "25:00", for: user) }

        for day in [start, start.adding(days: 1)] {
            for id in ids { _ = try await service.addCheckIn(to: id, for: user, on: day) }
        }
        _ = try await service.addCheckIn(to: ids[0], for: user, on: start.adding(days: 2))
        let stats = try await service.routineStats(morning, for: user)
        #expect(stats.bestStreak == 2 && stats.currentStreak == 0, "the 17th's Water alone does not finish the routine: missed")
        #expect(stats.rate == 2.0 / 3.0 && !stats.doneToday)

        let edited = try await service.updateRoutine(morning.id, habits: [ids[0], ids[1]], time: .some(nil), for: user)
        #expect(try await store.routines(of: user) == [edited])
        #expect(edited.minuteOfDay == nil)
        try await service.deleteHabit(ids[1], for: user)
        #expect(try await store.routines(of: user).first?.habitIDs == [ids[0]], "a deleted habit leaves the routine")
        try await service.deleteRoutine(morning.id, for: user)
        #expect(try await store.routines(of: user).isEmpty)
        #expect(try await store.habits(of: user, includeArchived: true).count == 2, "deleting a routine keeps its habits")
    }
}
