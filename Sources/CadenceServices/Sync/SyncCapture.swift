import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Recording changes": turns what changed in this store since it last synced into
/// document entries. A change is recognised against the shadows (the synced fields as the store
/// last had them), never against the document, so entries pulled but not yet merged are never
/// mistaken for local deletes. Rows never synced get global ids here (the first sync).
///
/// Stamps: a habit edit is stamped at its `updatedAt`, a set of a day's total at the instant it was
/// made, a check-in at its instant or — when it was backfilled — the last capture (it was made
/// after that); everything else at the capture. Each stamp is at least the clock's next tick, so
/// a change made after seeing another orders after it.
struct SyncCapture {
    let snapshot: SyncSnapshot
    var document: SyncDocument
    var clock: HybridLogicalClock
    let now: Int64
    var batch = SyncBatch()
    /// Local id → global id of each link space, including the links this capture makes.
    var reverse: [String: [Int64: String]]

    init(snapshot: SyncSnapshot, document: SyncDocument, clock: HybridLogicalClock, now: Int64) {
        self.snapshot = snapshot
        self.document = document
        self.clock = clock
        self.now = now
        reverse = [:]
        for space in [
            SyncSpace.habitLink, SyncSpace.categoryLink, SyncSpace.checkInLink, SyncSpace.routineLink, SyncSpace.noteLink, SyncSpace.accountLink,
            SyncSpace.transactionLink, SyncSpace.todoLink,
            SyncSpace.healthLink,
        ] {
            reverse[space] = snapshot.reverseLinks(space)
        }
    }

    /// Records every change; `batch` then holds the entries, links and shadows to save.
    mutating func run() throws {
        let categoryGIDs = try captureCategories()
        let deletedHabits = try captureHabits(categoryGIDs: categoryGIDs)
        try captureSettings()
        let habitGIDs = currentHabitGIDs()
        try captureDayRecords(habitGIDs: habitGIDs)
        try captureCheckIns(habitGIDs: habitGIDs, deletedHabits: deletedHabits)
        try captureAchievements()
        try captureRoutines(habitGIDs: habitGIDs)
        try captureNotes()
        try captureMoney()
        try captureTodos()
        try captureHealth()
        guard !batch.isEmpty else { return }
        if let last = clock.last { batch.save(SyncSpace.meta, "clock", last.description) }
        batch.save(SyncSpace.meta, "captured", String(now))
    }

    mutating func gid(for id: Int64, in space: String, new: String? = nil) -> String {
        if let gid = reverse[space]?[id] { return gid }
        let gid = new ?? SyncDeviceID.random()
        reverse[space, default: [:]][id] = gid
        batch.save(space, gid, String(id))
        return gid
    }

    mutating func tick(_ physical: Int64) throws -> SyncStamp {
        guard let stamp = clock.tick(at: min(physical, now)) else {
            throw CadenceError(.syncEntryInvalid, field: "clock", "the sync clock is exhausted")
        }
        return stamp
    }

    /// Saves the changed fields of a fields entry (space, gid) and the new shadow.
    mutating func record(
        _ fields: [String: String], space: String, shadowSpace: String, gid: String, physical: Int64,
        entries: inout [String: SyncFieldsEntry]
    ) throws {
        let shadow = snapshot.records(shadowSpace)[gid].flatMap { try? SyncJSON.value([String: String].self, from: $0, field: "shadow") } ?? [:]
        // A field set once (a habit's `createdAt`) is recorded with the new row only.
        let changed = fields.filter { shadow[$0.key] != $0.value && (shadow.isEmpty || !SyncFields.setOnce.contains($0.key)) }
        guard !changed.isEmpty else { return }
        let stamp = try tick(physical)
        var entry = entries[gid] ?? SyncFieldsEntry()
        entry = entry.merged(with: SyncFieldsEntry(fields: changed.mapValues { SyncFieldsEntry.Field(v: $0, t: stamp) }))
        entries[gid] = entry
        batch.save(space, gid, try SyncDocument.text(entry))
        batch.save(shadowSpace, gid, try SyncDocument.text(fields))
    }

    mutating func delete(space: String, linkSpace: String, shadowSpace: String, gid: String, entries: inout [String: SyncFieldsEntry]) throws {
        let stamp = try tick(now)
        var entry = entries[gid] ?? SyncFieldsEntry()
        entry = entry.merged(with: SyncFieldsEntry(deleted: stamp))
        entries[gid] = entry
        batch.save(space, gid, try SyncDocument.text(entry))
        batch.delete(linkSpace, [gid])
        batch.delete(shadowSpace, [gid])
    }

