import CadenceCore
import CadenceStorage
import CadenceStoreConformance
import CadenceSync
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §16 Schedules by the month and by the fortnight, §13 sync:
/// the three schedules reach another device exactly, and an edit of one reaches the first device.
@Suite struct CalendarScheduleSyncTests {
    @Test func theSchedulesTravelBetweenDevices() async throws {
        let harness = try await SyncHarness()
        defer { harness.remove() }
        let a = try await harness.device("a")
        let b = try await harness.device("b")
        let today = try await a.service.today(for: a.user)
        let schedules: [String: Schedule] = [
            "Bills": .daysOfMonth([1, 15, -1]), "Meeting": .nthWeekday(week: 2, weekday: .tuesday),
            "Run": .everyNWeeks(2, [.monday, .thursday]),
        ]
        for (name, schedule) in schedules.sorted(by: { $0.key < $1.key }) {
            _ = try await a.service.createHabit(HabitDraft(name: name, schedule: schedule, startDay: today), for: a.user)
        }
        try await a.syncNow()
        try await b.syncNow()
        for (name, schedule) in schedules {
            #expect(try await b.habit(name)?.schedule == schedule, "\(name)")
        }
        let meeting = try #require(try await b.habit("Meeting"))
        var draft = HabitDraft(meeting)
        draft.schedule = .nthWeekday(week: -1, weekday: .friday)
        harness.clock.advance(seconds: 60)
        _ = try await b.service.updateHabit(meeting.id, with: draft, for: b.user)
        try await b.syncNow()
        try await a.syncNow()
        #expect(try await a.habit("Meeting")?.schedule == .nthWeekday(week: -1, weekday: .friday))
    }
}
