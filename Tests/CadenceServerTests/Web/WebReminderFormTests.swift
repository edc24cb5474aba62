import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// The habit form's reminder rows (docs/domain-rules.md §9).
@Suite struct WebReminderFormTests {
    static let create = WebTodayPageTests.createHabit

    /// docs/domain-rules.md §9: the form's reminder rows carry weekdays and keep a reminder that
    /// is off (and its id) through an edit.
    @Test func reminderRowsKeepWeekdaysOffStateAndIds() async throws {
        let server = try TestServer()
        try await server.run { api in
            let alice = try await PageVisitor.signUp("alice", on: api.client)
            let id = try await Self.create(
                alice,
                [
                    ("name", "Run"), ("scheduleType", "daily"),
                    ("reminder", "07:00"), ("reminderDays", "mon,wed"), ("reminderOff", ""),
                    ("reminder", "18:30"), ("reminderDays", ""), ("reminderOff", "1"),
                    ("reminder", ""), ("reminderDays", "fri"), ("reminderOff", ""),
                ])
            let habit = try #require(try await server.store.habit(id, of: alice.user))
            #expect(
                habit.reminders == [
                    Reminder(hour: 7, minute: 0, weekdays: [.monday, .wednesday]), Reminder(hour: 18, minute: 30, isActive: false),
                ])
            let ids = try await server.store.reminders(of: alice.user, habit: id).map(\.id)
            let form = try await alice.get("/habits/\(id)/edit")
            #expect(form.text.contains("value=\"mon,wed\"") && form.text.contains("name=\"reminderOff\" value=\"1\""))
            let saved = try await alice.post(
                "/habits/\(id)/edit",
                [
                    ("name", "Run"), ("scheduleType", "daily"),
                    ("reminder", "07:00"), ("reminderDays", "mon,wed"), ("reminderOff", ""),
                    ("reminder", "18:30"), ("reminderDays", ""), ("reminderOff", "1"),
                ])
            #expect(saved.status == .seeOther)
            #expect(try await server.store.reminders(of: alice.user, habit: id).map(\.id) == ids, "the same reminders keep their ids")
            let refused = try await alice.post("/habits/\(id)/edit", [("name", "Run"), ("reminder", "07:00"), ("reminderDays", "someday")])
            #expect(refused.status == .unprocessableContent)
            #expect(try await server.store.habit(id, of: alice.user)?.reminders.count == 2)
        }
    }
}
