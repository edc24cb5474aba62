import CadenceCore
import CadenceServices
import CadenceStorage
import Foundation
import Testing

// MARK: - The trash, money edits and note prefixes (docs/domain-rules.md "§14 Undo and the trash")

extension StoreConformance {
    /// 2026-03-18T09:00:00.250Z, the services' clock in these checks.
    static let trashNow = Date(timeIntervalSince1970: 1_773_824_400.25)

    static func trashService(_ store: any CadenceStore, at instant: Date = trashNow) -> CadenceService {
        CadenceService(store: store, environment: .fixed(instant))
    }

    /// A deleted to-do, note, health entry and money transaction each come back with their own
    /// id and every field as they were (instants to the millisecond, a completed to-do still
    /// completed), through one restore each; the delete and the restore each raise the revision.
    public static func restoreBringsEveryKindBackExactly(_ store: any CadenceStore) async throws {
        let service = trashService(store)
        let user = try await service.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let today = try await service.today(for: user)
        var todo = try await service.addTodo(
            title: "Pay rent", due: today, priority: .high, notes: "by transfer", repeatRule: .monthly, for: user)
        todo = try await trashService(store, at: trashNow.addingTimeInterval(30)).completeTodo(todo.id, for: user).completed
        let storedTodo = try #require(try await store.todo(todo.id, of: user))
        let note = try await service.addNote(title: "Weekly review", content: "# Review\nThings that went **well**", pinned: true, for: user)
        let entry = try await service.addHealthEntry(type: .sleep, value: 7.5, note: "restless", for: user)
        let account = try await service.addMoneyAccount(name: "Checking", currency: "EUR", opening: "100.00", for: user)
        let recorded = try await service.recordMoneyTransaction(
            account: account.id, amount: "-12.34", on: today.adding(days: -1), note: "lunch", category: "food", for: user)

        let later = trashService(store, at: trashNow.addingTimeInterval(60))
        let revision = try await store.dataRevision(of: user)
        try await later.deleteTodo(todo.id, for: user)
        #expect(try await store.dataRevision(of: user) > revision, "a delete raises the data revision")
        try await later.deleteNote(note.id, for: user)
        try await later.deleteHealthEntry(entry.id, for: user)
        try await later.deleteMoneyTransaction(recorded.transaction.id, for: user)
        #expect(try await store.todo(todo.id, of: user) == nil)
        #expect(try await store.note(note.id, of: user) == nil)
        #expect(try await store.healthEntries(of: user, type: nil, from: nil, through: nil).isEmpty)
        #expect(try await store.moneyTransactions(of: user, account: nil).isEmpty)
        #expect(try await later.isInTrash(.todo, id: todo.id, of: user))
        #expect(try await store.searchNotes(of: user, words: ["review"], limit: 10).isEmpty, "a trashed note is not found")

        let restorer = trashService(store, at: trashNow.addingTimeInterval(120))
        let before = try await store.dataRevision(of: user)
        let backTodo = try await restorer.restoreTodo(todo.id, for: user)
        #expect(try await store.dataRevision(of: user) > before, "a restore raises the data revision")
        #expect(backTodo == storedTodo)
        #expect(try await store.todo(todo.id, of: user) == storedTodo)
        #expect(try await restorer.restoreNote(note.id, for: user).id == note.id)
        #expect(try await store.note(note.id, of: user) == note)
        #expect(try await store.searchNotes(of: user, words: ["review"], limit: 10).map(\.note.id) == [note.id])
        #expect(try await restorer.restoreHealthEntry(entry.id, for: user) == entry)
        #expect(try await store.healthEntries(of: user, type: nil, from: nil, through: nil) == [entry])
        #expect(try await restorer.restoreMoneyTransaction(recorded.transaction.id, in: account.id, for: user) == recorded.transaction)
        #expect(try await store.moneyTransactions(of: user, account: account.id) == [recorded.transaction])
        #expect(try await restorer.isInTrash(.todo, id: todo.id, of: user) == false)
        // A new record after the restores gets a new id: none is given twice.
        let fresh = try await restorer.addTodo(title: "Another", for: user)
        #expect(fresh.id > todo.id)
    }

