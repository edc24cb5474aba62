import CadenceCore
import CadenceStorage
import Foundation

extension CadenceService {
    /// Active habits (and archived ones when asked), in the user's order.
    public func habits(of user: UserID, includeArchived: Bool = false) async throws -> [Habit] {
        try await store.habits(of: user, includeArchived: includeArchived)
    }

    /// One habit, or `notFound` (also for another user's habit, docs/domain-rules.md §8).
    public func habit(_ id: HabitID, of user: UserID) async throws -> Habit {
        guard let habit = try await store.habit(id, of: user) else {
            throw CadenceError(.notFound, field: "habit", "no habit with id \(id)")
        }
        return habit
    }

    /// A habit that accepts new check-ins, skips, ratings and notes. docs/domain-rules.md §2: an archived
    /// habit keeps its history as it was; unarchive it to log again (undo and delete stay
    /// possible, to correct the record).
    func writableHabit(_ id: HabitID, of user: UserID) async throws -> Habit {
        let habit = try await habit(id, of: user)
        guard !habit.isArchived else {
            throw CadenceError(.habitArchived, field: "habit", "'\(habit.name)' is archived; unarchive it to log it again")
        }
        return habit
    }

    /// Finds a habit by id, exact name (case-insensitive) or unambiguous name prefix.
    public func resolveHabit(_ reference: String, of user: UserID, includeArchived: Bool = true) async throws -> Habit {
        let habits = try await store.habits(of: user, includeArchived: includeArchived)
        return try HabitReference.resolve(reference, among: habits)
    }

    /// Creates a habit (docs/domain-rules.md §2): validated, start date defaulting to today, placed last.
    public func createHabit(_ draft: HabitDraft, for user: UserID) async throws -> Habit {
        let created = try await createHabits([draft], for: user)
        guard let habit = created.first else { throw CadenceError(.notFound, "the store did not return the new habit's id") }
        return habit
    }

    /// Creates several habits in one transaction (onboarding's presets): each validated as
    /// `createHabit` does, names unique among the user's habits and each other, placed last in
    /// the given order. One refused draft refuses them all; nothing is written.
    public func createHabits(_ drafts: [HabitDraft], for user: UserID) async throws -> [Habit] {
        guard !drafts.isEmpty else { return [] }
        return try await decidingConsistently(for: user) { try await createHabitsOnce(drafts, for: user).habits }
    }

    /// Creates the habits with `extra` written right after them in the same transaction (a
    /// challenge made or joined with the new habit, docs/domain-rules.md "§26
    /// Challenges"); answers the habits and every id the batch returned.
    func createHabitsOnce(_ drafts: [HabitDraft], for user: UserID, then extra: [StoreChange] = []) async throws
        -> (habits: [Habit], ids: [Int64])
    {
        let revision = try await store.dataRevision(of: user)
        let today = try await today(for: user)
        var existing = try await store.habits(of: user, includeArchived: true)
        let activeCount = existing.filter { !$0.isArchived }.count
        try HabitLimits.check(active: activeCount + drafts.count)
        let instant = now
        var changes: [StoreChange] = []
        for draft in drafts {
            var draft = draft
            if draft.startDay == nil { draft.startDay = today }
            let valid = try HabitValidator.validated(draft)
            try await requireCategory(valid.categoryID, of: user)
            try requireUniqueName(valid.name, among: existing, except: nil)
            let habit = makeHabit(
                from: valid, id: 0, sortOrder: (existing.map(\.sortOrder).max() ?? -1) + 1,
                isArchived: false, createdAt: instant, startDay: valid.startDay ?? today)
            existing.append(habit)
            if let type = habit.linkedHealth {
                // docs/domain-rules.md "§18 Habits fed by health data": a new linked
                // habit arrives with its days from the health entries, in this transaction.
                let calendar = try UserCalendar(settings: try await store.settings(of: user))
                let history = try await linkedCheckIns(of: habit, type: type, through: today, calendar: calendar, for: user)
                var stamped = habit
                stamped.updatedAt = instant
                changes.append(.insertHabitWithHistory(HabitWithHistory(habit: stamped, checkIns: history)))
            } else {
                changes.append(.insertHabit(habit))
            }
        }
        let progress = try await habitCreationProgress(for: user, adding: drafts.count)
        let ids = try await write([.requireRevision(revision)] + changes + extra + progress, for: user, at: instant)
        guard ids.count >= drafts.count else { throw CadenceError(.notFound, "the store did not return the new habits' ids") }
        var created: [Habit] = []
        for id in ids.prefix(drafts.count) { created.append(try await habit(id, of: user)) }
        return (created, ids)
    }

