import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §1: instants become days with the user's calendar — IANA zone, day start, week start.
@Suite struct UserCalendarTests {
    @Test(arguments: [
        ("Europe/Paris", "2026-06-15T21:59:00Z", "2026-06-15"), ("Europe/Paris", "2026-06-15T22:00:00Z", "2026-06-16"),
        ("America/Los_Angeles", "2026-06-16T06:59:00Z", "2026-06-15"),
        ("Asia/Tokyo", "2026-06-15T15:00:00Z", "2026-06-16"),
        ("UTC", "2026-06-15T23:59:59Z", "2026-06-15"), ("Asia/Kolkata", "2026-06-15T18:29:00Z", "2026-06-15"),
        ("Asia/Kolkata", "2026-06-15T18:30:00Z", "2026-06-16"),
    ])
    func dayIsTheCivilDateInTheUsersZone(zone: String, utc: String, expected: String) {
        #expect(userCalendar(zone).day(containing: instant(utc)) == Day(expected)!)
    }

    /// docs/domain-rules.md §1: zones far apart — the same instant is two different days.
    @Test(arguments: [
        ("2026-06-15T09:30:00Z", "2026-06-15", "2026-06-14"), ("2026-06-15T10:30:00Z", "2026-06-16", "2026-06-14"),
        ("2026-06-15T11:30:00Z", "2026-06-16", "2026-06-15"),
    ])
    func farEastAndFarWestZonesGiveDifferentDaysForOneInstant(utc: String, kiritimati: String, pagoPago: String) {
        let moment = instant(utc)
        let east = userCalendar("Pacific/Kiritimati").day(containing: moment)
        let west = userCalendar("Pacific/Pago_Pago").day(containing: moment)
        #expect(east == Day(kiritimati)!)
        #expect(west == Day(pagoPago)!)
        #expect(east != west)
    }

    @Test func kiritimatiAndPagoPagoAreTwentyFiveHoursApart() {
        // 00:30 on June 16 in Kiritimati (UTC+14) is 23:30 on June 14 in Pago Pago (UTC−11).
        let moment = instant("2026-06-15T10:30:00Z")
        #expect(userCalendar("Pacific/Kiritimati").minuteOfDay(of: moment) == 30)
        #expect(userCalendar("Pacific/Pago_Pago").minuteOfDay(of: moment) == 23 * 60 + 30)
        #expect(Day("2026-06-14")!.days(until: Day("2026-06-16")!) == 2)
    }

    /// docs/domain-rules.md §1: with day start 4, a check-in at 01:30 belongs to the previous date.
    @Test(arguments: [
        ("2026-06-16T01:30:00+02:00", "2026-06-15"), ("2026-06-16T03:59:59+02:00", "2026-06-15"),
        ("2026-06-16T04:00:00+02:00", "2026-06-16"), ("2026-06-16T23:59:00+02:00", "2026-06-16"),
        ("2026-06-16T00:00:00+02:00", "2026-06-15"),
    ])
    func dayStartFourMovesEarlyHoursToThePreviousDate(local: String, expected: String) {
        let calendar = userCalendar("Europe/Paris", dayStartHour: 4)
        #expect(calendar.day(containing: instant(local)) == Day(expected)!)
    }

    @Test(arguments: [
        ("2026-06-16T00:00:00+02:00", "2026-06-16"), ("2026-06-15T23:59:59+02:00", "2026-06-15"),
    ])
    func dayStartZeroIsMidnight(local: String, expected: String) {
        let calendar = userCalendar("Europe/Paris")
        #expect(calendar.dayStartHour == 0)
        #expect(calendar.day(containing: instant(local)) == Day(expected)!)
    }

