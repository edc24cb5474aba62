import CadenceCore
import CadenceStorage
import Foundation

extension SyncCapture {
    /// docs/sync.md "Routines": a routine's fields, its habits named by their global ids, recorded
    /// against its shadow and stamped at its `updatedAt`; a linked routine that is gone is a delete.
    mutating func captureRoutines(habitGIDs: [HabitID: String]) throws {
        var entries = document.routines
        for routine in snapshot.routines {
            let gid = gid(for: routine.id, in: SyncSpace.routineLink)
            try record(
                SyncFields.of(routine, habitGIDs: habitGIDs), space: SyncSpace.routine, shadowSpace: SyncSpace.routineShadow, gid: gid,
                physical: StoredMilliseconds.of(routine.updatedAt), entries: &entries)
        }
        let local = Set(snapshot.routines.map(\.id))
        for (gid, id) in snapshot.links(SyncSpace.routineLink) where !local.contains(id) {
            try delete(
                space: SyncSpace.routine, linkSpace: SyncSpace.routineLink, shadowSpace: SyncSpace.routineShadow, gid: gid, entries: &entries)
        }
        document.routines = entries
    }
}
