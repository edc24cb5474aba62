import CadenceCore
import CadenceServices
import CadenceStorage

/// `cadence overview`: one row per active habit, struggling habits flagged, in the person's
/// language (docs/domain-rules.md §23).
struct OverviewView {
    let rows: [OverviewRow]
    let style: TerminalStyle
    var text = LocalText(localizer: .english)

    func render() -> String {
        guard !rows.isEmpty else { return text.localized("No active habits. Add one with `cadence habit add NAME`.") }
        var table = Table([
            .init(text.localized("Habit")), .init(text.localized("Streak"), .right), .init(text.localized("Best"), .right),
            .init(text.localized("30 days"), .right), .init(text.localized("Strength")), .init(""),
        ])
        for row in rows {
            let statistics = row.statistics
            let streak = streakText(statistics.currentStreak)
            let best = streakText(statistics.bestStreak)
            let rate = text.percent(statistics.window.successRate)
            let strength =
                ProgressBar.render(statistics.score, width: 8) + " "
                + TextWidth.padLeft(text.percent(statistics.score), to: 4)
            table.append([
                HabitText.title(of: row.habit),
                statistics.currentStreak.count > 0 ? style.yellow(streak) : streak,
                best,
                row.isStruggling ? style.red(rate) : rate,
                strength,
                row.isStruggling ? style.yellow("⚠ " + text.localized("struggling")) : "",
            ])
        }
        return table.render(style: style) + "\n\n  " + style.dim(summary())
    }

    /// `5d` in English; the period in words elsewhere (`5 Tage`).
    private func streakText(_ streak: Streak) -> String {
        text.isEnglish ? Formatting.shortStreak(count: streak.count, unit: streak.unit) : text.periods(streak.unit, count: streak.count)
    }

    private func summary() -> String {
        let struggling = rows.filter(\.isStruggling).count
        guard !text.isEnglish else {
            return "\(rows.count) active \(rows.count == 1 ? "habit" : "habits")"
                + (struggling > 0 ? " · \(struggling) struggling (under 50% in 30 days)" : "")
        }
        let active = text.localizer.localized(
            one: "{count} active habit", other: "{count} active habits", count: rows.count, ["count": text.integer(rows.count)])
        guard struggling > 0 else { return active }
        let values = ["count": text.integer(struggling), "percent": text.percent(0.5)]
        return active + " · " + text.localized("{count} struggling (under {percent} in 30 days)", values)
    }
}
