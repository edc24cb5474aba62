import CadenceCore
import Testing

/// docs/domain-rules.md §6: the achievement catalog and unlocking.
@Suite struct AchievementTests {
    @Test func theCatalogHasAtLeastTwelveUniqueAchievementsWithPositiveTargetsAndXP() {
        let ids = AchievementCatalog.all.map(\.id)
        #expect(ids.count >= 12)
        #expect(Set(ids).count == ids.count)
        #expect(AchievementCatalog.all.allSatisfy { $0.target > 0 && $0.xp > 0 && !$0.title.isEmpty })
        for id in [
            "first-check-in", "first-perfect-day", "global-streak-3", "global-streak-7", "global-streak-30",
            "global-streak-100", "habit-streak-21", "check-ins-10", "check-ins-100", "check-ins-1000",
            "habits-created-5", "perfect-week", "comeback",
        ] {
            #expect(AchievementCatalog.achievement(id: id) != nil, "missing \(id)")
        }
    }

    @Test func reachedAchievementsUnlockOnce() {
        let facts = AchievementFacts(checkIns: 10, perfectDays: 1, longestGlobalStreak: 3)
        let reached = Set(AchievementCatalog.newlyReached(by: facts, unlocked: []).map(\.id))
        #expect(reached == ["first-check-in", "check-ins-10", "first-perfect-day", "global-streak-3"])
        let again = AchievementCatalog.newlyReached(by: facts, unlocked: reached)
        #expect(again.isEmpty)
    }

    @Test func perfectWeeksAndComebacksFromVerdicts() {
        // Mon 2026-03-02 … Sun 03-08 all perfect; Tue 03-10 breaks a 3-day run; 03-11…03-13 rebuild it.
        var verdicts: [(Day, DayVerdict)] = Day("2026-03-02")!.through(Day("2026-03-09")!).map { ($0, .perfect) }
        verdicts.append((Day("2026-03-10")!, .imperfect))
        verdicts += Day("2026-03-11")!.through(Day("2026-03-13")!).map { ($0, .perfect) }
        let history = VerdictHistory(sortedVerdicts: verdicts, today: Day("2026-03-14")!, weekStart: .monday)
        #expect(history.perfectWeeks == 1)
        #expect(history.comebacks == 1)
        #expect(history.streak.longest == 8)
        #expect(history.streak.current == 3)
    }

    @Test func aWeekStillUnderWayIsNotYetPerfect() {
        let verdicts: [(Day, DayVerdict)] = Day("2026-03-02")!.through(Day("2026-03-07")!).map { ($0, .perfect) }
        #expect(VerdictHistory(sortedVerdicts: verdicts, today: Day("2026-03-07")!, weekStart: .monday).perfectWeeks == 0)
        #expect(VerdictHistory(sortedVerdicts: verdicts, today: Day("2026-03-08")!, weekStart: .monday).perfectWeeks == 0)
        #expect(VerdictHistory(sortedVerdicts: verdicts, today: Day("2026-03-09")!, weekStart: .monday).perfectWeeks == 1)
    }
}

@Suite struct PerfectWeekTrackingTests {
    @Test func aWeekThatBeganBeforeTrackingIsNotFlawless() {
        // Tracking starts on Sunday 2026-03-08; that Sunday is perfect, the next week too.
        let verdicts: [(Day, DayVerdict)] = Day("2026-03-08")!.through(Day("2026-03-15")!).map { ($0, .perfect) }
        let history = VerdictHistory(
            sortedVerdicts: verdicts, today: Day("2026-03-16")!, weekStart: .monday, trackingStart: Day("2026-03-08"))
        #expect(history.perfectWeeks == 1)
    }
}
