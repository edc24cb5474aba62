import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §1 and §5: a zone change can move "today" back a day, leaving a
/// check-in dated after today; a week's unit still counts it, in today's list as in the
/// statistics (the stored-state property test found the list reading only through today).
@Suite struct TodayAfterZoneChangeTests {
    @Test func todaysStreakCountsAWeeksCheckInDatedAfterToday() async throws {
        let fixture = try await FileStoreFixture()  // 2026-03-18 12:00 UTC, zone UTC
        let service = fixture.service
        let minutes = try await service.createHabit(
            HabitDraft(name: "Minutes", goal: Goal(type: .time, unit: "min", target: 60, period: .week), startDay: Day("2026-03-02")),
            for: fixture.user)
        for day in ["2026-03-04", "2026-03-11", "2026-03-18"] {
            try await service.addCheckIn(to: minutes.id, for: fixture.user, amount: 60, on: Day(day))
        }
        // 12:00 UTC is 01:00 in Pago Pago; with the day starting at 02:00, today is 2026-03-17.
        try await service.updateSettings(of: fixture.user) { settings in
            settings.timeZoneIdentifier = "Pacific/Pago_Pago"
            settings.dayStartHour = 2
        }
        #expect(try await service.today(for: fixture.user) == Day("2026-03-17"))
        let statistics = try await service.statistics(of: minutes.id, for: fixture.user)
        #expect(statistics.currentStreak.count == 3)
        let item = try #require(try await service.todayList(for: fixture.user).habits.first { $0.habit.id == minutes.id })
        #expect(item.streak == statistics.currentStreak)
        #expect(item.isComplete)
    }
}
