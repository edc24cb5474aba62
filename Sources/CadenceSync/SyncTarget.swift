import CadenceCore
import Foundation

/// docs/sync.md "Merge rules": what the document says this person's data is — the state every
/// device's store is brought to. Deleted habits and categories are gone, with their check-ins and
/// day records; two active habits (or two categories) with the same name are one (the smaller global id
/// keeps it, the other is merged into it — a "merged" field, written once); a habit-day's latest
/// set replaces the check-ins stamped before it.
struct SyncTarget: Sendable {
    /// One check-in the document holds: the surviving habit's global id, day, instant, amount, note.
    struct Row: Sendable, Hashable {
        var habit: String
        var day: Day
        var at: Int64
        var amount: Double
        var note: String?
    }

    var categories: [String: [String: String]] = [:]
    var categorySurvivor: [String: String] = [:]
    var habits: [String: [String: String]] = [:]
    var habitSurvivor: [String: String] = [:]
    var checkIns: [String: Row] = [:]
    /// Survivor habit-day key → fields.
    var dayRecords: [String: [String: String]] = [:]
    var settings: [String: String] = [:]
    /// (space, global id, survivor) merges this target decided and the document does not hold yet.
    var newMerges: [(space: String, gid: String, into: String)] = []

    init(document: SyncDocument) {
        (categories, categorySurvivor, newMerges) = Self.survivors(document.categories, space: SyncSpace.category)
        let habitMerges: [(space: String, gid: String, into: String)]
        (habits, habitSurvivor, habitMerges) = Self.survivors(document.habits, space: SyncSpace.habit)
        newMerges += habitMerges
        settings = document.settings?.fields.mapValues(\.v) ?? [:]

        var merged: [String: SyncFieldsEntry] = [:]
        for (key, entry) in document.dayRecords {
            guard let parts = SyncDocument.dayKeyParts(key), let habit = habitSurvivor[parts.habit] else { continue }
            let target = SyncSpace.dayKey(habit: habit, day: parts.day)
            merged[target] = merged[target].map { $0.merged(with: entry) } ?? entry
        }
        dayRecords = merged.mapValues { $0.fields.mapValues(\.v) }

        var latestSet: [String: (key: String, entry: SyncDaySetEntry)] = [:]
        for (key, entry) in document.daySets {
            guard let parts = SyncDocument.dayKeyParts(key), let habit = habitSurvivor[parts.habit] else { continue }
            let target = SyncSpace.dayKey(habit: habit, day: parts.day)
            if let current = latestSet[target], current.entry.t >= entry.t { continue }
            latestSet[target] = (key, entry)
        }
        let documentCheckIns = document.checkIns.all()
        for (gid, entry) in documentCheckIns {
            guard entry.deleted == nil, let event = entry.event, let habit = habitSurvivor[event.habit] else { continue }
            if let set = latestSet[SyncSpace.dayKey(habit: habit, day: event.day)], event.t <= set.entry.t { continue }
            checkIns[gid] = Row(habit: habit, day: event.day, at: event.at, amount: event.amount, note: event.note)
        }
        for (target, set) in latestSet {
            guard let parts = SyncDocument.dayKeyParts(target) else { continue }
            for (index, row) in set.entry.rows.enumerated() {
                let gid = SyncDocument.syntheticID(daySetKey: set.key, stamp: set.entry.t, row: index)
                if documentCheckIns[gid]?.deleted != nil { continue }
                checkIns[gid] = Row(habit: parts.habit, day: parts.day, at: row.at, amount: row.amount, note: row.note)
            }
        }
    }

    /// The live entries that keep their own identity, and for every live global id the one it
    /// resolves to. Merged ids follow their "merged" field; live ids left with the same name key
    /// merge into the smallest.
    private static func survivors(
        _ entries: [String: SyncFieldsEntry], space: String
    ) -> ([String: [String: String]], [String: String], [(space: String, gid: String, into: String)]) {
        let live = entries.filter { $0.value.deleted == nil }
        var mergedInto: [String: String] = [:]
        for (gid, entry) in live {
            if let text = entry.value("merged"), let into = try? SyncJSON.value(String.self, from: text, field: "merged"), into != gid {
                mergedInto[gid] = into
            }
        }
        var newMerges: [(space: String, gid: String, into: String)] = []
        var byName: [String: [String]] = [:]
        for (gid, entry) in live where mergedInto[gid] == nil {
            // Names are unique among active habits (an archived habit may share one).
            if entry.value("archived") == "true" { continue }
            guard let name = SyncFields.name(in: entry.fields.mapValues(\.v)) else { continue }
            byName[NameKey.of(name), default: []].append(gid)
        }
        for gids in byName.values where gids.count > 1 {
            let sorted = gids.sorted()
            for gid in sorted.dropFirst() {
                mergedInto[gid] = sorted[0]
                newMerges.append((space, gid, sorted[0]))
            }
        }
        var survivor: [String: String] = [:]
        for gid in live.keys {
            var current = gid
            for _ in 0...live.count {
                guard let next = mergedInto[current] else { break }
                current = next
            }
            // A chain ending at a deleted (or unknown) entry: deleted with it.
            if mergedInto[current] == nil, live[current] != nil { survivor[gid] = current }
        }
        var kept: [String: [String: String]] = [:]
        for (gid, entry) in live where survivor[gid] == gid { kept[gid] = entry.fields.mapValues(\.v).filter { $0.key != "merged" } }
        return (kept, survivor, newMerges)
    }
}
