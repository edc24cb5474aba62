import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence overview`: one row per active habit, struggling habits flagged.
struct OverviewView {
    let rows: [OverviewRow]
    let style: TerminalStyle

    func render() -> String {
        guard !rows.isEmpty else { return "No active habits. Add one with `cadence habit add NAME`." }
        var table = Table([
            .init("Habit"), .init("Streak", .right), .init("Best", .right), .init("30 days", .right),
            .init("Strength"), .init(""),
        ])
        for row in rows {
            let statistics = row.statistics
            let streak = Formatting.shortStreak(
                count: statistics.currentStreak.count, unit: statistics.currentStreak.unit)
            let best = Formatting.shortStreak(count: statistics.bestStreak.count, unit: statistics.bestStreak.unit)
            let rate = Wording.percent(statistics.window.successRate)
            let strength =
                ProgressBar.render(statistics.score, width: 8) + " "
                + TextWidth.padLeft(Wording.percent(statistics.score), to: 4)
            table.append([
                HabitText.title(of: row.habit),
                statistics.currentStreak.count > 0 ? style.yellow(streak) : streak,
                best,
                row.isStruggling ? style.red(rate) : rate,
                strength,
                row.isStruggling ? style.yellow("⚠ struggling") : "",
            ])
        }
        let struggling = rows.filter(\.isStruggling).count
        let summary =
            "\(rows.count) active \(rows.count == 1 ? "habit" : "habits")"
            + (struggling > 0 ? " · \(struggling) struggling (under 50% in 30 days)" : "")
        return table.render(style: style) + "\n\n  " + style.dim(summary)
    }
}