    /// docs/domain-rules.md §2: creating from a preset pre-fills name, category, goal, unit, icon and a
    /// default target; `customize` may change any of them before validation.
    public func createHabit(fromPreset presetID: String, for user: UserID, customize: (inout HabitDraft) -> Void = { _ in }) async throws -> Habit {
        var draft = try await presetDraft(presetID, for: user)
        customize(&draft)
        return try await createHabit(draft, for: user)
    }

    /// Several presets at once, in one transaction (see `createHabits(_:for:)`); `name` names each
    /// habit (a front end passes the preset's name in the person's language, docs/domain-rules.md §23).
    public func createHabits(
        fromPresets presetIDs: [String], for user: UserID, name: (Preset) -> String = \.name
    ) async throws -> [Habit] {
        var drafts: [HabitDraft] = []
        for presetID in presetIDs {
            var draft = try await presetDraft(presetID, for: user)
            if let preset = PresetCatalog.preset(id: presetID) { draft.name = name(preset) }
            drafts.append(draft)
        }
        return try await createHabits(drafts, for: user)
    }

    /// A preset's draft, in the user's matching preset category.
    private func presetDraft(_ presetID: String, for user: UserID) async throws -> HabitDraft {
        guard let preset = PresetCatalog.preset(id: presetID) else {
            throw CadenceError(.presetUnknown, field: "preset", "there is no preset '\(presetID)'; see `cadence preset list`")
        }
        // The preset categories were seeded in `Category.presetNames` order, so their ids keep
        // that order even after the user renames or reorders them.
        let presetCategories = try await store.categories(of: user).filter(\.isPreset).sorted { $0.id < $1.id }
        let category = Category.presetNames.firstIndex(of: preset.categoryName).flatMap {
            presetCategories.indices.contains($0) ? presetCategories[$0] : nil
        }
        return preset.draft(categoryID: category?.id)
    }

    /// Replaces a habit's definition. Its history stays; statistics are re-derived from it.
    /// Written under the revision guard (docs/domain-rules.md §6 "Concurrent changes"), so an
    /// archive or unarchive saved meanwhile is not reverted by this edit's stale copy.
    public func updateHabit(_ id: HabitID, with draft: HabitDraft, for user: UserID) async throws -> Habit {
        try await decidingConsistently(for: user) { try await updateHabitOnce(id, with: draft, for: user) }
    }

    private func updateHabitOnce(_ id: HabitID, with draft: HabitDraft, for user: UserID) async throws -> Habit {
        let revision = try await store.dataRevision(of: user)
        let current = try await habit(id, of: user)
        var draft = draft
        if draft.startDay == nil { draft.startDay = current.startDay }
        let valid = try HabitValidator.validated(draft)
        try await requireCategory(valid.categoryID, of: user)
        if !current.isArchived {
            try requireUniqueName(valid.name, among: try await store.habits(of: user, includeArchived: false), except: id)
        }
        var habit = makeHabit(
            from: valid, id: id, sortOrder: current.sortOrder, isArchived: current.isArchived,
            createdAt: current.createdAt, startDay: valid.startDay ?? current.startDay)
        habit.updatedAt = now
        // docs/domain-rules.md "§18 Habits fed by health data": a new link makes the
        // habit's history the health entries' (in this transaction); a removed link keeps the days.
        let relinked = habit.linkedHealth != nil && habit.linkedHealth != current.linkedHealth
        let history = relinked ? try await linkedHistoryChanges(of: habit, for: user) : []
        try await write([.requireRevision(revision), .updateHabit(habit)] + history, for: user, at: now)
        return try await self.habit(id, of: user)
    }

