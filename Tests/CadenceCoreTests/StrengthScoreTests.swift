import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §5: Loop Habit Tracker's habit strength score — daily
/// `score = previous × m + v × (1 − m)`, `m = 0.5^(√f ÷ 13)`.
@Suite struct StrengthScoreTests {
    private let tolerance = 1e-6

    /// docs/domain-rules.md §5's known answers.
    @Test(arguments: [(0.0, 1.0, 0.051922), (0.5, 1, 0.525961), (0.5, 0, 0.474039), (0, 0, 0), (1, 1, 1)])
    func dailyStepGivesTheKnownAnswers(previous: Double, value: Double, expected: Double) {
        #expect(abs(StrengthScore.step(previous: previous, value: value, frequency: 1) - expected) < tolerance)
    }

    @Test func lowerFrequencyMovesTheScoreMoreSlowly() {
        let daily = StrengthScore.step(previous: 0, value: 1, frequency: 1)
        let weekly = StrengthScore.step(previous: 0, value: 1, frequency: 1.0 / 7)
        #expect(weekly < daily)
        #expect(abs(weekly - (1 - pow(0.5, (1.0 / 7).squareRoot() / 13))) < 1e-12)
    }

    @Test func oneDayHistoryWithASuccessScoresTheKnownAnswer() {
        let habit = makeHabit(start: "2026-06-17")
        let score = StrengthScore.score(of: history(habit, totals: ["2026-06-17": 1]), asOf: Day("2026-06-17")!)
        #expect(abs(score - 0.051922) < tolerance)
    }

    @Test(arguments: [(1.0, 1.0, 0.101149), (1, 0, 0.049227), (0, 1, 0.051922), (0, 0, 0)])
    func twoDayHistoryScores(first: Double, second: Double, expected: Double) {
        let habit = makeHabit(start: "2026-06-16")
        let history = history(habit, totals: ["2026-06-16": first, "2026-06-17": second])
        let score = StrengthScore.score(of: history, asOf: Day("2026-06-17")!)
        #expect(abs(score - expected) < tolerance)
        let stepped = StrengthScore.step(
            previous: StrengthScore.step(previous: 0, value: first, frequency: 1), value: second, frequency: 1)
        #expect(abs(score - stepped) < 1e-12)
    }

    /// docs/domain-rules.md §5: before the habit's first check-in the score is 0.
    @Test func scoreIsZeroUntilTheFirstCheckIn() {
        let habit = makeHabit(start: "2026-06-01")
        #expect(StrengthScore.score(of: history(habit), asOf: Day("2026-06-17")!) == 0)
        let late = StrengthScore.score(of: history(habit, totals: ["2026-06-17": 1]), asOf: Day("2026-06-17")!)
        #expect(abs(late - 0.051922) < tolerance)
    }

    @Test func scoreBeforeTheStartIsZero() {
        #expect(StrengthScore.score(of: history(makeHabit(start: "2026-06-20")), asOf: Day("2026-06-17")!) == 0)
    }

