import CadenceCore
import Testing

/// docs/domain-rules.md §6: the global streak.
@Suite struct GlobalStreakTests {
    private func verdicts(_ pairs: [(String, DayVerdict)]) -> [Day: DayVerdict] {
        Dictionary(uniqueKeysWithValues: pairs.map { (Day($0.0)!, $0.1) })
    }

    @Test func consecutivePerfectDaysEndingToday() {
        let streak = GlobalStreak.derive(
            from: verdicts([("2026-03-15", .imperfect), ("2026-03-16", .perfect), ("2026-03-17", .perfect), ("2026-03-18", .perfect)]),
            today: Day("2026-03-18")!)
        #expect(streak == GlobalStreak(current: 3, longest: 3, perfectDays: 3, lastPerfectDay: Day("2026-03-18")))
    }

    @Test func todayStillOpenKeepsYesterdaysStreak() {
        let streak = GlobalStreak.derive(
            from: verdicts([("2026-03-16", .perfect), ("2026-03-17", .perfect), ("2026-03-18", .imperfect)]),
            today: Day("2026-03-18")!)
        #expect(streak.current == 2)
        #expect(streak.lastPerfectDay == Day("2026-03-17"))
    }

    @Test func neutralDaysPassAndImperfectDaysBreak() {
        let streak = GlobalStreak.derive(
            from: verdicts([
                ("2026-03-01", .perfect), ("2026-03-02", .perfect), ("2026-03-03", .perfect), ("2026-03-04", .imperfect),
                ("2026-03-05", .perfect), ("2026-03-06", .neutral), ("2026-03-08", .perfect),
            ]),
            today: Day("2026-03-09")!)
        #expect(streak.current == 2)
        #expect(streak.longest == 3)
        #expect(streak.perfectDays == 5)
    }

    @Test func yesterdayImperfectEndsTheCurrentStreak() {
        let streak = GlobalStreak.derive(
            from: verdicts([("2026-03-16", .perfect), ("2026-03-17", .imperfect)]), today: Day("2026-03-18")!)
        #expect(streak.current == 0)
        #expect(streak.longest == 1)
    }

    @Test func aNewUserHasNoStreak() {
        #expect(GlobalStreak.derive(from: [:], today: Day("2026-03-18")!) == GlobalStreak())
    }
}
