import CadenceCore
import CadenceSQLite
import CadenceServices
import CadenceStorage
import Foundation
import GRDB

/// The store every case starts from: a real SQLite file made once per run, with one user in
/// Europe/Paris and a few habits whose names the generated inputs share (so imports merge as well as
/// create), copied afresh for each case so that every case is independent of the others.
struct FuzzStore: Sendable {
    /// The template file, checkpointed (no WAL to copy).
    let template: URL
    /// The user every case imports for.
    let user: UserID
    /// The fixed now of every case: 2026-03-18 12:00 Paris.
    static let now = Date(timeIntervalSince1970: 1_773_831_600)

    /// Makes the template in `folder`.
    static func make(in folder: URL) async throws -> FuzzStore {
        let template = folder.appendingPathComponent("template.sqlite")
        let pool = try DatabasePool(path: template.path, configuration: SQLiteStore.makeConfiguration())
        let store = try SQLiteStore(writer: pool)
        let service = CadenceService(store: store, environment: .fixed(now))
        let user = try await service.createUser(
            name: "fuzz", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        guard let start = Day("2015-01-01"), let early = Day("2015-01-20"), let late = Day("2025-03-02") else {
            throw FuzzError("bad template days")
        }
        for name in ["Meditate", "Water", "Push-ups", "Work out"] {
            let habit = try await service.createHabit(HabitDraft(name: name, startDay: start), for: user)
            for day in [early, late] {
                _ = try await service.addCheckIn(to: habit.id, for: user, on: day)
            }
        }
        try await pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        try pool.close()
        return FuzzStore(template: template, user: user)
    }

    /// A fresh copy of the template at `path` (any old copy and its WAL removed first).
    func copy(to path: URL) throws -> DatabasePool {
        let manager = FileManager.default
        for suffix in ["", "-wal", "-shm"] {
            try? manager.removeItem(atPath: path.path + suffix)
        }
        try manager.copyItem(at: template, to: path)
        return try DatabasePool(path: path.path, configuration: SQLiteStore.makeConfiguration())
    }
}
