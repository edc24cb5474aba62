import CadenceCore
import CadenceStorage
import Foundation

extension SyncProjection {
    /// docs/sync.md "Routines": brings the store's routines to the document's — after the habits'
    /// phase, so every habit a routine names has its row (a habit merged into another is named by
    /// the survivor; one this store left out, or deleted, is left out of the routine). A routine
    /// whose entry is deleted goes; routines never merge by name, so two routines that end up
    /// named alike are both kept.
    mutating func projectRoutines() throws {
        let links = snapshot.links(SyncSpace.routineLink)
        let local = Dictionary(snapshot.routines.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for (gid, id) in links.sorted(by: { $0.key < $1.key }) where target.routines[gid] == nil {
            if local[id] != nil { batch.data(.deleteRoutine(id)) }
            batch.delete(SyncSpace.routineLink, [gid])
            batch.delete(SyncSpace.routineShadow, [gid])
        }
        let habitLinks = snapshot.links(SyncSpace.habitLink)
        let habitGIDs = snapshot.reverseLinks(SyncSpace.habitLink)
        for (gid, fields) in target.routines.sorted(by: { $0.key < $1.key }) {
            let existing = links[gid].flatMap { local[$0] }
            var habitIDs: [HabitID] = []
            for habit in SyncFields.routineHabitGIDs(in: fields) {
                guard let survivor = target.habitSurvivor[habit], let id = habitLinks[survivor], !habitIDs.contains(id) else { continue }
                habitIDs.append(id)
            }
            guard var routine = try? SyncFields.routine(from: fields, id: existing?.id ?? 0, habitIDs: habitIDs, now: now) else {
                refused.append("routine \(gid): its merged fields are not a valid routine")
                continue
            }
            let wanted = try SyncFields.of(routine, habitGIDs: habitGIDs)
            if let existing {
                routine.createdAt = existing.createdAt
                if SyncFields.compared(try SyncFields.of(existing, habitGIDs: habitGIDs)) != SyncFields.compared(wanted) {
                    batch.data(.updateRoutine(routine))
                }
            } else {
                batch.data(.insertRoutine(routine), link: (SyncSpace.routineLink, gid))
            }
            if snapshot.records(SyncSpace.routineShadow)[gid] != (try SyncDocument.text(wanted)) {
                batch.save(SyncSpace.routineShadow, gid, try SyncDocument.text(wanted))
            }
        }
    }
}
