import CadenceCore
import CadenceImport
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Routines in the Cadence export (docs/import-export.md "Routines")

extension StoreConformance {
    /// A routine travels in the Cadence export: imported into an empty person it holds the habits
    /// the same import inserted, in order, with its time and instants, and the export again is the
    /// same; a second import adds none; a routine naming a habit the file lacks refuses the import,
    /// nothing written; a batch whose routine names no habit insert fails whole.
    public static func routinesTravelInTheCadenceExport(_ store: any CadenceStore) async throws {
        let service = trashService(store)
        let ada = try await service.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let copy = try await service.createUser(name: "Copy", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let start = try #require(Day("2026-03-10"))
        var ids: [HabitID] = []
        for name in ["Water", "Meditate", "Stretch", "Read"] {
            ids.append(try await service.createHabit(HabitDraft(name: name, startDay: start), for: ada).id)
        }
        _ = try await service.addCheckIn(to: ids[0], for: ada, on: start)
        _ = try await service.createRoutine(name: "Morning", habits: [ids[2], ids[0], ids[1]], time: "07:00", for: ada)
        _ = try await service.createRoutine(name: "Evening", habits: [ids[3]], time: nil, for: ada)
        let exporter = ExportService(service: service)
        let importer = ImportService(service: service)
        let original = try await exporter.document(for: ada)
        #expect(original.routines?.map(\.habits) == [["cadence:\(ids[2])", "cadence:\(ids[0])", "cadence:\(ids[1])"], ["cadence:\(ids[3])"]])
        let data = try ExportService.encoder.encode(original)

        func importOnce() async throws -> ImportResult {
            let document = try await importer.read(data: data, fileName: "a.json", for: copy)
            return try await importer.apply(try await importer.plan(document, for: copy), for: copy)
        }
        let first = try await importOnce()
        #expect(first.summary.lifeRecords["routines"] == 2)
        let copied = try await store.routines(of: copy)
        let habits = try await store.habits(of: copy, includeArchived: true)
        let names = copied.map { $0.habitIDs.compactMap { id in habits.first { $0.id == id }?.name } }
        #expect(names == [["Stretch", "Water", "Meditate"], ["Read"]])
        #expect(copied.first?.timeText == "07:00" && copied.last?.minuteOfDay == nil)
        #expect(try await exporter.document(for: copy).routines == original.routines, "the round trip keeps every routine field")

        let again = try await importOnce()
        #expect(again.summary.lifeRecords["routines"] == nil && again.summary.lifeRecordsAlreadyPresent["routines"] == 2)
        #expect(try await store.routines(of: copy).count == 2, "importing the same file twice adds none")

        var dangling = original
        dangling.routines?[0].habits.append("cadence:999")
        let empty = try await service.createUser(name: "Empty", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        await #expect(throws: ImportFailure.self) {
            _ = try await importer.read(data: try ExportService.encoder.encode(dangling), fileName: "b.json", for: empty)
        }
        #expect(try await store.habits(of: empty, includeArchived: true).isEmpty)

        let routine = Routine(name: "Broken", habitIDs: [], createdAt: trashNow, updatedAt: trashNow)
        await #expect(throws: CadenceError.self) {
            _ = try await store.apply(
                [.insertHabitWithHistory(HabitWithHistory(habit: Self.habit("Lone"))), .insertRoutineOfBatch(routine, habits: [.insertedAt(5)])],
                for: empty, at: trashNow)
        }
        await #expect(throws: CadenceError.self) {
            _ = try await store.apply([.insertRoutineOfBatch(routine, habits: [.existing(ids[0])])], for: empty, at: trashNow)
        }
        let left = (habits: try await store.habits(of: empty, includeArchived: true), routines: try await store.routines(of: empty))
        #expect(left.habits.isEmpty && left.routines.isEmpty, "nothing written")
    }
}