    /// docs/domain-rules.md §1: spring-forward and fall-back days are one day each — 00:30 and 23:30 local
    /// on that date belong to it.
    @Test(arguments: [
        // America/New_York, spring forward 2026-03-08 (00:30 EST, 23:30 EDT).
        ("America/New_York", "2026-03-08", "2026-03-08T05:30:00Z", "2026-03-09T03:30:00Z"),
        // America/New_York, fall back 2026-11-01 (00:30 EDT, 23:30 EST).
        ("America/New_York", "2026-11-01", "2026-11-01T04:30:00Z", "2026-11-02T04:30:00Z"),
        // Europe/Berlin, spring forward 2026-03-29 (00:30 CET, 23:30 CEST).
        ("Europe/Berlin", "2026-03-29", "2026-03-28T23:30:00Z", "2026-03-29T21:30:00Z"),
        // Europe/Berlin, fall back 2026-10-25 (00:30 CEST, 23:30 CET).
        ("Europe/Berlin", "2026-10-25", "2026-10-24T22:30:00Z", "2026-10-25T22:30:00Z"),
    ])
    func daylightSavingDaysHoldTheirWholeLocalDate(zone: String, date: String, early: String, late: String) {
        let calendar = userCalendar(zone)
        let day = Day(date)!
        #expect(calendar.day(containing: instant(early)) == day)
        #expect(calendar.day(containing: instant(late)) == day)
        #expect(calendar.minuteOfDay(of: instant(early)) == 30)
        #expect(calendar.minuteOfDay(of: instant(late)) == 23 * 60 + 30)
        // The minute before and the minute after belong to the neighbouring dates.
        #expect(calendar.day(containing: instant(early).addingTimeInterval(-31 * 60)) == day.adding(days: -1))
        #expect(calendar.day(containing: instant(late).addingTimeInterval(30 * 60)) == day.adding(days: 1))
    }

    /// docs/domain-rules.md §1: day arithmetic is never `86_400 s` steps — a day is 23 or 25 hours on DST
    /// days (23½ on Lord Howe Island, whose clocks move by half an hour).
    @Test(arguments: [
        ("America/New_York", "2026-03-08", 0, 23 * 60), ("America/New_York", "2026-11-01", 0, 25 * 60),
        ("Europe/Berlin", "2026-03-29", 0, 23 * 60), ("Europe/Berlin", "2026-10-25", 0, 25 * 60),
        ("America/New_York", "2026-06-15", 0, 24 * 60), ("Pacific/Kiritimati", "2026-03-08", 0, 24 * 60),
        ("America/New_York", "2026-03-07", 2, 24 * 60), ("America/New_York", "2026-03-08", 2, 23 * 60),
        ("America/New_York", "2026-03-08", 4, 24 * 60), ("Australia/Lord_Howe", "2026-10-04", 0, 23 * 60 + 30),
        ("Australia/Lord_Howe", "2026-10-03", 2, 24 * 60), ("Australia/Lord_Howe", "2026-10-04", 2, 23 * 60 + 30),
        ("Australia/Lord_Howe", "2026-04-05", 0, 24 * 60 + 30),
    ])
    func daylightSavingDaysAreShorterOrLongerButCountAsOneDay(
        zone: String, date: String, dayStartHour: Int, minutes: Int
    ) {
        let calendar = userCalendar(zone, dayStartHour: dayStartHour)
        let day = Day(date)!
        let length = calendar.start(of: day.adding(days: 1)).timeIntervalSince(calendar.start(of: day))
        #expect(length == Double(minutes * 60))
        #expect(calendar.day(containing: calendar.start(of: day)) == day)
        #expect(calendar.day(containing: calendar.start(of: day.adding(days: 1))) == day.adding(days: 1))
    }

    /// A wall time skipped by spring forward moves on by the gap; one repeated by fall back is
    /// its first occurrence (the rule `start(of:)` relies on).
    @Test(arguments: [
        ("Asia/Tokyo", "2026-06-15", 12, 0, "2026-06-15T03:00:00Z"),
        ("America/New_York", "2026-03-08", 2, 30, "2026-03-08T07:30:00Z"),  // 03:30 EDT
        ("America/New_York", "2026-11-01", 1, 30, "2026-11-01T05:30:00Z"),  // 01:30 EDT, not EST
        ("Europe/Berlin", "2026-03-29", 2, 30, "2026-03-29T01:30:00Z"),  // 03:30 CEST
        ("Europe/Berlin", "2026-10-25", 2, 30, "2026-10-25T00:30:00Z"),  // 02:30 CEST, not CET
        ("Australia/Lord_Howe", "2026-10-04", 2, 10, "2026-10-03T15:40:00Z"),  // 02:40 (+11:00)
        ("Australia/Lord_Howe", "2026-04-05", 1, 45, "2026-04-04T14:45:00Z"),  // 01:45 (+11:00), not (+10:30)
        ("America/New_York", "2026-03-08", 23, 30, "2026-03-09T03:30:00Z"),
        ("America/New_York", "2026-11-01", 23, 30, "2026-11-02T04:30:00Z"),
    ])
    func wallTimesAroundDaylightSavingChangesResolveToOneInstant(
        zone: String, date: String, hour: Int, minute: Int, utc: String
    ) {
        #expect(userCalendar(zone).instant(on: Day(date)!, hour: hour, minute: minute) == instant(utc))
    }

