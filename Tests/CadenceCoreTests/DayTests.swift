import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §1: a day is a civil date; day arithmetic is calendar arithmetic.
@Suite struct DayTests {
    @Test(arguments: ["2026-03-08", "2024-02-29", "1970-01-01", "1999-12-31", "2026-11-01", "1900-01-01", "2199-12-31"])
    func parsesAndPrintsCivilDates(text: String) throws {
        let day = try #require(Day(text))
        #expect(day.description == text)
    }

    @Test(arguments: [
        "2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-01", "20260101", "2026-01-01T00:00",
        "abcd-ef-gh", "", "2026-01-٠١",
        // docs/domain-rules.md §7 "Dates": input dates lie in 1900-01-01 … 2199-12-31.
        "0001-01-01", "0000-01-01", "1899-12-31", "2200-01-01", "9999-12-31",
    ])
    func refusesTextsThatAreNotCivilDates(text: String) {
        #expect(Day(text) == nil)
    }

    @Test func fieldsNameARealDateOrNothing() {
        #expect(Day(year: 2024, month: 2, day: 29) != nil)
        #expect(Day(year: 2023, month: 2, day: 29) == nil)
        #expect(Day(year: 2100, month: 2, day: 29) == nil)
        #expect(Day(year: 2000, month: 2, day: 29) != nil)
        #expect(Day(year: 2026, month: 6, day: 31) == nil)
    }

    @Test func ordinalZeroIsThursdayFirstOfJanuary1970() {
        let epoch = Day(ordinal: 0)
        #expect(epoch.description == "1970-01-01")
        #expect(epoch.weekday == .thursday)
        #expect(Day(ordinal: -1).description == "1969-12-31")
        #expect(Day(ordinal: -1).weekday == .wednesday)
    }

    @Test func componentsRoundTripOverFourHundredYears() {
        // One full Gregorian cycle, stepping by a prime so every month and leap rule is hit.
        let first = Day("1900-01-01")!.ordinal
        let last = Day(year: 2300, month: 1, day: 1)!.ordinal
        for ordinal in stride(from: first, through: last, by: 37) {
            let day = Day(ordinal: ordinal)
            let (year, month, dayOfMonth) = day.components
            #expect(Day(year: year, month: month, day: dayOfMonth) == day)
        }
    }

    @Test(arguments: [
        ("2026-03-02", Weekday.monday), ("2026-03-03", .tuesday), ("2026-03-04", .wednesday),
        ("2026-03-05", .thursday), ("2026-03-06", .friday), ("2026-03-07", .saturday), ("2026-03-08", .sunday),
    ])
    func weekdayIsTheISONumber(text: String, weekday: Weekday) {
        #expect(Day(text)!.weekday == weekday)
    }

    /// docs/domain-rules.md §1: DST days are 23 or 25 hours long and behave like any other day.
    @Test(arguments: [
        ("2026-03-07", 1, "2026-03-08"), ("2026-03-07", 2, "2026-03-09"), ("2026-03-09", -2, "2026-03-07"),
        ("2026-10-31", 1, "2026-11-01"), ("2026-10-31", 2, "2026-11-02"), ("2026-11-02", -2, "2026-10-31"),
        ("2026-03-28", 2, "2026-03-30"), ("2026-10-24", 2, "2026-10-26"),
    ])
    func addingDaysAcrossDaylightSavingChangesIsExact(from: String, count: Int, expected: String) {
        let start = Day(from)!
        let end = start.adding(days: count)
        #expect(end == Day(expected)!)
        #expect(start.days(until: end) == count)
        #expect(end.days(until: start) == -count)
    }

    @Test(arguments: [
        ("2024-02-28", 1, "2024-02-29"), ("2023-02-28", 1, "2023-03-01"), ("2025-12-31", 1, "2026-01-01"),
        ("2026-01-01", -1, "2025-12-31"), ("2024-01-01", 366, "2025-01-01"), ("2025-01-01", 365, "2026-01-01"),
        ("2026-06-17", 0, "2026-06-17"),
    ])
    func addingDaysCrossesMonthsYearsAndLeapDays(from: String, count: Int, expected: String) {
        #expect(Day(from)!.adding(days: count) == Day(expected)!)
        #expect(Day(from)!.days(until: Day(expected)!) == count)
    }

    /// docs/domain-rules.md §1: the week starts on the user's week start (Monday by default, or Sunday).
    @Test(arguments: [
        ("2026-03-04", Weekday.monday, "2026-03-02"), ("2026-03-02", .monday, "2026-03-02"),
        ("2026-03-08", .monday, "2026-03-02"), ("2026-03-04", .sunday, "2026-03-01"),
        ("2026-03-08", .sunday, "2026-03-08"), ("2026-03-07", .sunday, "2026-03-01"),
        ("2026-01-01", .monday, "2025-12-29"),
    ])
    func firstOfWeekFollowsTheWeekStart(text: String, weekStart: Weekday, expected: String) {
        #expect(Day(text)!.firstOfWeek(startingOn: weekStart) == Day(expected)!)
    }

    /// docs/domain-rules.md §1: a month is the calendar month.
    @Test(arguments: [
        ("2026-02-14", "2026-02-01", "2026-02-28"), ("2024-02-14", "2024-02-01", "2024-02-29"),
        ("2026-04-30", "2026-04-01", "2026-04-30"), ("2026-12-01", "2026-12-01", "2026-12-31"),
    ])
    func monthBoundsAreTheCalendarMonth(text: String, first: String, last: String) {
        #expect(Day(text)!.firstOfMonth == Day(first)!)
        #expect(Day(text)!.lastOfMonth == Day(last)!)
    }

    @Test(arguments: [
        ("2026-01-31", 1, "2026-02-28"), ("2024-01-31", 1, "2024-02-29"), ("2026-03-31", -1, "2026-02-28"),
        ("2026-11-15", 2, "2027-01-15"), ("2026-01-15", -13, "2024-12-15"),
    ])
    func addingMonthsClampsToTheMonthLength(from: String, count: Int, expected: String) {
        #expect(Day(from)!.adding(months: count) == Day(expected)!)
    }

    @Test func throughListsEveryDayInclusive() {
        let days = Day("2026-02-27")!.through(Day("2026-03-02")!)
        #expect(days.map(\.description) == ["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"])
        #expect(Day("2026-03-02")!.through(Day("2026-03-02")!).count == 1)
        #expect(Day("2026-03-02")!.through(Day("2026-03-01")!).isEmpty)
    }

    @Test func codesAsAnISODateString() throws {
        let data = try JSONEncoder().encode([Day("2026-03-08")!])
        #expect(String(decoding: data, as: UTF8.self) == #"["2026-03-08"]"#)
        #expect(try JSONDecoder().decode([Day].self, from: data) == [Day("2026-03-08")!])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Day].self, from: Data(#"["2026-02-30"]"#.utf8))
        }
    }

    @Test func ordersChronologically() {
        #expect(Day("2025-12-31")! < Day("2026-01-01")!)
        #expect(
            [Day("2026-03-08")!, Day("2024-02-29")!, Day("2026-01-01")!].sorted().map(\.description)
                == ["2024-02-29", "2026-01-01", "2026-03-08"])
    }
}
