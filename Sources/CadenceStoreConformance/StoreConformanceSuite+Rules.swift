import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Refusals, names, limits, cascades

extension StoreConformance {
    /// docs/domain-rules.md §7, §8: every refused change throws its typed error and leaves every read as it was,
    /// including the changes before it in the same batch.
    public static func refusedChangesLeaveStoreUnchanged(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let presets = try await store.categories(of: user)
        let missing: Int64 = 999_999
        let ids = try await insertHabits(
            [habit("Read", categoryID: presets[0].id), habit("Run")], for: user, in: store)
        var read = try #require(try await store.habit(ids[0], of: user))
        let checkIn = try await checkIn(ids[0], day: firstDay, amount: 2, note: "kept", for: user, in: store)
        try await store.apply(
            [.saveDayRecord(DayRecord(habitID: ids[0], day: firstDay, difficulty: 3))], for: user, at: instant)
        let work = Category(id: 0, name: "Work", isPreset: false, sortOrder: 4, createdAt: instant)
        let workID = try #require(try await store.apply([.insertCategory(work)], for: user, at: instant).first)
        var ghost = read
        var wrongCategory = read
        wrongCategory.categoryID = missing
        ghost.id = missing
        ghost.name = "Ghost"
        let notFound: [[StoreChange]] = [
            [.updateHabit(ghost)],
            [.deleteHabit(missing)],
            [.setHabitOrder([ids[1], missing, ids[0]])],
            [.insertHabit(habit("Lost", categoryID: missing))],
            [.updateHabit(wrongCategory)],
            [.updateCategory(Category(id: missing, name: "Nope", isPreset: false, sortOrder: 0, createdAt: instant))],
            [.deleteCategory(missing)],
            [.setCategoryOrder([workID, missing])],
            [.insertCheckIn(CheckIn(id: 0, habitID: missing, day: firstDay, at: instant, amount: 1))],
            [.deleteCheckIn(missing)],
            [.deleteCheckIns(habit: missing, day: firstDay)],
            [.saveDayRecord(DayRecord(habitID: missing, day: firstDay, isSkipped: true))],
            // Earlier changes of a refused batch are rolled back too.
            [
                .insertHabit(habit("Fresh")),
                .insertCheckIn(CheckIn(id: 0, habitID: ids[1], day: firstDay, at: instant, amount: 4)),
                .insertCategory(Category(id: 0, name: "Fresh", isPreset: false, sortOrder: 9, createdAt: instant)),
                .deleteCheckIn(checkIn), .saveDayRecord(DayRecord(habitID: ids[0], day: firstDay)),
                .saveSettings(UserSettings(timeZoneIdentifier: "UTC")), .setHabitOrder([ids[1], ids[0]]),
                .deleteCategory(workID), .deleteHabit(ids[1]), .deleteHabit(missing),
            ],
        ]
        for changes in notFound {
            try await expectRefusal(.notFound, changes, for: user, in: store, watching: [user])
        }
        let duplicate = try await expectRefusal(
            .nameDuplicate, [.insertHabit(habit("rEAD"))], for: user, in: store, watching: [user])
        #expect(duplicate?.field == "name")
        #expect(duplicate?.message.contains("rEAD") == true)
        read.name = "RUN"
        try await expectRefusal(.nameDuplicate, [.updateHabit(read)], for: user, in: store, watching: [user])
        let category = try await expectRefusal(
            .nameDuplicate,
            [.insertCategory(Category(id: 0, name: "health", isPreset: false, sortOrder: 5, createdAt: instant))],
            for: user, in: store, watching: [user])
        #expect(category?.field == "name")
        #expect(category?.message.contains("health") == true)
        try await expectRefusal(
            .nameDuplicate,
            [.updateCategory(Category(id: workID, name: "FITNESS", isPreset: false, sortOrder: 4, createdAt: instant))],
            for: user, in: store, watching: [user])
        for preset in presets {
            try await expectRefusal(
                .presetCategoryLocked, [.deleteCategory(preset.id)], for: user, in: store, watching: [user])
        }
        // Renaming a habit to its own name in another case is not a collision.
        read.name = "READ"
        try await store.apply([.updateHabit(read)], for: user, at: laterInstant)
        #expect(try await store.habit(ids[0], of: user)?.name == "READ")
    }

