import CadenceCore
import CadenceStorage
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
    /// docs/sync.md "Routines": the live routines' fields (routines never merge by name).
    var routines: [String: [String: String]] = [:]
    /// (space, global id, survivor) merges this target decided and the document does not hold yet.
    var newMerges: [(space: String, gid: String, into: String)] = []

    init(document: SyncDocument) {
        (categories, categorySurvivor, newMerges) = Self.survivors(document.categories, space: SyncSpace.category)
        let habitMerges: [(space: String, gid: String, into: String)]
        (habits, habitSurvivor, habitMerges) = Self.survivors(document.habits, space: SyncSpace.habit)
        newMerges += habitMerges
        settings = document.settings?.fields.mapValues(\.v) ?? [:]
        routines = document.routines.filter { $0.value.deleted == nil }.mapValues { $0.fields.mapValues(\.v) }

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
    ///
    /// docs/domain-rules.md §13 "Ids from elsewhere": a "merged" field is followed only when it names
    /// an entry of the document (live or deleted) ranked before it (`mergeable`) — never a
    /// stranger's, an unknown or a later id, so chains end and no merge deletes what it cannot
    /// account for. Preset categories are never merged away (their rows stay in every store): one
    /// that shares a name with another preset keeps it only if its name is the older, the others
    /// are shown with a suffix (`suffixed`).
    private static func survivors(
        _ entries: [String: SyncFieldsEntry], space: String
    ) -> ([String: [String: String]], [String: String], [(space: String, gid: String, into: String)]) {
        let presets = space == SyncSpace.category
        let live = entries.filter { $0.value.deleted == nil || (presets && isPreset($0.key)) }
        var mergedInto: [String: String] = [:]
        for (gid, entry) in live {
            if let text = entry.value("merged"), let into = try? SyncJSON.value(String.self, from: text, field: "merged"),
                entries[into] != nil, mergeable(gid, into: into, presets: presets)
            {
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
        var clashing: [[String]] = []
        for gids in byName.values where gids.count > 1 {
            let kept = presets ? gids.filter(isPreset).sorted { (nameStamp(live[$0]), $0) < (nameStamp(live[$1]), $1) } : []
            let keeper = kept.first ?? gids.min() ?? ""
            for gid in gids.sorted() where gid != keeper && !kept.contains(gid) {
                mergedInto[gid] = keeper
                newMerges.append((space, gid, keeper))
            }
            if kept.count > 1 { clashing.append(kept) }
        }
        var survivor: [String: String] = [:]
        for gid in live.keys {
            var current = gid
            for _ in 0...live.count {
                guard let next = mergedInto[current] else { break }
                current = next
            }
            // A chain ending at a deleted entry: deleted with it.
            if mergedInto[current] == nil, live[current] != nil { survivor[gid] = current }
        }
        var kept: [String: [String: String]] = [:]
        for (gid, entry) in live where survivor[gid] == gid { kept[gid] = entry.fields.mapValues(\.v).filter { $0.key != "merged" } }
        suffixed(&kept, clashing: clashing)
        return (kept, survivor, newMerges)
    }

    /// Whether a preset category's well-known id (`preset_<name>`).
    static func isPreset(_ gid: String) -> Bool { gid.hasPrefix("preset_") }

    /// Whether `gid` may be merged into `into`: a habit into a smaller id (as every merge this code
    /// writes is), a category into a preset or a smaller id, a preset never. Merges thus only go
    /// one way and chains end.
    static func mergeable(_ gid: String, into: String, presets: Bool) -> Bool {
        guard presets else { return into < gid }
        return !isPreset(gid) && (isPreset(into) || into < gid)
    }

    /// The stamp of an entry's name (which name came first).
    private static func nameStamp(_ entry: SyncFieldsEntry?) -> String { entry?.fields["name"]?.t.description ?? "" }

    /// docs/domain-rules.md §13 "Same name, same habit": presets that share a name all stay; the
    /// first keeps the name, each other one is shown as "Name (2)", "Name (3)", … — the first
    /// such name no other category holds — until the clash is gone.
    private static func suffixed(_ kept: inout [String: [String: String]], clashing: [[String]]) {
        var taken = Set(kept.values.compactMap { SyncFields.name(in: $0).map(NameKey.of) })
        for gids in clashing.sorted(by: { $0[0] < $1[0] }) {
            guard let name = kept[gids[0]].flatMap({ SyncFields.name(in: $0) }) else { continue }
            var number = 2
            for gid in gids.dropFirst() {
                while number < 10_000 {
                    let suffix = " (\(number))"
                    let base = String(name.trimmingCharacters(in: .whitespacesAndNewlines).prefix(HabitValidator.maximumNameLength - suffix.count))
                    let candidate = base + suffix
                    number += 1
                    guard !taken.contains(NameKey.of(candidate)), let text = try? SyncJSON.text(candidate) else { continue }
                    taken.insert(NameKey.of(candidate))
                    kept[gid]?["name"] = text
                    break
                }
            }
        }
    }
}
