import CadenceCore
import CadenceStorage
import Foundation
import Testing

@testable import CadenceServices

/// docs/domain-rules.md §6 "One write": a check-in is decided inside the store's write
/// transaction only when the habit's own facts decide it; every other case answers
/// `needsMoreFacts` (`progressFromOwnFacts` is `nil`) and is decided by `progressChanges`.
/// The property tests (`ProgressPropertyTests`, `DerivedStateProperty` on both backends) check
/// that the awards and unlocks of either way equal a recalculation from scratch.
@Suite struct CheckInWriteTests {
    static let day = Day("2026-03-18")!
    static let instant = Date(timeIntervalSince1970: 1_773_835_200)  // 2026-03-18 12:00 UTC
    static let water = Habit(
        id: 7, name: "Water", goal: Goal(type: .cups, unit: "cups", target: 3), startDay: Day("2026-01-01")!)

    static func facts(total: Double, locked: Set<Achievement.Requirement> = [], skipped: Bool = false) -> HabitDayFacts {
        let unlocked = AchievementCatalog.all.filter { !locked.contains($0.requirement) }
            .map { AchievementUnlock(achievementID: $0.id, unlockedAt: instant) }
        return HabitDayFacts(
            settings: UserSettings(timeZoneIdentifier: "Europe/Paris"), habit: water,
            dayTotals: total > 0 ? [DayTotal(habitID: water.id, day: day, total: total, count: 1)] : [],
            dayRecords: skipped ? [DayRecord(habitID: water.id, day: day, isSkipped: true)] : [],
            unlockedAchievements: unlocked, revision: 1)
    }

    static func adding(_ amount: Double, on day: Day = day) -> [StoreChange] {
        [.insertCheckIn(CheckIn(id: 0, habitID: water.id, day: day, at: instant, amount: amount, note: nil))]
    }

    static func progress(_ changes: [StoreChange], _ facts: HabitDayFacts, range: ClosedRange<Day> = day...day) -> [StoreChange]? {
        CadenceService.progressFromOwnFacts(after: changes, to: water, facts: facts, range: range, today: day, at: instant)
    }

    /// docs/domain-rules.md §27: a check-in may be news when its habit is shared (not privately)
    /// or the person is in a challenge; then it takes the usual path, which queues the news.
    @Test func partnerNewsFollowsTheSharingAndChallenges() {
        let none = HabitWriteReach(hasEnabledWebhooks: false, sharing: nil, isInChallenge: false)
        #expect(!CadenceService.mayMakePartnerNews(none))
        var reach = none
        reach.sharing = HabitSharing(habitID: Self.water.id)
        #expect(!CadenceService.mayMakePartnerNews(reach), "a private sharing")
        reach.sharing = HabitSharing(habitID: Self.water.id, partnerships: [3])
        #expect(CadenceService.mayMakePartnerNews(reach))
        reach.sharing = HabitSharing(habitID: Self.water.id, withAll: true)
        #expect(CadenceService.mayMakePartnerNews(reach))
        var challenge = none
        challenge.isInChallenge = true
        #expect(CadenceService.mayMakePartnerNews(challenge))
    }

    @Test func aCheckInThatFlipsNothingIsDecidedFromItsOwnFacts() {
        #expect(Self.progress(Self.adding(1), Self.facts(total: 1)) == [])
        // Past the goal already: more cups change no verdict either.
        #expect(Self.progress(Self.adding(1), Self.facts(total: 5)) == [])
    }

    @Test func reachingTheGoalNeedsTheOtherHabitsDays() {
        #expect(Self.progress(Self.adding(1), Self.facts(total: 2)) == nil)
        #expect(Self.progress(Self.adding(3), Self.facts(total: 0)) == nil)
    }

    @Test func aLockedAchievementThatCountsMoreNeedsMoreFacts() {
        #expect(Self.progress(Self.adding(1), Self.facts(total: 1, locked: [.checkIns])) == nil)
        #expect(Self.progress(Self.adding(1), Self.facts(total: 1, locked: [.habitStreak])) == nil)
        // Locked achievements that only a newly perfect day can reach need nothing more here.
        #expect(Self.progress(Self.adding(1), Self.facts(total: 1, locked: [.perfectDays, .globalStreak])) == [])
    }

    @Test func aDayOutsideTheFactsNeedsMoreFacts() {
        let yesterday = Self.day.adding(days: -1)
        #expect(Self.progress(Self.adding(1, on: yesterday), Self.facts(total: 1)) == nil)
        // A future day counts for nothing yet: no verdict to judge.
        #expect(Self.progress(Self.adding(1, on: Self.day.adding(days: 1)), Self.facts(total: 1)) == [])
    }

    @Test func aSkippedDayReachingItsGoalNeedsMoreFacts() {
        // Skipped either way, but its success flips: judged with the other habits, as before.
        #expect(Self.progress(Self.adding(3), Self.facts(total: 0, skipped: true)) == nil)
        #expect(Self.progress(Self.adding(1), Self.facts(total: 0, skipped: true)) == [])
    }
}