    /// docs/domain-rules.md §5: quit habits start at 1.
    @Test func quitHabitStartsAtOneAndStaysThereWhileClean() {
        let habit = makeHabit(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-01")
        let score = StrengthScore.score(of: history(habit, totals: ["2026-06-05": 2]), asOf: Day("2026-06-17")!)
        #expect(abs(score - 1) < 1e-12)
        let unstarted = makeHabit(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-20")
        #expect(StrengthScore.score(of: history(unstarted), asOf: Day("2026-06-17")!) == 1)
    }

    /// docs/domain-rules.md §5: quit v = clamp(1 − (total − limit) ÷ limit, 0, 1).
    @Test(arguments: [(3.0, 0.974039), (4, 0.948078), (9, 0.948078), (2, 1), (1, 1)])
    func quitHabitValueFallsWithTheExcess(total: Double, expected: Double) {
        let habit = makeHabit(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-17")
        let score = StrengthScore.score(of: history(habit, totals: ["2026-06-17": total]), asOf: Day("2026-06-17")!)
        #expect(abs(score - expected) < tolerance)
    }

    /// docs/domain-rules.md §5: with limit 0, v = 1 when the total is 0, else 0.
    @Test(arguments: [(0.0, 1.0), (1, 0.948078), (0.5, 0.948078)])
    func quitHabitWithLimitZero(total: Double, expected: Double) {
        let habit = makeHabit(kind: .quit, goal: Goal(type: .none, target: 0), start: "2026-06-17")
        let score = StrengthScore.score(of: history(habit, totals: ["2026-06-17": total]), asOf: Day("2026-06-17")!)
        #expect(abs(score - expected) < tolerance)
    }

    /// docs/domain-rules.md §5: skipped days leave the score unchanged.
    @Test func skippedDayLeavesTheScoreUnchanged() {
        let habit = makeHabit(start: "2026-06-15")
        let skippedToday = history(habit, totals: ["2026-06-15": 1], skipped: ["2026-06-16"])
        #expect(abs(StrengthScore.score(of: skippedToday, asOf: Day("2026-06-16")!) - 0.051922) < tolerance)
        let skippedBetween = history(habit, totals: ["2026-06-15": 1, "2026-06-17": 1], skipped: ["2026-06-16"])
        #expect(abs(StrengthScore.score(of: skippedBetween, asOf: Day("2026-06-17")!) - 0.101149) < tolerance)
    }

    @Test func skippedDayLeavesAQuitScoreUnchanged() {
        let habit = makeHabit(kind: .quit, goal: Goal(type: .cups, unit: "cups", target: 2), start: "2026-06-16")
        let history = history(habit, totals: ["2026-06-16": 3, "2026-06-17": 9], skipped: ["2026-06-17"])
        #expect(abs(StrengthScore.score(of: history, asOf: Day("2026-06-17")!) - 0.974039) < tolerance)
    }

    /// docs/domain-rules.md §5: for `none` habits with f < 1, numerator and denominator are doubled, so one
    /// success in a once-a-week habit is worth v = 1/2; a measured habit is not doubled.
    @Test func simpleHabitsBelowDailyFrequencyDoubleTheirWindow() {
        let multiplier = pow(0.5, (1.0 / 7).squareRoot() / 13)
        let simple = makeHabit(schedule: .timesPerWeek(1), start: "2026-06-17")
        let simpleScore = StrengthScore.score(of: history(simple, totals: ["2026-06-17": 1]), asOf: Day("2026-06-17")!)
        #expect(abs(simpleScore - 0.5 * (1 - multiplier)) < 1e-12)

        let measured = makeHabit(
            goal: Goal(type: .distance, unit: "km", target: 5), schedule: .timesPerWeek(1),
            start: "2026-06-17")
        let measuredScore = StrengthScore.score(
            of: history(measured, totals: ["2026-06-17": 5]),
            asOf: Day("2026-06-17")!)
        #expect(abs(measuredScore - (1 - multiplier)) < 1e-12)
    }

    @Test func doubledWindowReachesFullValueWithTwoSuccessesInFourteenDays() {
        let multiplier = pow(0.5, (1.0 / 7).squareRoot() / 13)
        let habit = makeHabit(schedule: .timesPerWeek(1), start: "2026-06-04")
        let history = history(habit, totals: ["2026-06-04": 1, "2026-06-17": 1])
        // v is 1/2 from June 4 through 17 (14 days), then 1 on the 17th.
        var expected = 0.0
        for day in Day("2026-06-04")!.through(Day("2026-06-17")!) {
            let value = day == Day("2026-06-17")! ? 1.0 : 0.5
            expected = expected * multiplier + value * (1 - multiplier)
        }
        #expect(abs(StrengthScore.score(of: history, asOf: Day("2026-06-17")!) - expected) < 1e-12)
    }

    /// docs/domain-rules.md §5: measured build habits use v = min(1, total ÷ target) over the window.
    @Test(arguments: [(2.5, 0.025961), (5, 0.051922), (10, 0.051922), (0, 0)])
    func measuredHabitValueIsTheShareOfTheTarget(total: Double, expected: Double) {
        let habit = makeHabit(goal: Goal(type: .distance, unit: "km", target: 5), start: "2026-06-17")
        let score = StrengthScore.score(of: history(habit, totals: ["2026-06-17": total]), asOf: Day("2026-06-17")!)
        #expect(abs(score - expected) < tolerance)
    }

    /// docs/domain-rules.md §5 says v = total ÷ target for measured habits, written for Loop's numerical
    /// habits (numerator 1). For a measured habit due n days per window, StrengthScore's doc
    /// comment counts the daily target once per required day: v = total ÷ (target × n).
    @Test func measuredFlexibleHabitCountsTheTargetOncePerRequiredDay() {
        let multiplier = pow(0.5, (3.0 / 7).squareRoot() / 13)
        let habit = makeHabit(
            goal: Goal(type: .distance, unit: "km", target: 5), schedule: .timesPerWeek(3),
            start: "2026-06-17")
        let score = StrengthScore.score(of: history(habit, totals: ["2026-06-17": 5]), asOf: Day("2026-06-17")!)
        #expect(abs(score - (1 - multiplier) / 3) < 1e-12)
    }

    @Test func weeklyPeriodHabitSumsTheLastSevenDays() {
        // 70 minutes a week, logged as 10 minutes a day: from the 7th day on, v = 1.
        let multiplier = pow(0.5, (1.0 / 7).squareRoot() / 13)
        let habit = makeHabit(goal: Goal(type: .time, unit: "min", target: 70, period: .week), start: "2026-06-01")
        var totals: [String: Double] = [:]
        var expected = 0.0
        for (index, day) in Day("2026-06-01")!.through(Day("2026-06-14")!).enumerated() {
            totals[day.description] = 10
            expected = expected * multiplier + min(1, Double(index + 1) / 7) * (1 - multiplier)
        }
        let score = StrengthScore.score(of: history(habit, totals: totals), asOf: Day("2026-06-14")!)
        #expect(abs(score - expected) < 1e-12)
    }

    /// docs/domain-rules.md §5: f per schedule — daily 1; weekdays |set| ÷ 7; everyNDays 1 ÷ n; timesPerWeek
    /// n ÷ 7; timesPerMonth n ÷ 30; timesInDays n ÷ k; week/month periods 1 ÷ 7 and 1 ÷ 30.
    @Test(arguments: [
        (Schedule.daily, GoalPeriod.day, 1, 1), (.weekdays([.monday, .wednesday, .friday]), .day, 3, 7),
        (.everyNDays(3), .day, 1, 3), (.timesPerWeek(4), .day, 4, 7), (.timesPerMonth(10), .day, 10, 30),
        (.timesInDays(2, 5), .day, 2, 5), (.daily, .week, 1, 7), (.daily, .month, 1, 30),
    ])
    func frequencyFollowsTheSchedule(schedule: Schedule, period: GoalPeriod, numerator: Int, denominator: Int) {
        let habit = makeHabit(
            goal: Goal(type: .time, unit: "min", target: 10, period: period), schedule: schedule,
            start: "2026-06-01")
        let frequency = StrengthScore.frequency(of: habit)
        #expect(frequency.numerator == numerator)
        #expect(frequency.denominator == denominator)
    }

    @Test func scoreStopsAtTheEndDate() {
        let habit = makeHabit(start: "2026-06-16", end: "2026-06-16")
        let history = history(habit, totals: ["2026-06-16": 1])
        #expect(
            StrengthScore.score(of: history, asOf: Day("2026-06-30")!)
                == StrengthScore.score(of: history, asOf: Day("2026-06-16")!))
    }

    @Test func scoreApproachesButNeverExceedsOne() {
        let habit = makeHabit(start: "2023-01-01")
        var totals: [Day: Double] = [:]
        for day in Day("2023-01-01")!.through(Day("2025-12-31")!) { totals[day] = 1 }
        let score = StrengthScore.score(of: history(habit, dayTotals: totals), asOf: Day("2025-12-31")!)
        #expect(score > 0.999 && score <= 1)
    }

    @Test func statisticsReportTheScore() {
        let history = history(makeHabit(start: "2026-06-17"), totals: ["2026-06-17": 1])
        #expect(abs(statistics(of: history, today: "2026-06-17").score - 0.051922) < tolerance)
    }

    /// Loop Habit Tracker's own CSV export (shared/fixtures/loop, "Wake up early", 2 times in 3
    /// days): YES_MANUAL rows are check-ins, YES_AUTO rows are not, NO is a failed day.
    @Test func matchesLoopsExportedScoresForATwoInThreeDaysHabit() {
        let habit = makeHabit(schedule: .timesInDays(2, 3), start: "2015-01-16")
        let manual = ["2015-01-16", "2015-01-17", "2015-01-20", "2015-01-21", "2015-01-22", "2015-01-25"]
        let history = history(habit, totals: Dictionary(uniqueKeysWithValues: manual.map { ($0, 1.0) }))
        let loopScores: [(String, Double)] = [
            ("2015-01-16", 0.0107), ("2015-01-17", 0.0315), ("2015-01-18", 0.0515), ("2015-01-19", 0.0706),
            ("2015-01-20", 0.0995), ("2015-01-21", 0.1379), ("2015-01-22", 0.1746), ("2015-01-23", 0.1991),
            ("2015-01-24", 0.2226), ("2015-01-25", 0.2557),
        ]
        for (day, expected) in loopScores {
            let score = StrengthScore.score(of: history, asOf: Day(day)!)
            #expect(abs(score - expected) < 0.000_05, "\(day): \(score)")
        }
    }
}
