import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceAPI

/// docs/domain-rules.md §9 "Reminders as input" and §1 "Instants as text", at the API.
@Suite struct RequestInputTests {
    /// A habit body's reminder is refused as `POST …/reminders` refuses it, never dropped (before,
    /// `HabitInput` left a bad one out silently).
    @Test func aHabitBodysBadReminderIsRefusedLikeAReminderBody() throws {
        let bad = ReminderInput(time: "24:00", weekdays: nil, active: nil)
        var habit = HabitInput()
        habit.name = "Gym"
        habit.reminders = [ReminderInput(time: "07:30", weekdays: [1], active: false), bad]
        let fromHabit = #expect(throws: CadenceError.self) { try habit.patch() }
        let fromReminder = #expect(throws: CadenceError.self) { try bad.reminder() }
        #expect(fromHabit?.code == .reminderInvalid)
        #expect(fromHabit == fromReminder)
        let badDay = ReminderInput(time: "07:30", weekdays: [0], active: nil)
        habit.reminders = [badDay]
        #expect(throws: CadenceError(.weekdayOutOfRange, field: "weekdays", "weekdays are ISO numbers 1 (Monday) to 7 (Sunday), not 0")) {
            try habit.patch()
        }
        habit.reminders = [ReminderInput(time: "7:30", weekdays: [1, 3], active: false)]
        #expect(try habit.patch().reminders == [Reminder(hour: 7, minute: 30, weekdays: [.monday, .wednesday], isActive: false)])
    }

    /// The schema's `date-time` format accepts what the rest of Cadence accepts (before, it
    /// refused fractional seconds).
    @Test func theDateTimeFormatAcceptsFractionalSecondsAndOffsets() throws {
        let document = ContractChecker.document
        func violations(_ at: String) throws -> [String] {
            let entry = #"{"id": 1, "date": "2026-06-01", "at": "\#(at)", "amount": 1, "unit": null, "note": null}"#
            return document.violations(of: try JSONValue.parse(Data(entry.utf8)), againstSchemaNamed: "Entry").map(\.code)
        }
        #expect(try violations("2026-06-01T07:30:00Z") == [])
        #expect(try violations("2026-06-01T07:30:00.125Z") == [])
        #expect(try violations("2026-06-01T09:30:00+02:00") == [])
        #expect(try violations("2026-06-01T07:30:00") == ["badFormat"])
        #expect(try violations("2026-06-01 07:30:00Z") == ["badFormat"])
    }
}
