import CadenceAPI
import CadenceCore
import Foundation
import Testing

@testable import CadenceHTTP

/// `DerivedResponseCache` on its own: valid for one revision and one day, bounded in bytes.
@Suite struct DerivedResponseCacheUnitTests {
    let calendar = UserCalendar(timeZone: TimeZone(identifier: "UTC") ?? .current)
    let noon = Date(timeIntervalSince1970: 1_781_524_800)  // 2026-06-15T12:00:00Z

    @Test func anEntryHoldsForItsRevisionAndDayOnly() {
        let cache = DerivedResponseCache()
        let day = calendar.day(containing: noon)
        cache.store(Data("a".utf8), user: 1, route: "today", revision: 7, calendar: calendar, day: day)
        #expect(cache.body(user: 1, route: "today", revision: 7, now: noon) == Data("a".utf8))
        #expect(cache.body(user: 1, route: "today", revision: 8, now: noon) == nil)
        #expect(cache.body(user: 2, route: "today", revision: 7, now: noon) == nil)
        #expect(cache.body(user: 1, route: "overview", revision: 7, now: noon) == nil)
        #expect(cache.body(user: 1, route: "today", revision: 7, now: noon.addingTimeInterval(12 * 3600)) == nil)
    }

    @Test func startsOverPastItsByteBudget() {
        let cache = DerivedResponseCache(capacity: 10)
        let day = calendar.day(containing: noon)
        cache.store(Data(count: 6), user: 1, route: "today", revision: 1, calendar: calendar, day: day)
        cache.store(Data(count: 6), user: 1, route: "today", revision: 2, calendar: calendar, day: day)
        #expect(cache.body(user: 1, route: "today", revision: 2, now: noon)?.count == 6)
        cache.store(Data(count: 6), user: 2, route: "today", revision: 1, calendar: calendar, day: day)
        #expect(cache.body(user: 1, route: "today", revision: 2, now: noon) == nil)
        #expect(cache.body(user: 2, route: "today", revision: 1, now: noon)?.count == 6)
    }
}
