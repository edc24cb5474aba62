import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - Life OS areas (docs/domain-rules.md §12)

extension StoreConformance {
    /// Health entries round-trip every field (milliseconds kept), read back ordered by day, then
    /// instant, then id, filter by type and day range, and delete one by one.
    public static func healthEntriesRoundTripAndFilter(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let later = firstDay.adding(days: 2)
        let entries = [
            HealthEntry(type: .water, day: later, value: 250, createdAt: instant),
            HealthEntry(type: .sleep, day: firstDay, value: 7.25, note: "restless", createdAt: laterInstant),
            HealthEntry(type: .mood, day: firstDay, value: 4, note: "calm", createdAt: instant),
            HealthEntry(type: .weight, day: later, value: 74.842_741_9, createdAt: instant),
        ]
        let ids = try await store.apply(entries.map(StoreChange.insertHealthEntry), for: user, at: instant)
        #expect(ids.count == 4 && Set(ids).count == 4)
        let all = try await store.healthEntries(of: user, type: nil, from: nil, through: nil)
        #expect(all.map(\.id) == [ids[2], ids[1], ids[0], ids[3]])
        let sleep = try #require(all.first { $0.type == .sleep })
        #expect(sleep.value == 7.25 && sleep.note == "restless" && sleep.day == firstDay)
        #expect(sleep.createdAt == laterInstant)
        #expect(all.first { $0.type == .weight }?.value == 74.842_741_9)
        #expect(try await store.healthEntries(of: user, type: .water, from: nil, through: nil).map(\.id) == [ids[0]])
        #expect(try await store.healthEntries(of: user, type: nil, from: later, through: nil).count == 2)
        #expect(try await store.healthEntries(of: user, type: nil, from: nil, through: firstDay).count == 2)

        // An update replaces day, value and note and keeps the id and the instant recorded.
        var edited = sleep
        edited.value = 8.5
        edited.day = later
        edited.note = nil
        let before = try await store.dataRevision(of: user)
        try await store.apply([.updateHealthEntry(edited)], for: user, at: instant)
        #expect(try await store.dataRevision(of: user) > before, "an edit raises the data revision")
        let reread = try #require(try await store.healthEntries(of: user, type: .sleep, from: nil, through: nil).first)
        #expect(reread.id == sleep.id && reread.value == 8.5 && reread.day == later && reread.note == nil)
        #expect(reread.createdAt == laterInstant)
        var missing = edited
        missing.id = 987_654
        await #expect(throws: CadenceError.self) { try await store.apply([.updateHealthEntry(missing)], for: user, at: instant) }
        let other = try await makeUser(store, name: "Other")
        await #expect(throws: CadenceError.self) { try await store.apply([.updateHealthEntry(edited)], for: other, at: instant) }

        let revision = try await store.dataRevision(of: user)
        try await store.apply([.deleteHealthEntry(ids[0])], for: user, at: instant)
        #expect(try await store.dataRevision(of: user) > revision, "a health change raises the data revision")
        #expect(try await store.healthEntries(of: user, type: .water, from: nil, through: nil) == [])
        await #expect(throws: CadenceError.self) {
            try await store.apply([.deleteHealthEntry(ids[0])], for: user, at: instant)
        }
    }

    /// docs/domain-rules.md §8: another user's health entries are neither readable nor
    /// deletable, and a batch that fails part-way writes none of its entries.
    public static func healthEntriesAreIsolatedAndAtomic(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let entry = HealthEntry(type: .steps, day: firstDay, value: 8_000, createdAt: instant)
        let id = try #require(try await store.apply([.insertHealthEntry(entry)], for: alice, at: instant).first)
        #expect(try await store.healthEntries(of: bob, type: nil, from: nil, through: nil) == [])
        do {
            try await store.apply([.deleteHealthEntry(id)], for: bob, at: instant)
            Issue.record("Bob deleted Alice's entry")
        } catch let error as CadenceError {
            #expect(error.code == .notFound)
        }
        do {
            try await store.apply([.insertHealthEntry(entry), .deleteHealthEntry(987_654)], for: alice, at: instant)
            Issue.record("a batch with a missing entry was applied")
        } catch let error as CadenceError {
            #expect(error.code == .notFound)
        }
        #expect(try await store.healthEntries(of: alice, type: nil, from: nil, through: nil).map(\.id) == [id])
    }
}

