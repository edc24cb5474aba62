import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §7 "Upper bounds": a day holds at most a day's worth of any quantity;
/// targets, limits and baselines at most that times the days of their period.
@Suite struct QuantityLimitsTests {
    @Test(
        arguments: [
            (Goal(type: .time, unit: "min", target: 30), 1440.0), (Goal(type: .time, unit: "hr", target: 1), 24),
            (Goal(type: .time, unit: "sec", target: 1), 86_400), (Goal(type: .distance, unit: "km", target: 5), 1000),
            (Goal(type: .distance, unit: "m", target: 5), 1_000_000), (Goal(type: .capacity, unit: "L", target: 2), 100),
            (Goal(type: .cups, unit: "cups", target: 8), 100), (Goal(type: .repetitions, unit: "pages", target: 8), 1_000_000),
            (Goal.simple(), 1000), (Goal(type: .weight, unit: "kg", target: 8), 100_000),
        ] as [(Goal, Double)])
    func aDaysWorthIsMeasuredInTheGoalsUnit(goal: Goal, expected: Double) {
        #expect(abs(QuantityLimits.maximumPerDay(for: goal) - expected) < 1e-9)
    }

    @Test func periodsMultiplyTheDailyBound() {
        #expect(QuantityLimits.maximumTarget(for: Goal(type: .time, unit: "hr", target: 1, period: .week)) == 168)
        #expect(QuantityLimits.maximumTarget(for: Goal(type: .time, unit: "hr", target: 1, period: .month)) == 744)
    }

    func draft(_ goal: Goal, kind: HabitKind = .build, baseline: Double? = nil, timesPerDay: Int? = nil) -> HabitDraft {
        HabitDraft(name: "Habit", kind: kind, goal: goal, baseline: baseline, startDay: Day("2026-03-01"), timesPerDay: timesPerDay)
    }

    @Test func targetsAtTheBoundPassAndJustAboveAreRefused() throws {
        _ = try HabitValidator.validated(draft(Goal(type: .time, unit: "hr", target: 24)))
        _ = try HabitValidator.validated(draft(Goal(type: .time, unit: "hr", target: 168, period: .week)))
        for goal in [
            Goal(type: .time, unit: "hr", target: 24.001), Goal(type: .distance, unit: "km", target: 1e19),
            Goal(type: .time, unit: "hr", target: 168.5, period: .week), Goal(type: .none, target: 1001),
        ] {
            #expect(throws: CadenceError.self) { try HabitValidator.validated(draft(goal)) }
        }
    }

    @Test(arguments: [0, -1, 1001, Int.max, Int.min])
    func timesPerDayOutsideOneToAThousandIsRefused(times: Int) {
        let error = #expect(throws: CadenceError.self) { try HabitValidator.validated(draft(.simple(), timesPerDay: times)) }
        #expect(error?.code == .targetInvalid)
        #expect(error?.field == "timesPerDay")
    }

    @Test func aQuitBaselineIsBoundedToo() throws {
        let goal = Goal(type: .cups, unit: "cups", target: 2)
        #expect(try HabitValidator.validated(draft(goal, kind: .quit, baseline: 100)).baseline == 100)
        let error = #expect(throws: CadenceError.self) { try HabitValidator.validated(draft(goal, kind: .quit, baseline: 1e19)) }
        #expect(error?.field == "baseline")
    }

    @Test func aNegativeZeroLimitIsStoredAsZero() throws {
        let valid = try HabitValidator.validated(draft(Goal(type: .cups, unit: "cups", target: -0.0), kind: .quit))
        #expect(valid.goal.target == 0)
        #expect(valid.goal.target.sign == .plus)
    }

    @Test func amountsAreCheckedAfterConversion() throws {
        let habit = Habit(id: 1, name: "Run", goal: Goal(type: .distance, unit: "km", target: 5), startDay: Day("2026-03-01")!)
        #expect(try CheckInValidator.amount(1000, in: nil, for: habit) == 1000)
        #expect(try CheckInValidator.amount(-0.0, in: nil, for: habit).sign == .plus)
        for (amount, unit) in [(1000.5, nil), (1e308, "mi"), (1e19, nil), (700, "mi")] as [(Double, String?)] {
            let error = #expect(throws: CadenceError.self) { try CheckInValidator.amount(amount, in: unit, for: habit) }
            #expect(error?.code == .amountInvalid)
        }
    }

    @Test func readingBackClampsInsteadOfFailing() {
        #expect(QuantityLimits.readBack(.nan) == 0)
        #expect(QuantityLimits.readBack(.infinity) == .greatestFiniteMagnitude)
        #expect(QuantityLimits.readBack(1e19, atMost: 1000) == 1000)
        #expect(QuantityLimits.readBack(-5) == 0)
        #expect(QuantityLimits.readBack(12.5, atMost: 1000) == 12.5)
    }
}
