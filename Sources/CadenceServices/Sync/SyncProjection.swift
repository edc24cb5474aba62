import CadenceCore
import CadenceStorage
import Foundation

/// docs/sync.md "Merging": brings this store to the document's target, one phase per step —
/// categories, then habits, then check-ins, day records and settings — because a habit names its
/// category's row id and a check-in its habit's, which only exist once the step before is saved.
/// Each phase also saves the links and shadows of what it wrote, so the next capture sees no
/// change where the merge made one.
struct SyncProjection {
    let snapshot: SyncSnapshot
    let target: SyncTarget
    var clock: HybridLogicalClock
    let now: Date
    var document: SyncDocument
    var batch = SyncBatch()
    /// Habits and categories the document holds that this store cannot — invalid after a merge, or
    /// past the 100-habit cap — left out.
    var refused: [String] {
        get { batch.refused }
        set { batch.refused = newValue }
    }

    init(snapshot: SyncSnapshot, document: SyncDocument, clock: HybridLogicalClock, now: Date) {
        self.snapshot = snapshot
        self.document = document
        self.target = SyncTarget(document: document)
        self.clock = clock
        self.now = now
    }

    /// The next phase with work to do (an empty batch: the store is at the target).
    mutating func run() throws {
        try recordMerges()
        try projectCategories()
        if batch.dataChanges > 0 { return }
        try projectHabits()
        if batch.dataChanges > 0 { return }
        try projectCheckIns()
        try projectDayRecords()
        try projectSettings()
        projectAchievements()
        try projectRoutines()
        try projectNotes()
        try projectTodos()
        try projectHealth()
        try projectAccounts()
        if batch.dataChanges > 0 { return }
        try projectTransactions()
    }

    /// Writes the "merged" field of every habit or category the target merged by name.
    private mutating func recordMerges() throws {
        for merge in target.newMerges.sorted(by: { ($0.space, $0.gid) < ($1.space, $1.gid) }) {
            guard let stamp = clock.tick(at: StoredMilliseconds.of(now)) else { continue }
            let field = SyncFieldsEntry(fields: ["merged": .init(v: try SyncJSON.text(merge.into), t: stamp)])
            let current = merge.space == SyncSpace.habit ? document.habits[merge.gid] : document.categories[merge.gid]
            let merged = (current ?? SyncFieldsEntry()).merged(with: field)
            if merge.space == SyncSpace.habit { document.habits[merge.gid] = merged } else { document.categories[merge.gid] = merged }
            batch.save(merge.space, merge.gid, try SyncDocument.text(merged))
        }
        if !target.newMerges.isEmpty, let last = clock.last { batch.save(SyncSpace.meta, "clock", last.description) }
    }