extension StoreConformance {
    /// To-dos round-trip every field (a completion instant with milliseconds, a repeat rule, a
    /// missing due day), update in place with the apply instant as `updatedAt`, and delete.
    public static func todosRoundTripUpdateAndDelete(_ store: any CadenceStore) async throws {
        let user = try await makeUser(store)
        let rent = Todo(
            title: "Rent", due: firstDay, priority: .high, notes: "transfer", repeatRule: .monthly, createdAt: instant)
        let someday = Todo(title: "Someday", priority: .low, repeatRule: .everyNDays(3), createdAt: instant)
        let ids = try await store.apply([.insertTodo(rent), .insertTodo(someday)], for: user, at: instant)
        let all = try await store.todos(of: user)
        #expect(all.map(\.id) == ids)
        var stored = try #require(all.first)
        #expect(stored.title == "Rent" && stored.due == firstDay && stored.priority == .high && stored.notes == "transfer")
        #expect(stored.repeatRule == .monthly && stored.completedAt == nil && stored.createdAt == instant)
        #expect(all.last?.due == nil && all.last?.repeatRule == .everyNDays(3))

        stored.completedAt = laterInstant
        stored.due = nil
        try await store.apply([.updateTodo(stored)], for: user, at: laterInstant)
        let updated = try #require(try await store.todo(ids[0], of: user))
        #expect(updated.completedAt == laterInstant && updated.due == nil && updated.updatedAt == laterInstant)
        #expect(updated.createdAt == instant)

        try await store.apply([.deleteTodo(ids[1])], for: user, at: instant)
        #expect(try await store.todos(of: user).map(\.id) == [ids[0]])
        await #expect(throws: CadenceError.self) { try await store.apply([.deleteTodo(ids[1])], for: user, at: instant) }
    }

    /// docs/domain-rules.md §8: another user's to-dos cannot be read, changed or deleted.
    public static func todosAreIsolated(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let id = try #require(
            try await store.apply([.insertTodo(Todo(title: "Mine", createdAt: instant))], for: alice, at: instant).first)
        #expect(try await store.todo(id, of: bob) == nil)
        #expect(try await store.todos(of: bob) == [])
        var stolen = Todo(id: id, title: "Stolen", createdAt: instant)
        stolen.completedAt = instant
        for change in [StoreChange.updateTodo(stolen), .deleteTodo(id)] {
            do {
                try await store.apply([change], for: bob, at: instant)
                Issue.record("Bob changed Alice's to-do with \(change)")
            } catch let error as CadenceError {
                #expect(error.code == .notFound)
            }
        }
        #expect(try await store.todo(id, of: alice)?.title == "Mine")
    }
}

extension StoreConformance {
    /// docs/domain-rules.md §12 "Notes": notes round-trip, list pinned first then by last
    /// change, and the full-text search matches word forms in any case, every word required,
    /// follows updates and deletions, treats query syntax as words, and never finds another
    /// user's notes.
    public static func notesRoundTripAndSearch(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        let trip = Note(title: "Trip ideas", content: "Huts along the *coast*; a HUT by the lake.", createdAt: instant)
        let plan = Note(title: "Plan", content: "Running shoes, swimming, huts.", isPinned: true, createdAt: instant)
        let other = Note(title: "Hut of mine", content: "Bob's hut", createdAt: instant)
        let ids = try await store.apply([.insertNote(trip), .insertNote(plan)], for: alice, at: instant)
        try await store.apply([.insertNote(other)], for: bob, at: instant)
        #expect(try await store.notes(of: alice).map(\.id) == [ids[1], ids[0]], "pinned first")
        let stored = try #require(try await store.note(ids[0], of: alice))
        #expect(stored.content == trip.content && stored.createdAt == instant && !stored.isPinned)
        #expect(try await store.note(ids[0], of: bob) == nil)

        let huts = try await store.searchNotes(of: alice, words: ["hut"], limit: 10)
        #expect(Set(huts.map(\.note.id)) == Set(ids), "\"hut\" finds \"Huts\", \"HUT\" and \"huts\"")
        #expect(huts.first?.snippet.contains("[Huts]") == true || huts.first?.snippet.contains("[huts]") == true)
        #expect(try await store.searchNotes(of: alice, words: ["RUN", "swim"], limit: 10).map(\.note.id) == [ids[1]])
        #expect(try await store.searchNotes(of: alice, words: ["hut", "lake"], limit: 10).map(\.note.id) == [ids[0]])
        #expect(try await store.searchNotes(of: alice, words: ["trip"], limit: 10).first?.snippet == "[Trip] ideas")
        #expect(try await store.searchNotes(of: alice, words: ["mine"], limit: 10) == [], "Bob's note stays Bob's")
        #expect(try await store.searchNotes(of: alice, words: ["hut"], limit: 1).count == 1)
        for syntax in ["AND", "NEAR(", "\"", "*", "title:", "-hut"] {
            _ = try await store.searchNotes(of: alice, words: [syntax], limit: 10)
        }

        var edited = stored
        edited.content = "Cabins only."
        try await store.apply([.updateNote(edited)], for: alice, at: laterInstant)
        #expect(try await store.note(ids[0], of: alice)?.updatedAt == laterInstant)
        #expect(try await store.searchNotes(of: alice, words: ["lake"], limit: 10) == [], "the index follows the change")
        #expect(try await store.searchNotes(of: alice, words: ["cabin"], limit: 10).map(\.note.id) == [ids[0]])
        try await store.apply([.deleteNote(ids[1])], for: alice, at: instant)
        #expect(try await store.searchNotes(of: alice, words: ["swim"], limit: 10) == [])
        for change in [StoreChange.updateNote(Note(id: ids[0], title: "x", content: "", createdAt: instant)), .deleteNote(ids[0])] {
            await #expect(throws: CadenceError.self) { try await store.apply([change], for: bob, at: instant) }
        }
        #expect(try await store.note(ids[0], of: alice)?.title == "Trip ideas")
    }
}

