import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §1: a check-in stores its instant and its day, computed when it is recorded;
/// changing the time zone later never moves past check-ins to another day.
@Suite struct TravelSafeHistoryTests {
    /// Recorded at home in New York on May 8 and 9, then at 08:00 in Tokyo on May 10
    /// (which is still May 9 in New York).
    private let tokyoMorning = instant("2026-05-09T23:00:00Z")
    private let habit = makeHabit(start: "2026-05-08")

    private var checkIns: [CheckIn] {
        let newYork = userCalendar("America/New_York")
        let tokyo = userCalendar("Asia/Tokyo")
        let first = instant("2026-05-08T13:00:00Z")
        let second = instant("2026-05-09T13:00:00Z")
        return [
            CheckIn(id: 1, habitID: 1, day: newYork.day(containing: first), at: first, amount: 1),
            CheckIn(id: 2, habitID: 1, day: newYork.day(containing: second), at: second, amount: 1),
            CheckIn(id: 3, habitID: 1, day: tokyo.day(containing: tokyoMorning), at: tokyoMorning, amount: 1),
        ]
    }

    @Test func theDayIsComputedWithTheCalendarInForceWhenRecorded() {
        #expect(checkIns.map(\.day.description) == ["2026-05-08", "2026-05-09", "2026-05-10"])
        // The same instant, read with the home calendar, is another date.
        #expect(userCalendar("America/New_York").day(containing: tokyoMorning) == Day("2026-05-09")!)
    }

    @Test func statisticsUseTheStoredDayNotARecomputedOne() {
        // Back in New York on May 10: the stored days give three successful days in a row.
        let stored = HabitHistory(habit: habit, dayTotals: dayTotals(of: checkIns), skippedDays: [Day]())
        let today = Day("2026-05-10")!
        let stats = HabitStatistics(history: stored, today: today, weekStart: .monday)
        #expect(stats.currentStreak.count == 3)
        #expect(stored.total(on: today) == 1)

        // Had the days been recomputed with the new zone, May 10 would be empty (pending) and
        // May 9 would hold two check-ins: a different answer, which Cadence never gives.
        let newYork = userCalendar("America/New_York")
        let moved = checkIns.map { checkIn in
            var copy = checkIn
            copy.day = newYork.day(containing: checkIn.at)
            return copy
        }
        let recomputed = HabitHistory(habit: habit, dayTotals: dayTotals(of: moved), skippedDays: [Day]())
        #expect(HabitStatistics(history: recomputed, today: today, weekStart: .monday).currentStreak.count == 2)
    }

    @Test func storedCheckInsKeepTheirDayThroughEncoding() throws {
        let original = checkIns[2]
        let decoded = try JSONDecoder().decode(CheckIn.self, from: JSONEncoder().encode(original))
        #expect(decoded.day == Day("2026-05-10")!)
        #expect(decoded.at == original.at)
    }
}
