import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §1: weekdays use ISO 8601 numbers, 1 = Monday … 7 = Sunday; 7 is never Saturday
/// (never off by one: 3 is Tuesday, not Wednesday).
@Suite struct WeekdayTests {
    @Test(arguments: [
        (1, Weekday.monday), (2, .tuesday), (3, .wednesday), (4, .thursday), (5, .friday), (6, .saturday),
        (7, .sunday),
    ])
    func numbersAreISO8601(number: Int, weekday: Weekday) {
        #expect(Weekday(rawValue: number) == weekday)
        #expect(weekday.rawValue == number)
    }

    @Test(arguments: [0, 8, -1])
    func numbersOutsideOneToSevenAreNotWeekdays(number: Int) {
        #expect(Weekday(rawValue: number) == nil)
        #expect(Weekday(name: String(number)) == nil)
    }

    @Test(arguments: [
        ("2", Weekday.tuesday), ("7", .sunday), ("3", .wednesday), ("tue", .tuesday), ("Tuesday", .tuesday),
        ("SUN", .sunday), (" mon ", .monday),
    ])
    func parsesNamesAndISONumbers(text: String, weekday: Weekday) {
        #expect(Weekday(name: text) == weekday)
    }

    @Test(arguments: ["", "tu", "x", "funday"])
    func refusesUnknownNames(text: String) {
        #expect(Weekday(name: text) == nil)
    }

    /// Foundation numbers weekdays 1 = Sunday … 7 = Saturday; Cadence's ISO weekday must agree
    /// with it on every day, without sharing its numbering.
    @Test func dayWeekdayAgreesWithFoundationOverThreeYears() {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        for day in Day("2025-01-01")!.through(Day("2027-12-31")!) {
            let noon = Date(timeIntervalSince1970: Double(day.ordinal) * 86_400 + 43_200)
            let foundationNumber = gregorian.component(.weekday, from: noon)
            let isoNumber = (foundationNumber + 5) % 7 + 1
            #expect(day.weekday.rawValue == isoNumber, "\(day)")
        }
    }
}