    /// A restore of what the trash does not hold — never deleted, restored already, another
    /// person's, deleted over 30 days ago, a transaction whose account is gone or whose return
    /// would break a balance — is refused and changes nothing.
    public static func restoreRefusalsChangeNothing(_ store: any CadenceStore) async throws {
        let service = trashService(store)
        let user = try await service.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let bob = try await service.createUser(name: "Bob", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let todo = try await service.addTodo(title: "Call the dentist", for: user)
        await #expect(throws: CadenceError(.notInTrash, field: "id", Self.notInTrashText("to-do", todo.id))) {
            try await service.restoreTodo(todo.id, for: user)
        }
        try await service.deleteTodo(todo.id, for: user)
        await #expect(throws: CadenceError.self) { try await service.restoreTodo(todo.id, for: bob) }
        await #expect(throws: CadenceError.self) { try await service.restoreNote(todo.id, for: user) }
        _ = try await service.restoreTodo(todo.id, for: user)
        let revision = try await store.dataRevision(of: user)
        await #expect(throws: CadenceError.self) { try await service.restoreTodo(todo.id, for: user) }
        #expect(try await store.dataRevision(of: user) == revision, "a refused restore changes nothing")

        // 30 days is the edge: restorable at 30 days, not a millisecond later.
        try await service.deleteTodo(todo.id, for: user)
        let edge = trashNow.addingTimeInterval(TrashEntry.keptFor)
        #expect(try await trashService(store, at: edge).isInTrash(.todo, id: todo.id, of: user))
        let late = trashService(store, at: edge.addingTimeInterval(0.001))
        await #expect(throws: CadenceError.self) { try await late.restoreTodo(todo.id, for: user) }
        #expect(try await store.todo(todo.id, of: user) == nil)
        // The next delete forgets entries past 30 days.
        let other = try await late.addTodo(title: "Other", for: user)
        try await late.deleteTodo(other.id, for: user)
        #expect(try await store.trashEntry(.todo, id: todo.id, of: user) == nil)
        #expect(try await store.trashEntry(.todo, id: other.id, of: user) != nil)

        // Money: the account gone, or a balance out of range, refuses the restore.
        let account = try await service.addMoneyAccount(name: "Cash", currency: "JPY", for: user)
        let income = try await service.recordMoneyTransaction(account: account.id, amount: "999999999999999", for: user)
        try await service.deleteMoneyTransaction(income.transaction.id, for: user)
        _ = try await service.recordMoneyTransaction(account: account.id, amount: "1", for: user)
        await #expect(throws: CadenceError.self) { try await service.restoreMoneyTransaction(income.transaction.id, for: user) }
        #expect(try await service.isInTrash(.moneyTransaction, id: income.transaction.id, of: user), "a refused restore keeps it")
        await #expect(throws: CadenceError.self) {
            try await service.restoreMoneyTransaction(income.transaction.id, in: account.id + 1, for: user)
        }
        try await service.deleteMoneyAccount(account.id, for: user)
        await #expect(throws: CadenceError.self) { try await service.restoreMoneyTransaction(income.transaction.id, for: user) }
    }

    static func notInTrashText(_ noun: String, _ id: Int64) -> String {
        "\(noun) \(id) is not in the trash: it was not deleted, is back already, or was deleted over 30 days ago"
    }

    /// docs/domain-rules.md "§14 Undo and the trash" ("Editing a money transaction"):
    /// the amount, day, note and category change in place (id, account and instant recorded
    /// stay); a wrong amount, a future day or a broken balance is refused and changes nothing.
    public static func moneyTransactionEditsInPlace(_ store: any CadenceStore) async throws {
        let service = trashService(store)
        let user = try await service.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let today = try await service.today(for: user)
        let account = try await service.addMoneyAccount(name: "Checking", currency: "EUR", opening: "10.00", for: user)
        let recorded = try await service.recordMoneyTransaction(
            account: account.id, amount: "-5.00", note: "coffee", category: "food", for: user)
        let edited = try await trashService(store, at: trashNow.addingTimeInterval(60)).updateMoneyTransaction(
            recorded.transaction.id, amount: "-7.25", on: today.adding(days: -2), note: "", category: "drinks", for: user)
        #expect(edited.transaction.id == recorded.transaction.id && edited.transaction.amountMinorUnits == -725)
        #expect(edited.transaction.note == nil && edited.transaction.category == "drinks")
        #expect(edited.transaction.createdAt == recorded.transaction.createdAt && edited.balance.text == "2.75")
        #expect(try await store.moneyTransactions(of: user, account: account.id) == [edited.transaction])
        let revision = try await store.dataRevision(of: user)
        for (amount, day) in [("-7.255", nil), ("abc", nil), ("0", nil), ("-1", today.adding(days: 1))] as [(String, Day?)] {
            await #expect(throws: CadenceError.self) {
                try await service.updateMoneyTransaction(recorded.transaction.id, amount: amount, on: day, for: user)
            }
        }
        await #expect(throws: CadenceError.self) {
            try await service.updateMoneyTransaction(recorded.transaction.id, in: account.id + 1, amount: "-1", for: user)
        }
        #expect(try await store.dataRevision(of: user) == revision, "refused edits change nothing")
        // The edit's balance is the history's with the change: -10.00 leaves 0.00.
        #expect(try await service.updateMoneyTransaction(recorded.transaction.id, amount: "-10", for: user).balance.text == "0.00")
    }

    /// docs/domain-rules.md §12 "Notes": a search word matches word beginnings as well as word
    /// forms ("dent" finds "dentist", "hut" still finds "huts"), every word still required.
    public static func noteSearchMatchesWordBeginnings(_ store: any CadenceStore) async throws {
        let service = trashService(store)
        let user = try await service.createUser(name: "Ada", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        let dentist = try await service.addNote(title: "Appointments", content: "Call the dentist on Monday", for: user)
        let huts = try await service.addNote(title: "Mountain huts", content: "Booked two nights", for: user)
        #expect(try await service.searchNotes("dent", of: user).map(\.note.id) == [dentist.id])
        #expect(try await service.searchNotes("DENT mon", of: user).map(\.note.id) == [dentist.id])
        #expect(try await service.searchNotes("hut", of: user).map(\.note.id) == [huts.id])
        #expect(try await service.searchNotes("appoint", of: user).map(\.note.id) == [dentist.id])
        #expect(try await service.searchNotes("dent huts", of: user).isEmpty, "every word is still required")
        #expect(try await service.searchNotes("entist", of: user).isEmpty, "a word's middle does not match")
        let hit = try #require(try await service.searchNotes("dent", of: user).first)
        #expect(hit.snippet.contains("[dentist]"))
    }
}
