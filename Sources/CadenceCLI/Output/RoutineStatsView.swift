import CadenceCore
import CadenceServices

/// `cadence stats`: the routines' lines (docs/domain-rules.md "§19 Routines") under a habit's
/// figures, or — without a habit — a line per habit, then a line per routine.
struct RoutineStatsView {
    var habits: [StatsJSON] = []
    let routines: [RoutineStatsEntryJSON]
    let style: TerminalStyle

    /// The lines; empty with no habit and no routine.
    func render() -> String {
        var lines: [String] = []
        if !habits.isEmpty {
            lines.append(style.bold("Habits"))
            for habit in habits {
                lines.append("  \(habit.habit.name) — " + figures(habit.streak, rate: habit.successRate, done: false))
            }
        }
        if !routines.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append(style.bold("Routines"))
            for routine in routines {
                lines.append("  \(routine.name) — " + figures(routine.streak, rate: routine.successRate, done: routine.doneToday))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func figures(_ streak: StatsJSON.StreakJSON, rate: Double?, done: Bool) -> String {
        let unit = Wording.periodName(streak.unit, count: streak.current)
        let bestUnit = Wording.periodName(streak.unit, count: streak.best)
        return "streak \(streak.current) \(unit) · best \(streak.best) \(bestUnit) · success rate \(Wording.percent(rate))"
            + (done ? " · done today" : "")
    }
}