    private mutating func projectCategories() throws {
        let links = snapshot.links(SyncSpace.categoryLink)
        let local = Dictionary(snapshot.categories.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for (gid, id) in links.sorted(by: { $0.key < $1.key }) where target.categories[gid] == nil {
            if let category = local[id], !category.isPreset { batch.data(.deleteCategory(id)) }
            batch.delete(SyncSpace.categoryLink, [gid])
            batch.delete(SyncSpace.categoryShadow, [gid])
        }
        var renames: [(interim: Category, final: Category)] = []
        var inserts: [(Category, String)] = []
        for (gid, fields) in target.categories.sorted(by: { $0.key < $1.key }) {
            let existing = links[gid].flatMap { local[$0] }
            guard let category = try? SyncFields.category(from: fields, id: existing?.id ?? 0, now: now) else {
                refused.append("category \(gid): its merged fields are not a valid category")
                continue
            }
            let wanted = try SyncFields.of(category)
            if let existing {
                if NameKey.of(existing.name) != NameKey.of(category.name) {
                    // docs/domain-rules.md §13: renames can swap names between categories; each
                    // first takes a name no one has, then its own (one transaction), as habits do.
                    var interim = existing
                    interim.name = "\(gid) (syncing)"
                    renames.append((interim, category))
                } else if try SyncFields.of(existing) != wanted {
                    batch.data(.updateCategory(category))
                }
            } else {
                inserts.append((category, gid))
            }
            if snapshot.records(SyncSpace.categoryShadow)[gid] != (try SyncDocument.text(wanted)) {
                batch.save(SyncSpace.categoryShadow, gid, try SyncDocument.text(wanted))
            }
        }
        for rename in renames { batch.data(.updateCategory(rename.interim)) }
        for rename in renames { batch.data(.updateCategory(rename.final)) }
        for (category, gid) in inserts { batch.data(.insertCategory(category), link: (SyncSpace.categoryLink, gid)) }
    }

    private mutating func projectHabits() throws {
        let links = snapshot.links(SyncSpace.habitLink)
        let categoryLinks = snapshot.links(SyncSpace.categoryLink)
        let local = Dictionary(snapshot.habits.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let checkInGIDs = snapshot.reverseLinks(SyncSpace.checkInLink)
        for (gid, id) in links.sorted(by: { $0.key < $1.key }) where target.habits[gid] == nil {
            if local[id] != nil { batch.data(.deleteHabit(id)) }
            batch.delete(SyncSpace.habitLink, [gid])
            batch.delete(SyncSpace.habitShadow, [gid])
            // Its check-ins, day records and sets go with it; a merged habit's come back under the
            // habit it merged into.
            batch.delete(SyncSpace.checkInLink, snapshot.checkIns.filter { $0.habitID == id }.compactMap { checkInGIDs[$0.id] })
            let prefix = gid + "/"
            batch.delete(SyncSpace.dayRecordShadow, snapshot.records(SyncSpace.dayRecordShadow).keys.filter { $0.hasPrefix(prefix) }.sorted())
            batch.delete(SyncSpace.seenSet, snapshot.records(SyncSpace.seenSet).keys.filter { $0.hasPrefix(prefix) }.sorted())
        }
        var renames: [(interim: Habit, final: Habit)] = []
        var inserts: [(Habit, String)] = []
        let removed = Set(links.filter { target.habits[$0.key] == nil }.map(\.value))
        var active = snapshot.habits.filter { !$0.isArchived && !removed.contains($0.id) }.count
        for (gid, fields) in target.habits.sorted(by: { $0.key < $1.key }) {
            let existing = links[gid].flatMap { local[$0] }
            let categoryGID = SyncFields.categoryGID(in: fields).flatMap { target.categorySurvivor[$0] }
            let categoryID = categoryGID.flatMap { categoryLinks[$0] }
            guard var habit = try? SyncFields.habit(from: fields, id: existing?.id ?? 0, categoryID: categoryID, now: now) else {
                refused.append("habit \(gid): its merged fields are not a valid habit")
                continue
            }
            let wanted = try SyncFields.of(habit, categoryGID: categoryID == nil ? nil : categoryGID)
            // docs/domain-rules.md §7: at most 100 active habits; one more stays out of this store.
            if !habit.isArchived, existing?.isArchived ?? true {
                guard HabitLimits.allows(active: active + 1) else {
                    refused.append("habit \(gid) (\(habit.name)): \(HabitLimits.refusal(active: active + 1).message)")
                    continue
                }
                active += 1
            }
            if let existing {
                habit.createdAt = existing.createdAt
                if SyncFields.compared(try SyncFields.of(existing, categoryGID: existing.categoryID == nil ? nil : categoryGID))
                    != SyncFields.compared(wanted) || existing.categoryID != categoryID
                {
                    if NameKey.of(existing.name) != NameKey.of(habit.name) || existing.isArchived != habit.isArchived {
                        // Renames (and unarchives) can swap names between habits: every such habit
                        // first takes a name no one has, then its own (one transaction).
                        var interim = existing
                        interim.name = "\(gid) (syncing)"
                        interim.isArchived = true
                        renames.append((interim, habit))
                    } else {
                        batch.data(.updateHabit(habit))
                    }
                }
            } else {
                inserts.append((habit, gid))
            }
            if snapshot.records(SyncSpace.habitShadow)[gid] != (try SyncDocument.text(wanted)) {
                batch.save(SyncSpace.habitShadow, gid, try SyncDocument.text(wanted))
            }
        }
        for rename in renames { batch.data(.updateHabit(rename.interim)) }
        for rename in renames { batch.data(.updateHabit(rename.final)) }
        for (habit, gid) in inserts { batch.data(.insertHabitWithHistory(HabitWithHistory(habit: habit)), link: (SyncSpace.habitLink, gid)) }
    }
}
