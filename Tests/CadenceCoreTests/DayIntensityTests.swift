import CadenceCore
import Testing

/// `DayIntensity`: the shade of a day in the command line's and the web app's heatmaps.
@Suite struct DayIntensityTests {
    static let start = Day(year: 2026, month: 1, day: 1)!

    static func habit(_ goal: Goal, kind: HabitKind = .build) -> Habit {
        Habit(id: 1, name: "H", kind: kind, goal: goal, startDay: start)
    }

    @Test(arguments: [
        (0.0, 0), (0.5, 1), (1.5, 1), (2.0, 2), (3.0, 2), (3.5, 3), (4.9, 3), (5.0, 4), (7.0, 4),
    ])
    func aDailyBuildGoalShadesByTheShareReached(total: Double, level: Int) {
        let run = Self.habit(Goal(type: .distance, unit: "km", target: 5, period: .day))
        #expect(DayIntensity.level(of: run, total: total) == level)
    }

    @Test(arguments: [(0.0, 0), (5.0, 1), (15.0, 2), (25.0, 3), (30.0, 4)])
    func aWeeklyGoalsDayShareIsASeventh(total: Double, level: Int) {
        let weekly = Self.habit(Goal(type: .time, unit: "min", target: 210, period: .week))
        #expect(DayIntensity.level(of: weekly, total: total) == level)
    }

    @Test(arguments: [(0.0, 4), (1.0, 3), (2.0, 3), (3.0, 1)])
    func aQuitDayIsCleanWithinOrOverItsLimit(total: Double, level: Int) {
        let coffee = Self.habit(Goal(type: .cups, unit: "cups", target: 2, period: .day), kind: .quit)
        #expect(DayIntensity.level(of: coffee, total: total) == level)
    }

    @Test func aSimpleHabitIsMetAtItsTimesPerDay() {
        let twice = Self.habit(Goal.simple(timesPerDay: 2))
        #expect(DayIntensity.level(of: twice, total: 1) == 2)
        #expect(DayIntensity.level(of: twice, total: 2) == DayIntensity.met)
    }
}
