import CadenceCore

/// `cadence stats`: the figures as labelled lines, then the trend as a sparkline and bars.
struct StatsView {
    let habit: Habit
    let statistics: HabitStatistics
    let style: TerminalStyle

    func render() -> String {
        let window = statistics.window
        let unit = statistics.currentStreak.unit
        var lines = [
            style.bold(HabitText.title(of: habit)) + style.dim(" · \(window.window.from) → \(window.window.to)")
                + style.dim(" (\(window.window.length) days)"),
            "",
        ]
        let current = statistics.currentStreak
        let best = statistics.bestStreak
        var successDetail = ""
        if window.expected > 0 {
            successDetail = style.dim(
                "  \(window.successes) of \(window.expected) \(Wording.periodName(unit, count: window.expected))")
        }
        let rows: [(String, String)] = [
            (
                "Current streak",
                current.count > 0
                    ? style.yellow(Formatting.streak(current)) : "0 \(Wording.periodName(unit, count: 0))"
            ),
            ("Best streak", "\(best.count) \(Wording.periodName(best.unit, count: best.count))"),
            ("Success rate", Wording.percent(window.successRate) + successDetail),
            ("Completion rate", Wording.percent(window.completionRate)),
            ("Check-ins", "\(window.completionCount)"),
            ("Strength", ProgressBar.render(statistics.score) + " " + Wording.percent(statistics.score)),
        ]
        let width = rows.map { TextWidth.of($0.0) }.max() ?? 0
        for (label, value) in rows {
            lines.append("  " + TextWidth.padRight(label, to: width) + "  " + value)
        }
        if !statistics.trend.isEmpty {
            lines.append("")
            lines.append(
                "  " + style.bold("Trend") + "  "
                    + style.green(TrendChart.sparkline(statistics.trend.map(\.completionRate))))
            lines.append(trendTable())
        }
        return lines.joined(separator: "\n")
    }

    private func trendTable() -> String {
        let monthly = statistics.window.window.length >= 60
        var table = Table([.init(""), .init(""), .init("", .right), .init("", .right)])
        table.showsHeader = false
        table.indent = 4
        for bucket in statistics.trend {
            let label =
                monthly
                ? "\(Wording.shortMonthName(bucket.window.from.month)) \(bucket.window.from.year)"
                : "\(Formatting.shortDate(bucket.window.from)) – \(Formatting.shortDate(bucket.window.to))"
            let bar = bucket.completionRate.map { TrendChart.bar($0, width: 20) } ?? ""
            let barCell = style.green(TextWidth.padRight(bar, to: 20))
            let count = bucket.completions == 1 ? "1 check-in" : "\(bucket.completions) check-ins"
            guard bucket.completionRate != nil else {
                table.append([style.dim(label), "", style.dim("—"), style.dim(count)])
                continue
            }
            table.append([label, barCell, Wording.percent(bucket.completionRate), style.dim(count)])
        }
        return table.render(style: style)
    }
}
