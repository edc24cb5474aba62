import CadenceCore

/// `cadence today`: the day's habits with marks, progress bars and streaks, then the quit
/// habits apart, under a `done/total` summary (docs/domain-rules.md §5 "Today").
struct TodayView {
    let list: TodayList
    let style: TerminalStyle

    func render() -> String {
        var lines = [header()]
        if list.habits.isEmpty && list.quitHabits.isEmpty {
            lines.append("")
            lines.append("  Nothing due today. Add a habit with `cadence habit add NAME`.")
            return lines.joined(separator: "\n")
        }
        if !list.habits.isEmpty {
            var table = Table([.init(""), .init(""), .init(""), .init(""), .init("")])
            table.showsHeader = false
            for item in list.habits { table.append(buildRow(item)) }
            lines.append("")
            lines.append(table.render(style: style))
        }
        if !list.quitHabits.isEmpty {
            var table = Table([.init(""), .init(""), .init(""), .init("")])
            table.showsHeader = false
            for item in list.quitHabits { table.append(quitRow(item)) }
            lines.append("")
            lines.append("  " + style.bold("Quit"))
            lines.append(table.render(style: style))
        }
        return lines.joined(separator: "\n")
    }

    private func header() -> String {
        var summary = "\(list.done)/\(list.total) done"
        if list.total > 0, list.done == list.total { summary += " 🎉" }
        return style.bold(Formatting.longDate(list.day)) + style.dim(" · ") + summary
    }

    private func buildRow(_ item: TodayItem) -> [String] {
        let name = HabitText.title(of: item.habit)
        if item.isSkipped {
            let streak = style.yellow(Formatting.streak(item.streak))
            return [style.dim("–"), style.dim(name), "", style.dim("skipped"), streak]
        }
        // A flexible habit's ✓ follows its period (docs/domain-rules.md §5 "Ring and ✓").
        let mark = item.showsDoneMark ? style.green("✓") : "·"
        let (fraction, text) = progress(of: item)
        let bar = item.showsDoneMark ? style.green(ProgressBar.render(fraction)) : ProgressBar.render(fraction)
        return [mark, name, bar, text, style.yellow(Formatting.streak(item.streak))]
    }

    private func quitRow(_ item: TodayItem) -> [String] {
        let name = HabitText.title(of: item.habit)
        let streak = style.yellow(Formatting.streak(item.streak))
        if item.isSkipped { return [style.dim("–"), style.dim(name), style.dim("skipped"), streak] }
        let unit = item.habit.goal.unit
        let amounts = "\(Formatting.quantity(item.total))/\(Formatting.amount(item.target, unit: unit))"
        let scope = periodSuffix(item)
        guard item.isComplete else {
            return [style.red("✗"), name, style.red("\(amounts)\(scope) · over the limit"), streak]
        }
        let text = item.total == 0 ? "clean so far" : "\(amounts)\(scope) · within the limit"
        return [style.green("✓"), name, text, streak]
    }

    /// The bar's fraction and the text beside it (`3/8 cups`, `1/3 this week`, `100/150 min this week`).
    private func progress(of item: TodayItem) -> (Double, String) {
        let habit = item.habit
        let unit = habit.goal.type == .none ? nil : habit.goal.unit
        if habit.schedule.isFlexible, let unitEvaluation = item.currentUnit, unitEvaluation.required > 0 {
            let fraction = unitEvaluation.achieved / unitEvaluation.required
            var text =
                "\(Formatting.quantity(unitEvaluation.achieved))/\(Formatting.quantity(unitEvaluation.required))"
                + " \(scopeName(unitEvaluation.unit.kind))"
            if habit.goal.type != .none || habit.goal.target > 1 {
                text += style.dim(
                    " · today \(Formatting.quantity(item.total))/\(Formatting.amount(item.target, unit: unit))")
            }
            return (fraction, text)
        }
        let fraction = item.target > 0 ? item.total / item.target : 1
        let text =
            "\(Formatting.quantity(item.total))/\(Formatting.amount(item.target, unit: unit))" + periodSuffix(item)
        return (fraction, text)
    }

    private func periodSuffix(_ item: TodayItem) -> String {
        switch item.habit.goal.period {
        case .day: ""
        case .week: " this week"
        case .month: " this month"
        }
    }

    private func scopeName(_ kind: EvaluationSpan.Kind) -> String {
        switch kind {
        case .day: "today"
        case .week: "days this week"
        case .month: "days this month"
        case .block: "days this block"
        }
    }
}
