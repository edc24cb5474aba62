import CadenceCore
import CadenceHTTP
import Foundation
import Testing

/// `DerivedResponseCache` keeps an entry exactly while `UserCalendar.day(containing:)` gives its
/// day, although it compares instants (the day's first and last, worked out when storing) rather
/// than working out the day on every look-up — checked around daylight-saving changes, in zones
/// that change at midnight or by half an hour, with and without a day-start hour.
@Suite struct DerivedResponseCacheDayTests {
    /// Zones, day-start hours and a UTC instant near one of the zone's changes in 2026.
    static let cases: [(zone: String, dayStartHour: Int, near: TimeInterval)] = [
        ("UTC", 0, 1_781_524_800),
        ("Europe/Paris", 0, 1_774_746_000),  // 2026-03-29 01:00 UTC, spring forward
        ("Europe/Paris", 2, 1_774_746_000),
        ("Europe/Paris", 3, 1_792_890_000),  // 2026-10-25 01:00 UTC, fall back
        ("America/Santiago", 0, 1_775_354_400),  // 2026-04-05 (back at local midnight)
        ("America/Santiago", 0, 1_788_663_600),  // 2026-09-06 (forward at local midnight)
        ("Australia/Lord_Howe", 2, 1_775_314_800),  // 2026-04-05 (half an hour back)
        ("Pacific/Kiritimati", 4, 1_781_524_800),
    ]

    @Test(arguments: 0..<cases.count)
    func anEntryHoldsExactlyWhileItsDayLasts(index: Int) throws {
        let (zone, dayStartHour, near) = Self.cases[index]
        let calendar = UserCalendar(timeZone: try #require(TimeZone(identifier: zone)), dayStartHour: dayStartHour)
        // Entries stored every 5 hours over three days around the change, each looked up every
        // 10 minutes over the next 30 hours.
        for storedAt in stride(from: near - 36 * 3600, through: near + 36 * 3600, by: 5 * 3600) {
            let cache = DerivedResponseCache()
            let stored = Date(timeIntervalSince1970: storedAt)
            let day = calendar.day(containing: stored)
            cache.store(Data("x".utf8), user: 1, route: "today", revision: 1, calendar: calendar, day: day)
            for offset in stride(from: -600.0, through: 30 * 3600, by: 600) {
                let now = stored.addingTimeInterval(offset)
                let hit = cache.entry(user: 1, route: "today", revision: 1, now: now) != nil
                #expect(hit == (calendar.day(containing: now) == day), "\(zone) +\(dayStartHour)h, stored \(stored), now \(now)")
            }
        }
    }
}
