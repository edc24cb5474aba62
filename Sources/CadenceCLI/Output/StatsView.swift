import CadenceCore

/// `cadence stats`: the figures as labelled lines, then the trend as a sparkline and bars, in the
/// person's language (docs/domain-rules.md §23).
struct StatsView {
    let habit: Habit
    let statistics: HabitStatistics
    let style: TerminalStyle
    var text = LocalText(localizer: .english)

    func render() -> String {
        let window = statistics.window
        let unit = statistics.currentStreak.unit
        var lines = [
            style.bold(HabitText.title(of: habit)) + style.dim(" · \(window.window.from) → \(window.window.to)")
                + style.dim(" (" + text.periods(.day, count: window.window.length) + ")"),
            "",
        ]
        let current = statistics.currentStreak
        let best = statistics.bestStreak
        var successDetail = ""
        if window.expected > 0 {
            let expected = text.periods(unit, count: window.expected)
            successDetail = style.dim(
                "  " + text.localized("{successes} of {expected}", ["successes": text.integer(window.successes), "expected": expected]))
        }
        let rows: [(String, String)] = [
            (text.localized("Current streak"), current.count > 0 ? style.yellow(text.streak(current)) : text.periods(unit, count: 0)),
            (text.localized("Best streak"), text.periods(best.unit, count: best.count)),
            (text.localized("Success rate"), text.percent(window.successRate) + successDetail),
            (text.localized("Completion rate"), text.percent(window.completionRate)),
            (text.localized("Check-ins"), text.integer(window.completionCount)),
            (text.localized("Strength"), ProgressBar.render(statistics.score) + " " + text.percent(statistics.score)),
        ]
        let width = rows.map { TextWidth.of($0.0) }.max() ?? 0
        for (label, value) in rows {
            lines.append("  " + TextWidth.padRight(label, to: width) + "  " + value)
        }
        if !statistics.trend.isEmpty {
            lines.append("")
            lines.append(
                "  " + style.bold(text.localized("Trend")) + "  "
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
                ? text.monthAndYear(bucket.window.from)
                : "\(text.shortDate(bucket.window.from)) – \(text.shortDate(bucket.window.to))"
            let bar = bucket.completionRate.map { TrendChart.bar($0, width: 20) } ?? ""
            let barCell = style.green(TextWidth.padRight(bar, to: 20))
            let count = text.localizer.localized(
                one: "{count} check-in", other: "{count} check-ins", count: bucket.completions,
                ["count": text.integer(bucket.completions)])
            guard bucket.completionRate != nil else {
                table.append([style.dim(label), "", style.dim("—"), style.dim(count)])
                continue
            }
            table.append([label, barCell, text.percent(bucket.completionRate), style.dim(count)])
        }
        return table.render(style: style)
    }
}
