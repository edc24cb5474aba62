import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Imports (StoreChange.insertHabitWithHistory)

extension StoreConformance {
    /// docs/import-export.md: one change inserts a habit with its check-ins and day records, which
    /// get the new habit's id; the habit keeps its own creation instants and finds its category by
    /// name, even one inserted earlier in the same batch.
    public static func insertHabitWithHistoryAttachesItsHistory(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let created = Date(timeIntervalSince1970: 1_600_000_000.25)
        let edited = Date(timeIntervalSince1970: 1_700_000_000.5)
        var habit = habit("Imported")
        habit.startDay = firstDay.adding(days: -10)
        habit.createdAt = created
        habit.updatedAt = edited
        habit.sourceID = "loop:abc"
        habit.reminders = [Reminder(hour: 18, minute: 0, weekdays: [.saturday, .friday])]
        let checkIns = [
            CheckIn(id: 0, habitID: 999, day: firstDay.adding(days: -3), at: instant, amount: 1, note: "first"),
            CheckIn(id: 0, habitID: 999, day: firstDay, at: laterInstant, amount: 2.5),
        ]
        let records = [
            DayRecord(habitID: 999, day: firstDay.adding(days: -2), isSkipped: true, note: "ill"),
            DayRecord(habitID: 999, day: firstDay.adding(days: -1), difficulty: 4),
            DayRecord(habitID: 999, day: firstDay.adding(days: -5)),
        ]
        // Hundreds of check-ins, as imports write them, keep their order and values.
        let long = (0..<450).map { offset in
            CheckIn(
                id: 0, habitID: 0, day: firstDay.adding(days: offset), at: instant, amount: Double(offset),
                note: offset == 449 ? "last" : nil)
        }
        let category = Category(id: 0, name: "Imported things", isPreset: false, sortOrder: 4, createdAt: instant)
        let ids = try await store.apply(
            [
                .insertCategory(category),
                .insertHabitWithHistory(
                    HabitWithHistory(
                        habit: habit, categoryName: "imported THINGS", checkIns: checkIns, dayRecords: records)),
                .insertHabitWithHistory(HabitWithHistory(habit: Self.habit("Plain", sortOrder: 1))),
                .insertHabitWithHistory(HabitWithHistory(habit: Self.habit("Long", sortOrder: 2), checkIns: long)),
            ], for: user, at: laterInstant)
        try #require(ids.count == 4)
        let (categoryID, habitID) = (ids[0], ids[1])
        var expected = habit
        expected.id = habitID
        expected.categoryID = categoryID
        #expect(try await store.habit(habitID, of: user) == expected)
        #expect(try await store.habit(ids[2], of: user)?.categoryID == nil)
        let storedLong = try await store.checkIns(of: user, habit: ids[3], from: nil, through: nil)
        #expect(storedLong.map(\.amount) == long.map(\.amount))
        #expect(storedLong.map(\.day) == long.map(\.day))
        #expect(storedLong.last?.note == "last")
        let stored = try await store.checkIns(of: user, habit: habitID, from: nil, through: nil)
        #expect(stored.map(\.habitID) == [habitID, habitID])
        #expect(stored.map(\.day) == checkIns.map(\.day))
        #expect(stored.map(\.at) == checkIns.map(\.at))
        #expect(stored.map(\.amount) == [1, 2.5])
        #expect(stored.map(\.note) == ["first", nil])
        let storedRecords = try await store.dayRecords(of: user, habits: [habitID], from: nil, through: nil)
        #expect(
            storedRecords
                == records.prefix(2).map { record in
                    var record = record
                    record.habitID = habitID
                    return record
                })
    }

    /// docs/domain-rules.md §7: an imported habit follows the same rules as any other — a duplicate active
    /// name, an unknown category or a bad amount refuses the whole batch and changes nothing.
    public static func insertHabitWithHistoryRefusalChangesNothing(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        _ = try await insertHabits([habit("Taken")], for: user, in: store)
        let fresh = HabitWithHistory(
            habit: habit("Fresh"), checkIns: [CheckIn(id: 0, habitID: 0, day: firstDay, at: instant, amount: 1)])
        try await expectRefusal(
            .nameDuplicate,
            [.insertHabitWithHistory(fresh), .insertHabitWithHistory(HabitWithHistory(habit: habit("taken")))],
            for: user, in: store, watching: [user])
        try await expectRefusal(
            .notFound, [.insertHabitWithHistory(HabitWithHistory(habit: habit("Other"), categoryName: "Nowhere"))],
            for: user, in: store, watching: [user])
        let negative = HabitWithHistory(
            habit: habit("Negative"), checkIns: [CheckIn(id: 0, habitID: 0, day: firstDay, at: instant, amount: -1)])
        try await expectRefusal(
            .amountInvalid, [.insertHabitWithHistory(negative)], for: user, in: store, watching: [user])
        let many = (0..<HabitLimits.maximumActive).map { index in
            StoreChange.insertHabitWithHistory(HabitWithHistory(habit: habit("Habit \(index)")))
        }
        try await expectRefusal(.habitLimitReached, many, for: user, in: store, watching: [user])
    }
}
