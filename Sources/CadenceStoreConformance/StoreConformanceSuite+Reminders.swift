import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Reminders (docs/domain-rules.md §9)

extension StoreConformance {
    /// Reminders are read with their ids, by habit then position, only the owner's; an update of
    /// the habit keeps the id of every reminder it keeps (same time and weekdays, even when its
    /// position or active flag changes), deletes the others and gives new ones new ids; deleting
    /// the habit deletes its reminders.
    public static func reminderIdsSurviveHabitEdits(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let morning = Reminder(hour: 7, minute: 0)
        let weekend = Reminder(hour: 9, minute: 30, weekdays: [.saturday, .sunday])
        var read = habit("Read")
        read.reminders = [morning, weekend]
        let id = try #require(try await store.apply([.insertHabit(read)], for: alice, at: instant).first)
        let stored = try await store.reminders(of: alice, habit: id)
        #expect(stored.map(\.reminder) == [morning, weekend] && stored.map(\.position) == [0, 1])
        #expect(Set(stored.map(\.id)).count == 2 && stored.allSatisfy { $0.habitID == id })
        #expect(try await store.reminders(of: bob, habit: nil).isEmpty)
        #expect(try await store.reminders(of: bob, habit: id).isEmpty)

        var edited = try #require(try await store.habit(id, of: alice))
        let evening = Reminder(hour: 21, minute: 0)
        var quietWeekend = weekend
        quietWeekend.isActive = false
        edited.reminders = [quietWeekend, evening]
        let revision = try await store.dataRevision(of: alice)
        try await store.apply([.updateHabit(edited)], for: alice, at: laterInstant)
        #expect(try await store.dataRevision(of: alice) > revision)
        let after = try await store.reminders(of: alice, habit: id)
        #expect(after.map(\.reminder) == [quietWeekend, evening])
        #expect(after.first?.id == stored[1].id, "the weekend reminder keeps its id at its new position")
        #expect(!after.contains { $0.id == stored[0].id }, "the morning reminder is gone")
        #expect(try await store.habit(id, of: alice)?.reminders == [quietWeekend, evening])

        try await store.apply([.deleteHabit(id)], for: alice, at: laterInstant)
        #expect(try await store.reminders(of: alice, habit: nil).isEmpty)
    }
}
