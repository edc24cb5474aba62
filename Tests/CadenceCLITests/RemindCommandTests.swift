import Foundation
import Testing

/// `cadence remind …` and `cadence pause …` through the built binary (docs/domain-rules.md §9):
/// ids that survive edits, the documented firing shape, cancellation after a check-in, pauses in
/// one go, and the iCalendar output.
@Suite struct RemindCommandTests {
    @Test func addListSwitchDeleteAndTheFiringShape() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-01"])
        let added = try store.runJSON(["remind", "add", "Read", "21:00"]).object()
        #expect(added.keySet == ["id", "habit", "time", "weekdays", "active"])
        #expect(added.string("time") == "21:00" && added.bool("active") == true)
        let morning = try store.runJSON(["remind", "add", "Read", "7:05", "--on", "mon,wed"]).object()
        #expect((morning["weekdays"] as? [Int]) == [1, 3])
        let id = try #require(added.int("id"))
        #expect(try store.run(["--json", "remind", "add", "Read", "21:00"]).errorCode() == "reminderInvalid")
        #expect(try store.run(["remind", "add", "Read", "25:00"]).status == 2)

        let due = try store.runJSON(["remind", "due", "--from", "2025-03-10T00:00", "--to", "2025-03-11T00:00"]).array()
        #expect(due.map { $0.keySet } == [Shape.firing, Shape.firing])
        #expect(due.map { $0.string("localTime") } == ["07:05", "21:00"])
        #expect(due.map { $0.string("at") } == ["2025-03-10T06:05:00Z", "2025-03-10T20:00:00Z"])
        #expect(due.last?.int("reminderId") == id && due.last?.object("habit")?.string("name") == "Read")
        #expect(due.allSatisfy { $0.bool("cancelled") == false && $0.string("day") == "2025-03-10" })

        // Checked in at noon: the 21:00 firing is cancelled, the 07:05 one had already fired.
        try store.runJSON(["done", "Read"], now: "2025-03-10T12:00")
        let after = try store.runJSON(["remind", "due", "--from", "2025-03-10T00:00", "--to", "2025-03-11T00:00"]).array()
        #expect(after.map { $0.bool("cancelled") } == [false, true])

        #expect(try store.runJSON(["remind", "off", String(id)]).object().bool("active") == false)
        #expect(try store.runJSON(["remind", "due", "--from", "2025-03-11T00:00", "--to", "2025-03-12T00:00"]).array().isEmpty)
        try store.runJSON(["remind", "on", String(id)])
        try store.runJSON(["habit", "edit", "Read", "--description", "every night"])
        #expect(try store.runJSON(["remind", "list", "Read"]).array().map { $0.int("id") }.contains(id), "an edit keeps the id")
        try store.runJSON(["remind", "delete", String(id)])
        #expect(try store.runJSON(["remind", "list"]).array().count == 1)
        #expect(try store.run(["--json", "remind", "delete", String(id)]).errorCode() == "notFound")
        #expect(try store.run(["--json", "remind", "due", "--from", "tomorrow-ish"]).errorCode() == "timeInvalid")
    }

    @Test func aPauseSkipsEveryChosenHabitAndSilencesItsReminders() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-01", "--remind", "21:00"])
        try store.runJSON(["habit", "add", "Run", "--start", "2025-03-01", "--remind", "07:00"])
        let paused = try store.runJSON(["pause", "--from", "2025-03-12", "--to", "2025-03-14", "--habit", "Run"]).object()
        #expect(paused.string("from") == "2025-03-12" && paused.objects("habits")?.map { $0.string("name") } == ["Run"])
        let due = try store.runJSON(["remind", "due", "--from", "2025-03-11T00:00", "--to", "2025-03-16T00:00"]).array()
        let runDays = due.filter { $0.object("habit")?.string("name") == "Run" }.compactMap { $0.string("day") }
        #expect(runDays == ["2025-03-11", "2025-03-15"])
        #expect(due.filter { $0.object("habit")?.string("name") == "Read" }.count == 5)
        try store.runJSON(["pause", "--from", "2025-03-20", "--to", "2025-03-21"])
        let list = try store.runJSON(["pause", "list"]).array()
        #expect(list.map { $0.string("from") } == ["2025-03-12", "2025-03-20"])
        #expect(list.last?.objects("habits")?.count == 2)
        try store.runJSON(["pause", "--from", "2025-03-12", "--to", "2025-03-21", "--undo"])
        #expect(try store.runJSON(["pause", "list"]).array().isEmpty)
        #expect(try store.run(["--json", "pause", "--from", "2025-03-14", "--to", "2025-03-12"]).errorCode() == "dateRangeInvalid")
        #expect(try store.run(["pause"]).status == 2)
    }

    @Test func icsHoldsTheNextTwoWeeks() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-01", "--remind", "21:00"])
        let result = try store.run(["remind", "ics"], now: "2025-03-10T12:00")
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("BEGIN:VCALENDAR\r\n") && result.stdout.hasSuffix("END:VCALENDAR\r\n"))
        #expect(result.stdout.components(separatedBy: "UID:cadence-reminder-").count - 1 == 14)
        // After the 14 days, the daily reminder as one recurring event (docs/domain-rules.md
        // §17 The calendar feed's recurring events).
        #expect(result.stdout.components(separatedBy: "BEGIN:VEVENT").count - 1 == 15)
        #expect(result.stdout.contains("DTSTART;TZID=Europe/Paris:20250324T210000\r\nDURATION:PT5M\r\nRRULE:FREQ=DAILY;UNTIL="))
    }
}
