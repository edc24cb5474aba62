import Foundation
import Testing

/// docs/domain-rules.md §16 Schedules by the month and by the fortnight, through the
/// built binary: `habit add` and `habit edit` with `--days-of-month`, `--nth-weekday` and
/// `--every-weeks` with `--on`; the JSON shapes; due days on Today; bounds (exit 1, nothing
/// written) and malformed options (exit 2).
@Suite struct CalendarScheduleCommandTests {
    @Test func addWritesEachScheduleAsItsJSON() throws {
        let store = try TemporaryStore()
        let bills = try store.runJSON(["habit", "add", "Bills", "--days-of-month", "1,15,last"]).object()
        #expect(bills.object("schedule")?.string("type") == "daysOfMonth")
        #expect(bills.object("schedule")?["days"] as? [Int] == [1, 15, -1])
        let meeting = try store.runJSON(["habit", "add", "Meeting", "--nth-weekday", "2tue"]).object()
        #expect(meeting.object("schedule")?.string("type") == "nthWeekday")
        #expect(meeting.object("schedule")?.int("week") == 2)
        #expect(meeting.object("schedule")?.string("weekday") == "tue")
        let review = try store.runJSON(["habit", "add", "Review", "--nth-weekday", "last-fri"]).object()
        #expect(review.object("schedule")?.int("week") == -1)
        #expect(review.object("schedule")?.string("weekday") == "fri")
        let run = try store.runJSON(["habit", "add", "Run", "--every-weeks", "2", "--on", "mon,thu"]).object()
        #expect(run.object("schedule")?.string("type") == "everyNWeeks")
        #expect(run.object("schedule")?.int("weeks") == 2)
        #expect(run.object("schedule")?["weekdays"] as? [String] == ["mon", "thu"])
        let text = try store.run(["habit", "add", "Rent", "--days-of-month", "last"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("days last of the month"), "\(text.stdout)")
    }

    @Test func editChangesTheSchedule() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Review"])
        let edited = try store.runJSON(["habit", "edit", "Review", "--nth-weekday", "3rd wed"]).object()
        #expect(edited.object("schedule")?.string("type") == "nthWeekday")
        #expect(edited.object("schedule")?.int("week") == 3)
        let again = try store.runJSON(["habit", "edit", "Review", "--every-weeks", "3", "--on", "sun"]).object()
        #expect(again.object("schedule")?.int("weeks") == 3)
        #expect(again.object("schedule")?["weekdays"] as? [String] == ["sun"])
        let shown = try store.runJSON(["habit", "show", "Review"]).object()
        #expect(shown.object("schedule")?.string("type") == "everyNWeeks")
    }

    /// 2025-03-10 is a Monday, the 10th; 2025-03-11 the 2nd Tuesday of March.
    @Test func todayListsTheHabitOnDueDaysOnly() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Tenth", "--days-of-month", "10,31"])
        try store.runJSON(["habit", "add", "Meeting", "--nth-weekday", "2tue"])
        try store.runJSON(["habit", "add", "Run", "--every-weeks", "2", "--on", "mon"])
        func due(_ now: String) throws -> [String] {
            let habits = try store.runJSON(["today"], now: now).object().objects("habits") ?? []
            return habits.filter { $0.bool("due") == true }.compactMap { $0.string("name") }.sorted()
        }
        #expect(try due("2025-03-10") == ["Run", "Tenth"])
        #expect(try due("2025-03-11") == ["Meeting"])
        #expect(try due("2025-03-17").isEmpty)  // the week between
        #expect(try due("2025-03-24") == ["Run"])
        #expect(try due("2025-03-31") == ["Tenth"])  // Monday the 31st, in Run's off week
        #expect(try due("2025-04-30").isEmpty)  // April has no 31st
    }

    @Test func boundsAreRefusedAndWriteNothing() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Read"])
        let before = try store.runJSON(["habit", "list", "--archived"]).stdout
        let refused: [([String], String)] = [
            (["habit", "add", "Bills", "--days-of-month", "0,15"], "daysOfMonthOutOfRange"),
            (["habit", "add", "Bills", "--days-of-month", "32"], "daysOfMonthOutOfRange"),
            (["habit", "add", "Meeting", "--nth-weekday", "6tue"], "nthWeekdayOutOfRange"),
            (["habit", "add", "Run", "--every-weeks", "53", "--on", "mon"], "everyNWeeksOutOfRange"),
            (["habit", "edit", "Read", "--every-weeks", "0", "--on", "mon"], "everyNWeeksOutOfRange"),
        ]
        for (arguments, code) in refused {
            let result = try store.run(["--json"] + arguments)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(try result.errorCode() == code, "\(arguments): \(result.stderr)")
        }
        let usage: [([String], String)] = [
            (["habit", "add", "Bills", "--days-of-month", "1,x"], "days of the month"),
            (["habit", "add", "Meeting", "--nth-weekday", "tue"], "weekday of the month"),
            (["habit", "add", "Run", "--every-weeks", "2"], "needs the weekdays"),
            (["habit", "add", "Run", "--days-of-month", "1", "--on", "mon"], "one schedule"),
        ]
        for (arguments, message) in usage {
            let result = try store.run(["--json"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        #expect(try store.runJSON(["habit", "list", "--archived"]).stdout == before)
    }

    @Test func aStreakPassesOverDaysThatAreNotDue() throws {
        let store = try TemporaryStore()
        try store.runJSON(["habit", "add", "Bills", "--days-of-month", "1,15", "--start", "2025-01-01"])
        for day in ["2025-01-01", "2025-01-15", "2025-02-01", "2025-02-15", "2025-03-01"] {
            try store.runJSON(["done", "Bills", "--date", day])
        }
        #expect(try store.runJSON(["stats", "Bills"]).object().object("streak")?.int("current") == 5)
        try store.runJSON(["undo", "Bills", "--date", "2025-02-01"])
        #expect(try store.runJSON(["stats", "Bills"]).object().object("streak")?.int("current") == 2)
    }
}