extension StoreConformance {
    /// docs/domain-rules.md §12 "Dashboard": the dashboard's one read of the areas answers what
    /// the five reads answer, in their orders, for a person with something in every area and
    /// for one with nothing (another person's data never shows).
    public static func lifeAreaFactsEqualTheAreasReads(_ store: any CadenceStore) async throws {
        let alice = try await makeUser(store, name: "Alice")
        let bob = try await makeUser(store, name: "Bob")
        #expect(try await store.lifeAreaFacts(of: bob) == Self.noLifeAreaFacts)
        let later = firstDay.adding(days: 3)
        let accounts = try await store.apply(
            [
                .insertMoneyAccount(MoneyAccount(name: "Wallet", currency: euro, openingMinorUnits: 500, createdAt: instant)),
                .insertMoneyAccount(MoneyAccount(name: "Bank", currency: euro, openingMinorUnits: 0, createdAt: instant)),
            ], for: alice, at: instant)
        try await store.apply(
            [
                .insertMoneyTransaction(MoneyTransaction(accountID: accounts[0], day: later, amountMinorUnits: -250, createdAt: instant)),
                .insertMoneyTransaction(MoneyTransaction(accountID: accounts[1], day: firstDay, amountMinorUnits: 900, createdAt: instant)),
                .insertHealthEntry(HealthEntry(type: .water, day: later, value: 250, createdAt: instant)),
                .insertHealthEntry(HealthEntry(type: .mood, day: firstDay, value: 4, note: "calm", createdAt: laterInstant)),
                .insertTodo(Todo(title: "Call the plumber", createdAt: instant)),
                .insertTodo(Todo(title: "Renew the passport", createdAt: laterInstant)),
                .insertNote(Note(title: "Trip", content: "Huts along the coast", createdAt: instant)),
                .insertNote(Note(title: "Books", content: "Dune", isPinned: true, createdAt: laterInstant)),
            ], for: alice, at: instant)
        let facts = try await store.lifeAreaFacts(of: alice)
        #expect(facts.healthEntries == (try await store.healthEntries(of: alice, type: nil, from: nil, through: nil)))
        #expect(facts.moneyAccounts == (try await store.moneyAccounts(of: alice)))
        #expect(facts.moneyTransactions == (try await store.moneyTransactions(of: alice, account: nil)))
        #expect(facts.todos == (try await store.todos(of: alice)))
        #expect(facts.notes == (try await store.notes(of: alice)))
        #expect(facts.healthEntries.count == 2 && facts.moneyAccounts.count == 2 && facts.moneyTransactions.count == 2)
        #expect(facts.todos.count == 2 && facts.notes.map(\.title) == ["Books", "Trip"])
        #expect(try await store.lifeAreaFacts(of: bob) == Self.noLifeAreaFacts)
    }

    static let noLifeAreaFacts = LifeAreaFacts(healthEntries: [], moneyAccounts: [], moneyTransactions: [], todos: [], notes: [])
}