    /// docs/domain-rules.md §2: archive is a soft delete — out of today's list and summaries, history kept.
    public func archiveHabit(_ id: HabitID, for user: UserID) async throws -> Habit {
        try await setArchived(true, id, for: user)
    }

    /// Brings an archived habit back (subject to unique names and the 100-habit cap).
    public func unarchiveHabit(_ id: HabitID, for user: UserID) async throws -> Habit {
        try await setArchived(false, id, for: user)
    }

    /// docs/domain-rules.md §2: delete removes the habit with its check-ins, day records and reminders.
    public func deleteHabit(_ id: HabitID, for user: UserID) async throws {
        _ = try await habit(id, of: user)
        try await write([.deleteHabit(id)], for: user, at: now)
        await keepDerivedState(for: user)
    }

    /// Moves a habit to a 1-based position among the active habits; the others keep their order.
    public func moveHabit(_ id: HabitID, toPosition position: Int, for user: UserID) async throws -> [Habit] {
        let habit = try await habit(id, of: user)
        var active = try await store.habits(of: user, includeArchived: false).map(\.id)
        guard !habit.isArchived, let index = active.firstIndex(of: id) else {
            throw CadenceError(.habitArchived, field: "habit", "'\(habit.name)' is archived; unarchive it before moving it")
        }
        guard (1...active.count).contains(position) else {
            throw CadenceError(.positionOutOfRange, field: "position", "position must be between 1 and \(active.count)")
        }
        active.remove(at: index)
        active.insert(id, at: position - 1)
        try await write([.setHabitOrder(active)], for: user, at: now)
        return try await store.habits(of: user, includeArchived: false)
    }

    /// Under the revision guard, like `updateHabit`: an edit saved meanwhile is not reverted.
    private func setArchived(_ archived: Bool, _ id: HabitID, for user: UserID) async throws -> Habit {
        try await decidingConsistently(for: user) { try await setArchivedOnce(archived, id, for: user) }
    }

    private func setArchivedOnce(_ archived: Bool, _ id: HabitID, for user: UserID) async throws -> Habit {
        let revision = try await store.dataRevision(of: user)
        var habit = try await habit(id, of: user)
        guard habit.isArchived != archived else { return habit }
        if !archived {
            let active = try await store.habits(of: user, includeArchived: false)
            try requireUniqueName(habit.name, among: active, except: id)
            try HabitLimits.check(active: active.count + 1)
        }
        habit.isArchived = archived
        habit.updatedAt = now
        // A linked habit brought back catches up with the health entries logged while it was archived.
        let history = archived ? [] : try await linkedHistoryChanges(of: habit, for: user)
        try await write([.requireRevision(revision), .updateHabit(habit)] + history, for: user, at: now)
        return try await self.habit(id, of: user)
    }

    private func requireCategory(_ id: CategoryID?, of user: UserID) async throws {
        guard let id else { return }
        guard try await store.categories(of: user).contains(where: { $0.id == id }) else {
            throw CadenceError(.notFound, field: "category", "no category with id \(id)")
        }
    }

    /// docs/domain-rules.md §7: habit names are unique (case-insensitive) among a user's active habits.
    private func requireUniqueName(_ name: String, among habits: [Habit], except id: HabitID?) throws(CadenceError) {
        let key = NameKey.of(name)
        if let clash = habits.first(where: { !$0.isArchived && $0.id != id && NameKey.of($0.name) == key }) {
            throw CadenceError(.nameDuplicate, field: "name", "you already have an active habit named '\(clash.name)'")
        }
    }

    private func makeHabit(from draft: HabitDraft, id: HabitID, sortOrder: Int, isArchived: Bool, createdAt: Date, startDay: Day) -> Habit {
        Habit(
            id: id, name: draft.name, description: draft.description, icon: draft.icon, color: draft.color,
            categoryID: draft.categoryID, kind: draft.kind, goal: draft.goal, baseline: draft.baseline,
            schedule: draft.schedule, startDay: startDay, endDay: draft.endDay, reminders: draft.reminders,
            sortOrder: sortOrder, isArchived: isArchived, presetID: draft.presetID, sourceID: draft.sourceID,
            linkedHealth: draft.linkedHealth, createdAt: createdAt, updatedAt: createdAt)
    }
}