    private mutating func captureCategories() throws -> [CategoryID: String] {
        var gids: [CategoryID: String] = [:]
        var entries = document.categories
        for category in snapshot.categories {
            // A preset category (Health, Fitness, …) exists in every store from the start: its
            // global id is its name, so every device holds the same one.
            let preset = category.isPreset ? Self.presetGID(category.name) : nil
            let gid = gid(for: category.id, in: SyncSpace.categoryLink, new: preset)
            gids[category.id] = gid
            try record(
                SyncFields.of(category), space: SyncSpace.category, shadowSpace: SyncSpace.categoryShadow, gid: gid, physical: now, entries: &entries)
        }
        let local = Set(snapshot.categories.map(\.id))
        for (gid, id) in snapshot.links(SyncSpace.categoryLink) where !local.contains(id) {
            try delete(
                space: SyncSpace.category, linkSpace: SyncSpace.categoryLink, shadowSpace: SyncSpace.categoryShadow, gid: gid, entries: &entries)
        }
        document.categories = entries
        return gids
    }

    /// docs/sync.md "First sync": the global id of a preset category, `preset_<name>`.
    static func presetGID(_ name: String) -> String {
        "preset_"
            + String(
                String.UnicodeScalarView(
                    NameKey.of(name).unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }
                ).prefix(40))
    }

    private mutating func captureHabits(categoryGIDs: [CategoryID: String]) throws -> Set<String> {
        var entries = document.habits
        for habit in snapshot.habits {
            let gid = gid(for: habit.id, in: SyncSpace.habitLink)
            let fields = try SyncFields.of(habit, categoryGID: habit.categoryID.flatMap { categoryGIDs[$0] })
            try record(
                fields, space: SyncSpace.habit, shadowSpace: SyncSpace.habitShadow, gid: gid,
                physical: StoredMilliseconds.of(habit.updatedAt), entries: &entries)
        }
        let local = Set(snapshot.habits.map(\.id))
        var deleted: Set<String> = []
        for (gid, id) in snapshot.links(SyncSpace.habitLink) where !local.contains(id) {
            try delete(space: SyncSpace.habit, linkSpace: SyncSpace.habitLink, shadowSpace: SyncSpace.habitShadow, gid: gid, entries: &entries)
            deleted.insert(gid)
        }
        document.habits = entries
        return deleted
    }

    /// docs/sync.md "Achievements": an unlock is kept for good (docs/domain-rules.md §6), so one
    /// made on any device is the person's everywhere.
    private mutating func captureAchievements() throws {
        for unlock in snapshot.unlocks where document.achievements[unlock.achievementID] == nil {
            let entry = SyncFieldsEntry(fields: ["unlocked": .init(v: "true", t: try tick(StoredMilliseconds.of(unlock.unlockedAt)))])
            document.achievements[unlock.achievementID] = entry
            batch.save(SyncSpace.achievement, unlock.achievementID, try SyncDocument.text(entry))
        }
    }

    private func currentHabitGIDs() -> [HabitID: String] { reverse[SyncSpace.habitLink] ?? [:] }

    private mutating func captureSettings() throws {
        var entries = document.settings.map { [SyncSpace.settingsKey: $0] } ?? [:]
        try record(
            SyncFields.of(snapshot.settings), space: SyncSpace.settings, shadowSpace: SyncSpace.settingsShadow,
            gid: SyncSpace.settingsKey, physical: now, entries: &entries)
        document.settings = entries[SyncSpace.settingsKey]
    }

    private mutating func captureDayRecords(habitGIDs: [HabitID: String]) throws {
        var entries = document.dayRecords
        var seen: Set<String> = []
        for record in snapshot.dayRecords {
            guard let habit = habitGIDs[record.habitID] else { continue }
            let key = SyncSpace.dayKey(habit: habit, day: record.day)
            seen.insert(key)
            try self.record(
                SyncFields.of(record), space: SyncSpace.dayRecord, shadowSpace: SyncSpace.dayRecordShadow, gid: key, physical: now, entries: &entries)
        }
        let liveHabits = Set(habitGIDs.values)
        for key in snapshot.records(SyncSpace.dayRecordShadow).keys where !seen.contains(key) {
            guard let parts = SyncDocument.dayKeyParts(key) else { continue }
            if liveHabits.contains(parts.habit) {
                // The record was removed here: its fields are back to empty.
                try record(
                    SyncFields.of(DayRecord(habitID: 0, day: parts.day)), space: SyncSpace.dayRecord,
                    shadowSpace: SyncSpace.dayRecordShadow, gid: key, physical: now, entries: &entries)
            }
            batch.delete(SyncSpace.dayRecordShadow, [key])
        }
        document.dayRecords = entries
    }
}
