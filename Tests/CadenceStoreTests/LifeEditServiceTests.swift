import CadenceCore
import CadenceStorage
import CadenceTestSupport
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §12: editing a health entry (checked as a new one is), undoing a to-do's
/// completion (the next occurrence of a repeat goes with it, unless the person has touched it),
/// and search snippets whose matches are marked apart from a note's own brackets. Each refusal leaves the store as it was.
@Suite struct LifeEditServiceTests {
    static let now = ServiceFixture.instant("2026-03-18T09:00:00Z")
    static let today = Day("2026-03-18")!

    @Test func aHealthEntryIsEditedInPlaceAndCheckedAsANewOneIs() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service(at: Self.now)
        let user = fixture.user
        let first = try await service.addHealthEntry(type: .sleep, value: 6, for: user)
        let second = try await service.addHealthEntry(type: .sleep, value: 10, on: Self.today.adding(days: -1), for: user)
        let edited = try await service.updateHealthEntry(first.id, value: 14, note: "long night", for: user)
        #expect(edited.id == first.id && edited.value == 14 && edited.note == "long night")
        #expect(try await service.healthEntries(of: user).map(\.id).sorted() == [first.id, second.id], "edited, not replaced")

        // 24 h is the most a night holds; one minute more is refused and nothing changes.
        #expect(try await service.updateHealthEntry(first.id, value: 24 * 60, unit: "min", note: nil, for: user).value == 24)
        await #expect(throws: CadenceError.self) {
            try await service.updateHealthEntry(first.id, value: 24 * 60 + 1, unit: "min", note: nil, for: user)
        }
        #expect(try await service.healthEntries(of: user).first { $0.id == first.id }?.value == 24)

        // A future day, a mood out of 1…5 and another user's entry are refused.
        await #expect(throws: CadenceError.self) {
            try await service.updateHealthEntry(first.id, value: 6, on: Self.today.adding(days: 1), note: nil, for: user)
        }
        let mood = try await service.addHealthEntry(type: .mood, value: 3, for: user)
        await #expect(throws: CadenceError.self) { try await service.updateHealthEntry(mood.id, value: 6, note: nil, for: user) }
        let bob = try await service.createUser(name: "bob", settings: UserSettings(timeZoneIdentifier: "Europe/Paris"))
        await #expect(throws: CadenceError.self) { try await service.updateHealthEntry(mood.id, value: 4, note: nil, for: bob) }
        #expect(try await service.healthEntries(of: user).first { $0.id == mood.id }?.value == 3)

        // Moving an entry to a free day moves its value there.
        let moved = try await service.updateHealthEntry(second.id, value: 8, on: Self.today.adding(days: -2), note: nil, for: user)
        #expect(moved.day == Self.today.adding(days: -2))
        #expect(try await service.healthEntries(of: user, type: .sleep, from: Self.today, through: Self.today).map(\.value) == [24])
    }

    @Test func undoingACompletionReopensItAndRemovesTheNextOccurrence() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service(at: Self.now)
        let user = fixture.user
        let todo = try await service.addTodo(title: "Water the plants", due: Self.today, repeatRule: .weekly, for: user)
        let done = try await fixture.service(at: Self.now.addingTimeInterval(60)).completeTodo(todo.id, for: user)
        let next = try #require(done.next)
        #expect(next.due == Self.today.adding(days: 7))
        let undone = try await fixture.service(at: Self.now.addingTimeInterval(120)).undoTodoCompletion(todo.id, next: next.id, for: user)
        #expect(!undone.isCompleted)
        let all = try await service.todos(of: user, list: .all)
        #expect(all.map(\.id) == [todo.id], "the occurrence the completion made is gone")

        // Undo twice: refused, nothing changes.
        await #expect(throws: CadenceError.self) { try await service.undoTodoCompletion(todo.id, next: nil, for: user) }
        #expect(try await service.todos(of: user, list: .all).count == 1)
    }

    @Test func undoKeepsANextOccurrenceThePersonChanged() async throws {
        let fixture = try await ServiceFixture()
        let user = fixture.user
        let todo = try await fixture.service(at: Self.now).addTodo(title: "Pay rent", due: Self.today, repeatRule: .monthly, for: user)
        let done = try await fixture.service(at: Self.now.addingTimeInterval(60)).completeTodo(todo.id, for: user)
        let next = try #require(done.next)
        try await fixture.service(at: Self.now.addingTimeInterval(90)).updateTodo(next.id, for: user) { $0.priority = .high }
        try await fixture.service(at: Self.now.addingTimeInterval(120)).undoTodoCompletion(todo.id, next: next.id, for: user)
        #expect(Set(try await fixture.service(at: Self.now).todos(of: user, list: .open).map(\.id)) == [todo.id, next.id])

        // Another to-do's id given as `next` is never deleted.
        let other = try await fixture.service(at: Self.now).addTodo(title: "Other", for: user)
        _ = try await fixture.service(at: Self.now.addingTimeInterval(200)).completeTodo(todo.id, for: user)
        try await fixture.service(at: Self.now.addingTimeInterval(260)).undoTodoCompletion(todo.id, next: other.id, for: user)
        #expect(try await fixture.service(at: Self.now).todos(of: user, list: .all).contains { $0.id == other.id })
    }

    @Test func searchSnippetsMarkMatchesApartFromTheNotesOwnBrackets() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service(at: Self.now)
        let user = fixture.user
        _ = try await service.addNote(title: "Links", content: "See [the trail map](https://example.org) before the hike.", for: user)
        let hit = try #require(try await service.searchNotes("hike", of: user).first)
        let matched = hit.snippetParts.filter(\.matched).map(\.text)
        #expect(matched == ["hike"])
        #expect(hit.snippetParts.map(\.text).joined().contains("[the trail map]"), "the note's brackets stay text")
        #expect(hit.snippet.contains("[hike]"), "the API's snippet still writes matches in brackets")
    }
}
