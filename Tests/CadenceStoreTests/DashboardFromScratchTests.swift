import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §12 "Dashboard": the dashboard's habit facts — read once, the last
/// check-in as one aggregate (docs/benchmarks.md "Issue #36: the bench rows") — equal a
/// derivation from scratch: today's list on its own, every habit, every check-in's instant
/// (the last 63 days', else all of them through today).
@Suite struct DashboardFromScratchTests {
    /// The habit facts as the dashboard derived them before issue #36, from whole reads.
    static func fromScratch(_ service: CadenceService, user: UserID) async throws -> (TodayList, Bool, Date?) {
        let todayList = try await service.todayList(for: user)
        let today = todayList.day
        let habits = try await service.store.habits(of: user, includeArchived: true)
        let checkIns = try await service.store.checkIns(of: user, habit: nil, from: nil, through: today)
        let recent = checkIns.filter { $0.day >= today.adding(days: -CadenceService.todayLookbackDays) }.map(\.at).max()
        let latest = recent ?? checkIns.map(\.at).max()
        let changes = habits.map(\.updatedAt) + habits.map(\.createdAt) + (latest.map { [$0] } ?? [])
        return (todayList, !habits.isEmpty, changes.max())
    }

    static func expectSame(_ service: CadenceService, user: UserID, _ comment: Comment) async throws {
        let facts = try await service.dashboardFacts(for: user)
        let (todayList, hasHabits, changedAt) = try await fromScratch(service, user: user)
        #expect(facts.todayList == todayList, comment)
        #expect(facts.today == todayList.day, comment)
        #expect(facts.hasHabits == hasHabits, comment)
        #expect(facts.habitsChangedAt == changedAt, comment)
        let card = try #require(try await service.dashboard(for: user).first { $0.area == .habits })
        #expect(card.lastUpdated == changedAt, comment)
    }

    @Test func habitFactsEqualTheWholeReads() async throws {
        let fixture = try await ServiceFixture()
        let user = fixture.user
        let now = fixture.service()
        // No habit at all: no last change.
        try await Self.expectSame(now, user: user, "no habits")
        let start = Day("2025-09-01")!
        let setup = fixture.service(on: "2025-10-01", hour: 8)
        let read = try await setup.createHabit(HabitDraft(name: "Read", startDay: start), for: user)
        let walk = try await setup.createHabit(HabitDraft(name: "Walk", startDay: start), for: user)
        let old = try await setup.createHabit(HabitDraft(name: "Old", startDay: start), for: user)
        try await Self.expectSame(now, user: user, "habits, no check-in")
        // Only check-ins far outside the last 63 days: the latest of all of them counts. One is
        // recorded with an instant after its day (as an import may), the latest of all.
        let late = ServiceFixture.instant("2025-12-30T18:00:00Z")
        try await fixture.store.apply(
            [
                .insertCheckIn(CheckIn(id: 0, habitID: read.id, day: Day("2025-10-01")!, at: setup.now, amount: 1)),
                .insertCheckIn(CheckIn(id: 0, habitID: old.id, day: Day("2025-11-01")!, at: late, amount: 1)),
            ], for: user, at: setup.now)
        try await Self.expectSame(now, user: user, "only old check-ins")
        // The window's first day (2026-03-18 − 63 = 2026-01-14) counts, and then only the window:
        // the old check-in with the later instant no longer does.
        let edge = ServiceFixture.instant("2026-01-14T09:30:00Z")
        try await fixture.store.apply(
            [.insertCheckIn(CheckIn(id: 0, habitID: walk.id, day: Day("2026-01-14")!, at: edge, amount: 1))],
            for: user, at: edge)
        try await Self.expectSame(now, user: user, "the window's first day")
        #expect(try await now.dashboardFacts(for: user).habitsChangedAt == edge)
        // A backdated check-in, today's, and an archived habit (its edit and its check-ins count).
        let earlier = fixture.service(on: "2026-03-16", hour: 21)
        try await earlier.addCheckIn(to: walk.id, for: user, on: Day("2026-03-10")!)
        try await earlier.addCheckIn(to: read.id, for: user)
        try await Self.expectSame(now, user: user, "recent check-ins")
        _ = try await fixture.service(on: "2026-03-17").archiveHabit(walk.id, for: user)
        try await Self.expectSame(now, user: user, "an archived habit")
        // The day's last minute reads the same day and the same facts.
        try await Self.expectSame(fixture.service(on: "2026-03-18", hour: 23, minute: 59), user: user, "23:59")
    }
}
