import CadenceCore
import Foundation
import Testing

/// docs/domain-rules.md §3: a day's total is the sum of its check-ins; a day is successful when a build
/// habit's total reaches the target, or a quit habit's total stays at or under the limit.
@Suite struct HabitHistoryTests {
    @Test func dayTotalIsTheSumOfItsCheckIns() {
        let habit = makeHabit(goal: Goal(type: .distance, unit: "km", target: 5), start: "2026-06-01")
        let checkIns = [
            CheckIn(id: 1, habitID: 1, day: Day("2026-06-02")!, at: instant("2026-06-02T07:00:00Z"), amount: 1.5),
            CheckIn(id: 2, habitID: 1, day: Day("2026-06-02")!, at: instant("2026-06-02T12:00:00Z"), amount: 2),
            CheckIn(id: 3, habitID: 1, day: Day("2026-06-02")!, at: instant("2026-06-02T18:00:00Z"), amount: 0.5),
            CheckIn(id: 4, habitID: 1, day: Day("2026-06-03")!, at: instant("2026-06-03T07:00:00Z"), amount: 0),
        ]
        let history = HabitHistory(habit: habit, dayTotals: dayTotals(of: checkIns), skippedDays: [Day]())
        #expect(history.total(on: Day("2026-06-02")!) == 4)
        #expect(history.checkInCount(on: Day("2026-06-02")!) == 3)
        #expect(history.total(on: Day("2026-06-03")!) == 0)
        #expect(history.checkInCount(on: Day("2026-06-03")!) == 1)
        #expect(history.total(on: Day("2026-06-04")!) == 0)
        #expect(history.checkInCount(from: Day("2026-06-01")!, through: Day("2026-06-30")!) == 4)
    }

    @Test func rowsOfOtherHabitsAndBeforeTheStartAreIgnored() {
        let habit = makeHabit(id: 7, start: "2026-06-05")
        let rows = [
            DayTotal(habitID: 7, day: Day("2026-06-04")!, total: 1, count: 1),
            DayTotal(habitID: 8, day: Day("2026-06-06")!, total: 1, count: 1),
            DayTotal(habitID: 7, day: Day("2026-06-06")!, total: 1, count: 1),
        ]
        let history = HabitHistory(habit: habit, dayTotals: rows, skippedDays: [Day]())
        #expect(history.total(on: Day("2026-06-04")!) == 0)
        #expect(history.checkInCount(from: Day("2026-06-01")!, through: Day("2026-06-30")!) == 1)
        #expect(history.firstCheckInDay == Day("2026-06-06")!)
    }

    @Test func skippedDaysAreKnown() {
        let history = history(makeHabit(start: "2026-06-01"), skipped: ["2026-06-03"])
        #expect(history.isSkipped(Day("2026-06-03")!))
        #expect(!history.isSkipped(Day("2026-06-04")!))
    }

    @Test(arguments: [
        (HabitKind.build, 3.0, 2.0, false), (.build, 3, 3, true), (.build, 3, 4, true), (.build, 0.3, 0.1 + 0.2, true),
        (.quit, 2, 2, true), (.quit, 2, 3, false), (.quit, 2, 0, true), (.quit, 0, 0, true), (.quit, 0, 1, false),
        (.quit, 0.3, 0.1 + 0.2, true),
    ])
    func successfulDayCompares(kind: HabitKind, target: Double, total: Double, isSuccessful: Bool) {
        let habit = makeHabit(
            kind: kind, goal: Goal(type: .repetitions, unit: "times", target: target), start: "2026-06-01")
        #expect(habit.isSuccessful(dayTotal: total) == isSuccessful)
    }

    @Test func dayRecordHoldsSkipDifficultyAndNote() {
        let record = DayRecord(habitID: 1, day: Day("2026-06-02")!, isSkipped: true, difficulty: 4, note: "ill")
        #expect(record.isSkipped && record.difficulty == 4 && record.note == "ill")
        #expect(!record.isEmpty)
        #expect(DayRecord(habitID: 1, day: Day("2026-06-02")!).isEmpty)
    }
}
