import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §6: perfect days, the XP ledger, levels and achievements, through the services
/// on a real SQLite store.
@Suite struct ProgressServiceTests {
    private func habit(_ fixture: ServiceFixture, _ draft: HabitDraft) async throws -> Habit {
        var draft = draft
        draft.startDay = draft.startDay ?? Day("2026-03-10")
        return try await fixture.service().createHabit(draft, for: fixture.user)
    }

    private func ledger(_ fixture: ServiceFixture) async throws -> [XPTransaction] {
        try await fixture.store.xpTransactions(of: fixture.user, limit: nil).reversed()
    }

    @Test func completingTheDayAwardsFiftyXPOnce() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let water = try await habit(fixture, HabitDraft(name: "Water", goal: Goal(type: .cups, unit: "cups", target: 2)))
        try await service.addCheckIn(to: water.id, for: fixture.user, amount: 1)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil).isEmpty)
        try await service.addCheckIn(to: water.id, for: fixture.user, amount: 1)
        try await service.addCheckIn(to: water.id, for: fixture.user, amount: 1)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil) == [Day("2026-03-18")!])
        let perfectDayEntries = try await ledger(fixture).filter { $0.reason == .perfectDay }
        #expect(perfectDayEntries.map(\.amount) == [50])
        #expect(perfectDayEntries.first?.day == Day("2026-03-18"))
    }

    @Test func undoingTheCompletingCheckInReversesTheAwardAndLowersTheLevel() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await habit(fixture, HabitDraft(name: "Read"))
        try await service.addCheckIn(to: read.id, for: fixture.user, on: Day("2026-03-15"))
        // Bring the total to 280 XP so that today's 50 crosses the level-2 threshold (300).
        let bonus = 280 - (try await fixture.store.xpTotal(of: fixture.user))
        try await fixture.store.apply(
            [.appendXP(XPTransaction(amount: bonus, reason: .achievement, achievementID: "test-bonus", at: ServiceFixture.defaultNow))],
            for: fixture.user, at: ServiceFixture.defaultNow)
        try await service.addCheckIn(to: read.id, for: fixture.user)
        let completed = try await service.progress(for: fixture.user)
        #expect(completed.level.totalXP == 330)
        #expect(completed.level.level == 2)
        #expect(completed.globalStreak.current == 1)

        try await service.undoCheckIn(of: read.id, for: fixture.user)
        let undone = try await service.progress(for: fixture.user)
        #expect(undone.level.totalXP == 280)
        #expect(undone.level.level == 1)
        #expect(undone.recentTransactions.first?.amount == -50)
        #expect(undone.recentTransactions.first?.reason == .perfectDayRevoked)
        #expect(undone.recentTransactions.first?.day == Day("2026-03-18"))
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil) == [Day("2026-03-15")!])

        // Perfect again: awarded again, and the day still holds a single award.
        try await service.addCheckIn(to: read.id, for: fixture.user)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil) == [Day("2026-03-15")!, Day("2026-03-18")!])
        #expect(try await fixture.store.xpTotal(of: fixture.user) == 330)
    }

    @Test func aDayWithOnlyASkippedHabitIsNeutral() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await habit(fixture, HabitDraft(name: "Read"))
        try await service.addCheckIn(to: read.id, for: fixture.user, on: Day("2026-03-16"))
        try await service.setSkipped(true, habit: read.id, for: fixture.user, from: Day("2026-03-17")!, through: Day("2026-03-17")!)
        try await service.addCheckIn(to: read.id, for: fixture.user)
        let progress = try await service.progress(for: fixture.user)
        #expect(
            try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil).map(\.description) == ["2026-03-16", "2026-03-18"])
        #expect(progress.globalStreak.current == 2)
        #expect(progress.globalStreak.perfectDays == 2)
    }

    @Test func aFlexibleWeeklyHabitDoesNotMakeADayImperfect() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await habit(fixture, HabitDraft(name: "Read"))
        _ = try await habit(fixture, HabitDraft(name: "Gym", schedule: .timesPerWeek(3)))
        try await service.addCheckIn(to: read.id, for: fixture.user)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil) == [Day("2026-03-18")!])
    }

    @Test func aQuitHabitOverItsLimitMakesTheDayImperfectAndRevokesTheAward() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await habit(fixture, HabitDraft(name: "Read"))
        let coffee = try await habit(fixture, HabitDraft(name: "Coffee", kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2)))
        try await service.addCheckIn(to: read.id, for: fixture.user)
        try await service.addCheckIn(to: coffee.id, for: fixture.user, amount: 2)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil) == [Day("2026-03-18")!])
        try await service.addCheckIn(to: coffee.id, for: fixture.user, amount: 1)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil).isEmpty)
        #expect(try await ledger(fixture).filter { $0.day == Day("2026-03-18") }.map(\.amount) == [50, -50])
    }

    @Test func skippingTheMissingHabitMakesTheDayPerfectAndUnskippingUndoesIt() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await habit(fixture, HabitDraft(name: "Read"))
        let run = try await habit(fixture, HabitDraft(name: "Run"))
        try await service.addCheckIn(to: read.id, for: fixture.user)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil).isEmpty)
        try await service.setSkipped(true, habit: run.id, for: fixture.user, from: Day("2026-03-18")!, through: Day("2026-03-18")!)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil) == [Day("2026-03-18")!])
        try await service.setSkipped(false, habit: run.id, for: fixture.user, from: Day("2026-03-18")!, through: Day("2026-03-18")!)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil).isEmpty)
        #expect(try await fixture.store.xpTotal(of: fixture.user) >= 0)
    }

    @Test func editingAHabitDoesNotRevokePastAwards() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await habit(fixture, HabitDraft(name: "Read"))
        try await service.addCheckIn(to: read.id, for: fixture.user, on: Day("2026-03-17"))
        var draft = HabitDraft(read)
        draft.goal = .simple(timesPerDay: 3)
        _ = try await service.updateHabit(read.id, with: draft, for: fixture.user)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil) == [Day("2026-03-17")!])
    }

    @Test func achievementsUnlockOnceWithTheirXP() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await habit(fixture, HabitDraft(name: "Read"))
        for day in Day("2026-03-10")!.through(Day("2026-03-13")!) {
            try await service.addCheckIn(to: read.id, for: fixture.user, on: day)
        }
        let unlocked = Set(try await fixture.store.unlockedAchievements(of: fixture.user).map(\.achievementID))
        #expect(unlocked == ["first-check-in", "first-perfect-day", "global-streak-3"])
        // Undoing does not take an achievement back.
        try await service.undoCheckIn(of: read.id, for: fixture.user, on: Day("2026-03-13"))
        try await service.undoCheckIn(of: read.id, for: fixture.user, on: Day("2026-03-12"))
        #expect(Set(try await fixture.store.unlockedAchievements(of: fixture.user).map(\.achievementID)) == unlocked)
        let achievementXP = try await ledger(fixture).filter { $0.reason == .achievement }.map(\.amount).reduce(0, +)
        #expect(achievementXP == 10 + 25 + 50)
        let report = try await service.progress(for: fixture.user)
        let streak3 = try #require(report.achievements.first { $0.achievement.id == "global-streak-3" })
        #expect(streak3.isUnlocked)
        #expect(streak3.progress == 3)
        let streak7 = try #require(report.achievements.first { $0.achievement.id == "global-streak-7" })
        #expect(!streak7.isUnlocked)
        #expect(streak7.progress == 2, "progress follows the current longest streak, now 2")
        #expect(report.globalStreak.longest == 2)
        #expect(report.globalStreak.current == 0)
    }

    @Test func habitsCreatedAchievementUnlocksOnTheFifthHabit() async throws {
        let fixture = try await ServiceFixture()
        for index in 1...4 { _ = try await habit(fixture, HabitDraft(name: "H\(index)")) }
        #expect(try await fixture.store.unlockedAchievements(of: fixture.user).isEmpty)
        _ = try await habit(fixture, HabitDraft(name: "H5"))
        #expect(try await fixture.store.unlockedAchievements(of: fixture.user).map(\.achievementID) == ["habits-created-5"])
    }

    @Test func recalculateAwardsPerfectDaysThatHappenedWithoutAnEvent() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await habit(fixture, HabitDraft(name: "Read"))
        // Facts written straight to the store (as an import does) bypass the awards.
        try await fixture.store.apply(
            Day("2026-03-10")!.through(Day("2026-03-12")!).map {
                .insertCheckIn(CheckIn(id: 0, habitID: read.id, day: $0, at: ServiceFixture.defaultNow, amount: 1))
            }, for: fixture.user, at: ServiceFixture.defaultNow)
        let changes = try await service.recalculateProgress(for: fixture.user)
        #expect(!changes.isEmpty)
        #expect(try await fixture.store.perfectDayAwards(of: fixture.user, from: nil, through: nil).count == 3)
        #expect(
            Set(try await fixture.store.unlockedAchievements(of: fixture.user).map(\.achievementID))
                == ["first-check-in", "first-perfect-day", "global-streak-3"])
        #expect(try await service.recalculateProgress(for: fixture.user).isEmpty)
    }

    @Test func aNewUserIsLevelOneWithNothingUnlocked() async throws {
        let fixture = try await ServiceFixture()
        let report = try await fixture.service().progress(for: fixture.user)
        #expect(report.level == LevelProgress(totalXP: 0))
        #expect(report.level.level == 1)
        #expect(report.globalStreak == GlobalStreak())
        #expect(report.achievements.count == AchievementCatalog.all.count)
        #expect(report.achievements.allSatisfy { !$0.isUnlocked && $0.progress == 0 })
    }

    @Test func skippingTheOneMissedDayOfALongRunUnlocksTheHabitStreak() async throws {
        let fixture = try await ServiceFixture()
        let service = fixture.service()
        let read = try await habit(fixture, HabitDraft(name: "Read", startDay: Day("2026-02-25")))
        let missed = Day("2026-03-07")!
        for day in Day("2026-02-25")!.through(Day("2026-03-18")!) where day != missed {
            try await service.addCheckIn(to: read.id, for: fixture.user, on: day)
        }
        #expect(!(try await fixture.store.unlockedAchievements(of: fixture.user).map(\.achievementID).contains("habit-streak-21")))
        try await service.setSkipped(true, habit: read.id, for: fixture.user, from: missed, through: missed)
        #expect(try await fixture.store.unlockedAchievements(of: fixture.user).map(\.achievementID).contains("habit-streak-21"))
        #expect(try await service.recalculateProgress(for: fixture.user).isEmpty)
    }
}
