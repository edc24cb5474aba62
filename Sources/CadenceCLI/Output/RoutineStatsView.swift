import CadenceCore
import CadenceServices

/// `cadence stats`: the routines' lines (docs/domain-rules.md "§19 Routines") under a habit's
/// figures, or — without a habit — a line per habit, then a line per routine; in the person's
/// language (§23).
struct RoutineStatsView {
    var habits: [StatsJSON] = []
    let routines: [RoutineStatsEntryJSON]
    let style: TerminalStyle
    var text = LocalText(localizer: .english)

    /// The lines; empty with no habit and no routine.
    func render() -> String {
        var lines: [String] = []
        if !habits.isEmpty {
            lines.append(style.bold(text.localized("Habits")))
            for habit in habits {
                lines.append("  \(habit.habit.name) — " + figures(habit.streak, rate: habit.successRate, done: false))
            }
        }
        if !routines.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append(style.bold(text.localized("Routines")))
            for routine in routines {
                lines.append("  \(routine.name) — " + figures(routine.streak, rate: routine.successRate, done: routine.doneToday))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func figures(_ streak: StatsJSON.StreakJSON, rate: Double?, done: Bool) -> String {
        let line = text.localized(
            "streak {current} · best {best} · success rate {rate}",
            [
                "current": text.periods(streak.unit, count: streak.current), "best": text.periods(streak.unit, count: streak.best),
                "rate": text.percent(rate),
            ])
        return line + (done ? " · " + text.localized("done today") : "")
    }
}
