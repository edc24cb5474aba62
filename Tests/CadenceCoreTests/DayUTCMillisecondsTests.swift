import CadenceCore
import Foundation
import Testing

/// UTC dates from and to milliseconds since 1970, at their edges (docs/domain-rules.md §1).
@Suite struct DayUTCMillisecondsTests {
    @Test(arguments: [
        (Int64(0), 0, Int64(0)), (1, 0, 1), (86_399_999, 0, 86_399_999), (86_400_000, 1, 0), (-1, -1, 86_399_999),
        (-86_400_000, -1, 0), (-86_400_001, -2, 86_399_999),
    ])
    func splitsAnInstantIntoItsDateAndTheTimeIntoIt(_ milliseconds: Int64, _ ordinal: Int, _ rest: Int64) {
        let (day, millisecondOfDay) = Day.utcDate(ofMilliseconds: milliseconds)
        #expect(day.ordinal == ordinal)
        #expect(millisecondOfDay == rest)
    }

    @Test func theExtremesDoNotTrap() {
        let low = Day.utcDate(ofMilliseconds: .min)
        #expect(low.day.ordinal == -106_751_991_168)
        #expect((0..<Day.millisecondsPerDay).contains(low.millisecondOfDay))
        let high = Day.utcDate(ofMilliseconds: .max)
        #expect(high.day.ordinal == 106_751_991_167)
        #expect((0..<Day.millisecondsPerDay).contains(high.millisecondOfDay))
        #expect(!Day.supported.contains(low.day))
    }

    @Test func midnightRoundTripsOverTheSupportedRange() {
        for day in [Day.supported.lowerBound, Day(ordinal: -1), Day(ordinal: 0), Day(ordinal: 20_000), Day.supported.upperBound] {
            #expect(Day.utcDate(ofMilliseconds: day.utcMidnightMilliseconds) == (day, 0))
            #expect(Day.utcDate(ofMilliseconds: day.utcMidnightMilliseconds + Day.millisecondsPerDay - 1).day == day)
        }
    }

    @Test func midnightOfAFarDayClampsInsteadOfTrapping() {
        #expect(Day(ordinal: Int.max).utcMidnightMilliseconds == .max)
        #expect(Day(ordinal: Int.min).utcMidnightMilliseconds == .min)
    }
}

/// The dates that can be someone's today at one instant (docs/domain-rules.md §1).
@Suite struct PossibleTodaysTests {
    @Test(arguments: ["Pacific/Kiritimati", "Pacific/Pago_Pago", "Etc/GMT+12", "Etc/GMT-14", "America/New_York", "UTC"])
    func everyZoneAndDayStartFallsInside(_ zone: String) throws {
        // Around the New York DST change and at both ends of a UTC day.
        for seconds in [1_772_949_600.0, 1_772_928_000.0, 1_773_014_399.0, 0.0] {
            let instant = Date(timeIntervalSince1970: seconds)
            let range = Day.possibleTodays(at: instant)
            for hour in [0, 4, 23] {
                let calendar = try UserCalendar(settings: UserSettings(timeZoneIdentifier: zone, dayStartHour: hour))
                #expect(range.contains(calendar.day(containing: instant)), "\(zone) day start \(hour) at \(seconds)")
            }
        }
    }

    @Test func itIsFourDays() {
        let range = Day.possibleTodays(at: Date(timeIntervalSince1970: 86_400 * 100))
        #expect(range.lowerBound.ordinal == 98)
        #expect(range.upperBound.ordinal == 101)
    }
}
