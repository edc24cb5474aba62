import CadenceCore
import CadenceStorage
import Foundation

extension SyncCapture {
    /// docs/sync.md "Recording changes": sets of a day's total made here since the last capture
    /// become set events holding the day's new check-ins; other new check-ins become check-in
    /// events; linked check-ins gone from the store become tombstones — unless their habit was
    /// deleted, which takes its check-ins with it.
    mutating func captureCheckIns(habitGIDs: [HabitID: String], deletedHabits: Set<String>) throws {
        let linked = reverse[SyncSpace.checkInLink] ?? [:]
        let captured = snapshot.meta("captured").flatMap { Int64($0) } ?? 0
        var unlinkedByDay: [String: [CheckIn]] = [:]
        for checkIn in snapshot.checkIns where linked[checkIn.id] == nil {
            guard let habit = habitGIDs[checkIn.habitID] else { continue }
            unlinkedByDay[SyncSpace.dayKey(habit: habit, day: checkIn.day), default: []].append(checkIn)
        }
        let seen = snapshot.records(SyncSpace.seenSet)
        var absorbed: Set<String> = []
        for set in snapshot.daySets.sorted(by: { ($0.habitID, $0.day) < ($1.habitID, $1.day) }) {
            guard let habit = habitGIDs[set.habitID] else { continue }
            let key = SyncSpace.dayKey(habit: habit, day: set.day)
            let at = StoredMilliseconds.of(set.at)
            guard seen[key] != String(at) else { continue }
            let rows = (unlinkedByDay[key] ?? []).sorted { ($0.at, $0.id) < ($1.at, $1.id) }
            let stamp = try eventStamp(physical: at, after: document.daySets[key]?.t)
            let entry = SyncDaySetEntry(
                t: stamp, rows: rows.map { SyncDaySetEntry.Row(at: StoredMilliseconds.of($0.at), amount: $0.amount, note: $0.note) })
            let merged = document.daySets[key].map { $0.merged(with: entry) } ?? entry
            document.daySets[key] = merged
            batch.save(SyncSpace.daySet, key, try SyncDocument.text(merged))
            batch.save(SyncSpace.seenSet, key, String(at))
            for (index, row) in rows.enumerated() {
                _ = gid(for: row.id, in: SyncSpace.checkInLink, new: SyncDocument.syntheticID(daySetKey: key, stamp: stamp, row: index))
            }
            absorbed.insert(key)
        }
        for (key, checkIns) in unlinkedByDay.sorted(by: { $0.key < $1.key }) where !absorbed.contains(key) {
            for checkIn in checkIns {
                guard let habit = habitGIDs[checkIn.habitID] else { continue }
                let at = StoredMilliseconds.of(checkIn.at)
                let stamp = try eventStamp(physical: max(at, captured), after: document.daySets[key]?.t)
                let gid = gid(for: checkIn.id, in: SyncSpace.checkInLink)
                let entry = SyncCheckInEntry(
                    event: .init(habit: habit, day: checkIn.day, at: at, amount: checkIn.amount, note: checkIn.note, t: stamp))
                document.checkIns[gid] = entry
                batch.save(SyncSpace.checkIn, gid, try SyncDocument.text(entry))
            }
        }
        let local = Set(snapshot.checkIns.map(\.id))
        var vanished: [String] = []
        for (gid, id) in snapshot.links(SyncSpace.checkInLink) where !local.contains(id) {
            vanished.append(gid)
            let habit = document.checkIns[gid]?.event?.habit ?? SyncDocument.synthetic(gid)?.habit
            if let habit, deletedHabits.contains(habit) || document.habits[habit]?.deleted != nil { continue }
            var entry = document.checkIns[gid] ?? SyncCheckInEntry(event: nil)
            entry = entry.merged(with: SyncCheckInEntry(event: nil, deleted: try tick(now)))
            document.checkIns[gid] = entry
            batch.save(SyncSpace.checkIn, gid, try SyncDocument.text(entry))
        }
        batch.delete(SyncSpace.checkInLink, vanished.sorted())
    }

    /// A stamp for an event made at about `physical`: there, or just after `floor` (the set of that
    /// day this device knew) when that is later. Not from the clock's tick: an event keeps the time
    /// it was made, not the time it was recorded; the clock still moves past it.
    mutating func eventStamp(physical: Int64, after floor: SyncStamp?) throws -> SyncStamp {
        let wall = min(max(physical, 0), now)
        var stamp = SyncStamp(milliseconds: wall, counter: 0, device: clock.device)
        if let floor, let candidate = stamp, candidate <= floor {
            // docs/domain-rules.md §13 "No stamp stops the clock": after a set stamped at the end
            // of time the event keeps its own time.
            stamp = floor.next(device: clock.device) ?? candidate
        }
        guard let stamp else { throw CadenceError(.syncEntryInvalid, field: "clock", "the sync clock is exhausted") }
        clock.observe(stamp)
        return stamp
    }
}
