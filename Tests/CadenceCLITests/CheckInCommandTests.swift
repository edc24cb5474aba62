import Foundation
import Testing

/// `cadence done|set|undo|skip|rate|note|entries|entry delete`, through the built binary.
@Suite struct CheckInCommandTests {
    @Test func doneOnASimpleHabitRecordsOne() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Stretch"])
        let entries = try store.runJSON(["done", "Stretch"]).array()
        let entry = try #require(entries.first)
        #expect(entries.count == 1)
        #expect(entry.keySet == Shape.entry)
        #expect(entry.double("amount") == 1)
        #expect(entry.isNull("unit"))
        #expect(entry.isNull("note"))
        #expect(entry.string("date") == "2025-03-10")
        #expect(entry.string("at") == "2025-03-10T11:00:00Z")
    }

    @Test func doneOnAMeasuredHabitDefaultsToTheDailyTarget() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Water", "--target", "8", "--unit", "cups"])
        let entry = try #require(try store.runJSON(["done", "Water"]).array().first)
        #expect(entry.double("amount") == 8)
        #expect(entry.string("unit") == "cups")
        let two = try #require(try store.runJSON(["done", "Water", "2"]).array().first)
        #expect(two.double("amount") == 2)
    }

    @Test func doneConvertsACompatibleUnit() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Run", "--target", "5", "--unit", "km"])
        let entry = try #require(try store.runJSON(["done", "Run", "500", "m"]).array().first)
        #expect(entry.double("amount") == 0.5)
        #expect(entry.string("unit") == "km")
        let refused = try store.run(["--json", "done", "Run", "3", "cups"])
        #expect(refused.status == 1)
        #expect(try refused.errorCode() == "unitIncompatible")
        let human = try store.run(["done", "Run", "1", "mi"])
        #expect(human.status == 0)
        #expect(human.stdout.contains("+1.61 km"))
    }

    @Test func backfillWithDateTimeAndNote() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Run", "--target", "5", "--unit", "km", "--start", "2025-03-01"])
        let entry = try #require(
            try store.runJSON(["done", "Run", "3", "--date", "-1", "--time", "07:15", "--note", "easy"]).array().first)
        #expect(entry.string("date") == "2025-03-09")
        #expect(entry.string("at") == "2025-03-09T06:15:00Z")
        #expect(entry.string("note") == "easy")
        let yesterday = try #require(try store.runJSON(["done", "Run", "1", "--date", "yesterday"]).array().first)
        #expect(yesterday.string("date") == "2025-03-09")
        #expect(yesterday.string("at") == "2025-03-09T11:00:00Z")
        let absolute = try #require(try store.runJSON(["done", "Run", "--date", "2025-03-02"]).array().first)
        #expect(absolute.string("date") == "2025-03-02")
    }

    @Test func nowOptionAndVariableMoveToday() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        // --now wins over CADENCE_NOW; a date means 12:00 local time; -1 is relative to that today.
        let flagged = try store.run(["--json", "--now", "2025-03-12", "done", "Read", "--date", "-1"])
        #expect(flagged.status == 0)
        #expect(try flagged.array().first?.string("date") == "2025-03-11")
        let instant = try store.run(["--json", "done", "Read"], now: "2025-03-12T22:30:00Z")
        // 22:30 UTC is 23:30 in Paris: still the 12th.
        #expect(try instant.array().first?.string("date") == "2025-03-12")
        #expect(try instant.array().first?.string("at") == "2025-03-12T22:30:00Z")
        let late = try store.run(["--json", "done", "Read"], now: "2025-03-12T23:30:00Z")
        #expect(try late.array().first?.string("date") == "2025-03-13")
        let local = try store.run(["--json", "done", "Read"], now: "2025-03-14T08:45")
        #expect(try local.array().first?.string("at") == "2025-03-14T07:45:00Z")
    }

    @Test func checkInsOutsideTheHabitsDatesAreRefusedAndWriteNothing() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        let before = try store.runJSON(["entries", "Read"]).stdout
        let early = try store.run(["--json", "done", "Read", "--date", "-1"])
        #expect(early.status == 1)
        #expect(try early.errorCode() == "checkInBeforeStart")
        let future = try store.run(["--json", "done", "Read", "--date", "tomorrow"])
        #expect(future.status == 1)
        #expect(try future.errorCode() == "checkInInFuture")
        #expect(future.stderr.contains("future"))
        #expect(try store.runJSON(["entries", "Read"]).stdout == before)
    }

    @Test func setReplacesTheDaysCheckIns() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Water", "--target", "8", "--unit", "cups", "--start", "-5"])
        try store.runJSON(["done", "Water", "2"])
        try store.runJSON(["done", "Water", "3"])
        let set = try store.runJSON(["set", "Water", "5"]).array()
        #expect(set.map { $0.double("amount") } == [5])
        #expect(try store.runJSON(["entries", "Water"]).array().map { $0.double("amount") } == [5])
        let yesterday = try store.runJSON(["set", "Water", "4", "--date", "-1"]).array()
        #expect(yesterday.first?.double("amount") == 4)
        #expect(yesterday.first?.string("date") == "2025-03-09")
        let cleared = try store.runJSON(["set", "Water", "0"]).array()
        #expect(cleared.isEmpty)
        #expect(try store.runJSON(["entries", "Water", "--from", "today"]).array().isEmpty)
    }

    @Test func undoRemovesTheLatestCheckIn() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Water", "--target", "8", "--unit", "cups"])
        try store.runJSON(["done", "Water", "2"], now: "2025-03-10T09:00")
        try store.runJSON(["done", "Water", "3"], now: "2025-03-10T10:00")
        let undone = try store.runJSON(["undo", "Water"], now: "2025-03-10T11:00").object()
        #expect(undone.keySet == Shape.entry)
        #expect(undone.double("amount") == 3)
        #expect(try store.runJSON(["entries", "Water"]).array().map { $0.double("amount") } == [2])
        try store.runJSON(["undo", "Water"])
        let nothing = try store.run(["--json", "undo", "Water"])
        #expect(nothing.status == 1)
        #expect(try nothing.errorCode() == "nothingToUndo")
    }

    @Test func skipARangeAndTakeItBack() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Run", "--start", "2025-03-01"])
        for day in ["2025-03-01", "2025-03-02", "2025-03-06", "2025-03-07", "2025-03-08", "2025-03-09"] {
            try store.runJSON(["done", "Run", "--date", day])
        }
        #expect(try store.runJSON(["stats", "Run"]).object().object("streak")?.int("current") == 4)
        let skipped = try store.runJSON(["skip", "Run", "--from", "2025-03-03", "--to", "2025-03-05"]).object()
        #expect(skipped.keySet == ["habit", "from", "to", "skipped"])
        #expect(skipped.object("habit")?.keySet == ["id", "name"])
        #expect(skipped.string("from") == "2025-03-03")
        #expect(skipped.string("to") == "2025-03-05")
        #expect(skipped.bool("skipped") == true)
        // Skipped days are neutral: the streak runs across them.
        #expect(try store.runJSON(["stats", "Run"]).object().object("streak")?.int("current") == 6)
        let undone = try store.runJSON(["skip", "Run", "--from", "-7", "--to", "-5", "--undo"]).object()
        #expect(undone.bool("skipped") == false)
        #expect(try store.runJSON(["stats", "Run"]).object().object("streak")?.int("current") == 4)
    }

    @Test func skipTodayTakesTheHabitOutOfTheCount() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Run"])
        try store.runJSON(["habit", "add", "Read"])
        try store.runJSON(["skip", "Run"])
        let today = try store.runJSON(["today"]).object()
        #expect(today.int("total") == 1)
        #expect(today.objects("habits")?.first { $0.string("name") == "Run" }?.bool("skipped") == true)
        let usage = try store.run(["skip", "Run", "--date", "-1", "--from", "-2", "--to", "-1"])
        #expect(usage.status == 2)
    }

    @Test func rateAndNoteADay() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Run", "--start", "-3"])
        let rated = try store.runJSON(["rate", "Run", "4", "--date", "-1"]).object()
        #expect(rated.keySet == Shape.dayRecord)
        #expect(rated.int("difficulty") == 4)
        #expect(rated.string("date") == "2025-03-09")
        #expect(rated.isNull("note"))
        let noted = try store.runJSON(["note", "Run", "windy", "--date", "-1"]).object()
        #expect(noted.string("note") == "windy")
        #expect(noted.int("difficulty") == 4)
        let refused = try store.run(["--json", "rate", "Run", "6"])
        #expect(refused.status == 1)
        #expect(try refused.errorCode() == "difficultyOutOfRange")
        let entries = try store.run(["entries", "Run"])
        #expect(entries.stdout.contains("windy"))
        #expect(entries.stdout.contains("4/5"))
    }

    @Test func entriesInARangeAndDeleteOne() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Run", "--target", "5", "--unit", "km", "--start", "-10"])
        for day in ["-5", "-3", "-1"] { try store.runJSON(["done", "Run", "2", "--date", day]) }
        let all = try store.runJSON(["entries", "Run"]).array()
        #expect(all.map { $0.string("date") } == ["2025-03-05", "2025-03-07", "2025-03-09"])
        #expect(all.allSatisfy { $0.keySet == Shape.entry })
        let range = try store.runJSON(["entries", "Run", "--from", "-4", "--to", "-2"]).array()
        #expect(range.map { $0.string("date") } == ["2025-03-07"])
        let id = try #require(range.first?.int("id"))
        let deleted = try store.runJSON(["entry", "delete", "\(id)"]).object()
        #expect(deleted.int("id") == id)
        #expect(try store.runJSON(["entries", "Run"]).array().count == 2)
        let again = try store.run(["--json", "entry", "delete", "\(id)"])
        #expect(again.status == 1)
        #expect(try again.errorCode() == "notFound")
    }

    @Test func dayStartIsRespected() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read", "--start", "2025-03-01"])
        try store.runJSON(["settings", "set", "day-start", "4"])
        // 02:00 on the 10th belongs to the 9th with a day starting at 04:00.
        let entry = try store.run(["--json", "done", "Read"], now: "2025-03-10T02:00")
        #expect(try entry.array().first?.string("date") == "2025-03-09")
        let yesterday = try store.run(["--json", "done", "Read", "--date", "yesterday"], now: "2025-03-10T02:00")
        #expect(try yesterday.array().first?.string("date") == "2025-03-08")
    }
}