    @Test func twentyFourHoursAfterFallBackMorningIsStillTheSameDay() {
        // 00:30 EDT on 2026-11-01 plus 86 400 s is 23:30 EST the same date: seconds are not days.
        let calendar = userCalendar("America/New_York")
        let morning = instant("2026-11-01T04:30:00Z")
        #expect(calendar.day(containing: morning.addingTimeInterval(86_400)) == Day("2026-11-01")!)
        // And after spring forward, 24 h after 00:30 is already 01:30 the next date.
        let springMorning = instant("2026-03-08T05:30:00Z")
        #expect(calendar.day(containing: springMorning.addingTimeInterval(86_400)) == Day("2026-03-09")!)
        #expect(calendar.minuteOfDay(of: springMorning.addingTimeInterval(86_400)) == 90)
    }

    @Test(arguments: [
        ("America/New_York", "2026-11-01T05:30:00Z"), ("America/New_York", "2026-11-01T06:30:00Z"),
        ("Europe/Berlin", "2026-10-25T00:30:00Z"), ("Europe/Berlin", "2026-10-25T01:30:00Z"),
    ])
    func theRepeatedHourOfFallBackBelongsToTheSameDay(zone: String, utc: String) {
        let calendar = userCalendar(zone)
        let moment = instant(utc)
        #expect(calendar.day(containing: moment).description == String(utc.prefix(10)))
    }

    @Test(arguments: [
        ("2026-03-08T07:30:00Z", "2026-03-07"), ("2026-03-08T08:00:00Z", "2026-03-08"),
        ("2026-11-01T08:59:00Z", "2026-10-31"), ("2026-11-01T09:00:00Z", "2026-11-01"),
    ])
    func dayStartWorksOnDaylightSavingDays(utc: String, expected: String) {
        // Day start 4 in New York: 03:30 EDT on spring-forward morning is still the previous
        // date; on fall-back morning 03:59 EST (08:59 Z) is too, 04:00 EST (09:00 Z) is not.
        let calendar = userCalendar("America/New_York", dayStartHour: 4)
        #expect(calendar.day(containing: instant(utc)) == Day(expected)!)
    }

    /// Every day of 2026 begins at `start(of:)` and the instant before belongs to the day before,
    /// in zones far apart and around DST changes, for several day-start hours.
    @Test(
        arguments: [
            "America/New_York", "Europe/Berlin", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Tokyo",
            "Australia/Lord_Howe", "America/Santiago",
        ],
        [0, 1, 2, 4]
    )
    func dayStartsRoundTripThroughAWholeYear(zone: String, dayStartHour: Int) {
        let calendar = userCalendar(zone, dayStartHour: dayStartHour)
        for day in Day("2026-01-01")!.through(Day("2026-12-31")!) {
            let start = calendar.start(of: day)
            #expect(calendar.day(containing: start) == day, "\(zone) \(day)")
            #expect(calendar.day(containing: start.addingTimeInterval(-1)) == day.adding(days: -1), "\(zone) \(day)")
        }
    }

    @Test func minuteOfDayIsLocalWallClockTime() {
        let moment = instant("2026-03-08T07:30:00Z")
        #expect(userCalendar("America/New_York").minuteOfDay(of: moment) == 3 * 60 + 30)
        #expect(userCalendar("Europe/Berlin").minuteOfDay(of: moment) == 8 * 60 + 30)
        #expect(userCalendar("UTC").minuteOfDay(of: moment) == 7 * 60 + 30)
    }

    @Test func keepsTheWeekStartItIsGiven() {
        #expect(userCalendar("UTC").weekStart == .monday)
        #expect(userCalendar("UTC", weekStart: .sunday).weekStart == .sunday)
    }
}
