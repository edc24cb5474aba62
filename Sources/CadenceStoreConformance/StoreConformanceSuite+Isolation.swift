import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Users are isolated

extension StoreConformance {
    /// docs/domain-rules.md §8: no call scoped to user B can read or change user A's rows; A's ids behave
    /// exactly like ids that do not exist.
    public static func twoUsersAreIsolated(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await store.createUser(
            name: "Bob", settings: UserSettings(timeZoneIdentifier: "Pacific/Pago_Pago"), at: laterInstant)
        let alicePresets = try await store.categories(of: alice)
        let aliceCategory = Category(id: 0, name: "Work", isPreset: false, sortOrder: 4, createdAt: instant)
        let categoryID = try #require(
            try await store.apply([.insertCategory(aliceCategory)], for: alice, at: instant).first)
        var aliceHabit = habit("Read", categoryID: categoryID)
        aliceHabit.reminders = [Reminder(hour: 9, minute: 15)]
        let habitID = try #require(try await insertHabits([aliceHabit], for: alice, in: store).first)
        let checkInID = try await checkIn(habitID, day: firstDay, amount: 3, note: "mine", for: alice, in: store)
        try await store.apply(
            [.saveDayRecord(DayRecord(habitID: habitID, day: firstDay, difficulty: 4))], for: alice, at: instant)

        // Bob reads nothing of Alice's.
        #expect(try await store.habit(habitID, of: bob) == nil)
        #expect(try await store.checkIn(checkInID, of: bob) == nil)
        #expect(try await store.habits(of: bob, includeArchived: true) == [])
        #expect(try await store.categories(of: bob).map(\.name) == Category.presetNames)
        #expect(try await store.checkIns(of: bob, habit: nil, from: nil, through: nil) == [])
        #expect(try await store.checkIns(of: bob, habit: habitID, from: nil, through: nil) == [])
        #expect(try await store.dayTotals(of: bob, habits: nil, from: nil, through: nil) == [])
        #expect(try await store.dayTotals(of: bob, habits: [habitID], from: nil, through: nil) == [])
        #expect(try await store.dayRecords(of: bob, habits: nil, from: nil, through: nil) == [])
        #expect(try await store.dayRecords(of: bob, habits: [habitID], from: nil, through: nil) == [])
        #expect(try await store.settings(of: bob).timeZoneIdentifier == "Pacific/Pago_Pago")
        #expect(try await store.settings(of: alice) == settings)

        // Bob changes nothing of Alice's: every attempt is notFound and leaves both users as they were.
        var stolen = try #require(try await store.habit(habitID, of: alice))
        stolen.name = "Stolen"
        let attempts: [[StoreChange]] = [
            [.updateHabit(stolen)],
            [.deleteHabit(habitID)],
            [.setHabitOrder([habitID])],
            [.insertCheckIn(CheckIn(id: 0, habitID: habitID, day: firstDay, at: instant, amount: 1))],
            [.deleteCheckIn(checkInID)],
            [.deleteCheckIns(habit: habitID, day: firstDay)],
            [.saveDayRecord(DayRecord(habitID: habitID, day: firstDay, isSkipped: true))],
            [.saveDayRecord(DayRecord(habitID: habitID, day: firstDay))],
            [
                .updateCategory(
                    Category(id: categoryID, name: "Mine now", isPreset: false, sortOrder: 0, createdAt: instant))
            ],
            [.deleteCategory(categoryID)],
            [.deleteCategory(alicePresets[0].id)],
            [.setCategoryOrder([categoryID])],
            [.insertHabit(habit("Sneaky", categoryID: categoryID))],
        ]
        for changes in attempts {
            try await expectRefusal(.notFound, changes, for: bob, in: store, watching: [alice, bob])
        }

        // Names are per user: Bob may use Alice's habit and category names.
        let bobCategory = Category(id: 0, name: "work", isPreset: false, sortOrder: 4, createdAt: instant)
        let bobIDs = try await store.apply(
            [.insertHabit(habit("READ")), .insertCategory(bobCategory)], for: bob, at: instant)
        #expect(bobIDs.count == 2)
        #expect(try await store.habits(of: bob, includeArchived: false).map(\.name) == ["READ"])
        #expect(try await store.habits(of: alice, includeArchived: false).map(\.name) == ["Read"])
        #expect(try await store.habit(habitID, of: alice)?.reminders == [Reminder(hour: 9, minute: 15)])
        let users = try await store.users()
        #expect(users.map(\.id) == [alice, bob])
        #expect(users.map(\.createdAt) == [instant, laterInstant])
    }
}