    /// docs/domain-rules.md §7: habit names are unique case-insensitively among ACTIVE habits only.
    public static func duplicateNamesRefused(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let first = try #require(try await insertHabits([habit("Read")], for: user, in: store).first)
        try await expectRefusal(.nameDuplicate, [.insertHabit(habit("READ"))], for: user, in: store, watching: [user])
        try await expectRefusal(
            .nameDuplicate, [.insertHabit(habit("Other")), .insertHabit(habit("other"))], for: user, in: store,
            watching: [user])
        var archived = try #require(try await store.habit(first, of: user))
        archived.isArchived = true
        try await store.apply([.updateHabit(archived)], for: user, at: laterInstant)
        let second = try #require(try await insertHabits([habit("read")], for: user, in: store).first)
        let archivedTwin = try await insertHabits([habit("READ", isArchived: true)], for: user, in: store)
        #expect(archivedTwin.count == 1, "archived habits may share a name")
        archived.isArchived = false
        try await expectRefusal(.nameDuplicate, [.updateHabit(archived)], for: user, in: store, watching: [user])
        #expect(try await store.habits(of: user, includeArchived: false).map(\.id) == [second])
    }

    /// docs/domain-rules.md §7: at most `HabitLimits.maximumActive` active habits; archived ones do not count.
    public static func activeHabitLimit(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let limit = HabitLimits.maximumActive
        let ids = try await insertHabits((0..<limit).map { habit("Habit \($0)", sortOrder: $0) }, for: user, in: store)
        #expect(ids.count == limit)
        let refused = try await expectRefusal(
            .habitLimitReached, [.insertHabit(habit("One too many"))], for: user, in: store, watching: [user])
        #expect(refused?.message.contains("\(limit)") == true)
        let extra = try #require(
            try await insertHabits([habit("Archived extra", isArchived: true)], for: user, in: store).first)
        var unarchived = try #require(try await store.habit(extra, of: user))
        unarchived.isArchived = false
        try await expectRefusal(.habitLimitReached, [.updateHabit(unarchived)], for: user, in: store, watching: [user])
        // Archiving one and adding one in the same batch stays within the limit.
        var retired = try #require(try await store.habit(ids[0], of: user))
        retired.isArchived = true
        try await store.apply([.updateHabit(retired), .updateHabit(unarchived)], for: user, at: laterInstant)
        #expect(try await store.habits(of: user, includeArchived: false).count == limit)
        #expect(try await store.habits(of: user, includeArchived: true).count == limit + 1)
        // Deleting frees a place too.
        try await store.apply([.deleteHabit(ids[1]), .insertHabit(habit("Replacement"))], for: user, at: laterInstant)
        #expect(try await store.habits(of: user, includeArchived: false).count == limit)
    }

    /// docs/domain-rules.md §2: deleting a habit removes its check-ins, day records and reminders.
    public static func deleteHabitCascades(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        var doomed = habit("Doomed")
        doomed.reminders = [Reminder(hour: 7, minute: 0)]
        let ids = try await insertHabits([doomed, habit("Kept")], for: user, in: store)
        let (gone, kept) = (ids[0], ids[1])
        let goneCheckIn = try await checkIn(gone, day: firstDay, for: user, in: store)
        let keptCheckIn = try await checkIn(kept, day: firstDay, for: user, in: store)
        let keptRecord = DayRecord(habitID: kept, day: firstDay, isSkipped: true)
        try await store.apply(
            [.saveDayRecord(DayRecord(habitID: gone, day: firstDay, isSkipped: true)), .saveDayRecord(keptRecord)],
            for: user, at: instant)
        try await store.apply([.deleteHabit(gone)], for: user, at: laterInstant)
        #expect(try await store.habit(gone, of: user) == nil)
        #expect(try await store.checkIn(goneCheckIn, of: user) == nil)
        #expect(try await store.checkIns(of: user, habit: nil, from: nil, through: nil).map(\.id) == [keptCheckIn])
        #expect(try await store.dayTotals(of: user, habits: [gone], from: nil, through: nil) == [])
        #expect(try await store.dayRecords(of: user, habits: nil, from: nil, through: nil) == [keptRecord])
        try await expectRefusal(.notFound, [.deleteHabit(gone)], for: user, in: store, watching: [user])
    }

    /// docs/domain-rules.md §2: deleting a category leaves its habits uncategorized.
    public static func deleteCategoryUncategorizesHabits(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let presets = try await store.categories(of: user)
        let work = Category(id: 0, name: "Work", isPreset: false, sortOrder: 4, createdAt: instant)
        let workID = try #require(try await store.apply([.insertCategory(work)], for: user, at: instant).first)
        let ids = try await insertHabits(
            [
                habit("A", categoryID: workID), habit("B", categoryID: presets[1].id),
                habit("C", isArchived: true, categoryID: workID),
            ],
            for: user, in: store)
        let before = try await store.habits(of: user, includeArchived: true)
        try await store.apply([.deleteCategory(workID)], for: user, at: laterInstant)
        let after = try await store.habits(of: user, includeArchived: true)
        #expect(after.map(\.categoryID) == [nil, presets[1].id, nil])
        #expect(after.map(\.id) == ids)
        #expect(after.map(\.updatedAt) == before.map(\.updatedAt))
        #expect(try await store.categories(of: user) == presets)
    }
}
