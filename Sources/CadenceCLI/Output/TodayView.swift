import CadenceCore

/// `cadence today`: the day's habits with marks, progress bars and streaks, then the quit
/// habits apart, under a `done/total` summary (docs/domain-rules.md §5 "Today"), in the
/// person's language (§23).
struct TodayView {
    let list: TodayList
    let style: TerminalStyle
    var text = LocalText(localizer: .english)

    func render() -> String {
        var lines = [header()]
        if list.habits.isEmpty && list.quitHabits.isEmpty {
            lines.append("")
            lines.append("  " + text.localized("Nothing due today. Add a habit with `cadence habit add NAME`."))
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
            lines.append("  " + style.bold(text.localized("Quit")))
            lines.append(table.render(style: style))
        }
        return lines.joined(separator: "\n")
    }

    private func header() -> String {
        var summary = text.localized("{done}/{total} done", ["done": text.integer(list.done), "total": text.integer(list.total)])
        if list.total > 0, list.done == list.total { summary += " 🎉" }
        return style.bold(text.longDate(list.day)) + style.dim(" · ") + summary
    }

    private func buildRow(_ item: TodayItem) -> [String] {
        let name = HabitText.title(of: item.habit)
        if item.isSkipped {
            let streak = style.yellow(text.streak(item.streak))
            return [style.dim("–"), style.dim(name), "", style.dim(text.localized("skipped")), streak]
        }
        // A flexible habit's ✓ follows its period (docs/domain-rules.md §5 "Ring and ✓").
        let mark = item.showsDoneMark ? style.green("✓") : "·"
        let (fraction, progressText) = progress(of: item)
        let bar = item.showsDoneMark ? style.green(ProgressBar.render(fraction)) : ProgressBar.render(fraction)
        return [mark, name, bar, progressText, style.yellow(text.streak(item.streak))]
    }

    private func quitRow(_ item: TodayItem) -> [String] {
        let name = HabitText.title(of: item.habit)
        let streak = style.yellow(text.streak(item.streak))
        if item.isSkipped { return [style.dim("–"), style.dim(name), style.dim(text.localized("skipped")), streak] }
        let unit = item.habit.goal.unit
        let amounts = scoped("\(text.quantity(item.total))/\(text.amount(item.target, unit: unit))", item)
        guard item.isComplete else {
            return [style.red("✗"), name, style.red(text.localized("{progress} · over the limit", ["progress": amounts])), streak]
        }
        let state = item.total == 0 ? text.localized("clean so far") : text.localized("{progress} · within the limit", ["progress": amounts])
        return [style.green("✓"), name, state, streak]
    }

    /// The bar's fraction and the text beside it (`3/8 cups`, `1/3 this week`, `100/150 min this week`).
    private func progress(of item: TodayItem) -> (Double, String) {
        let habit = item.habit
        let unit = habit.goal.type == .none ? nil : habit.goal.unit
        if habit.schedule.isFlexible, let unitEvaluation = item.currentUnit, unitEvaluation.required > 0 {
            let fraction = unitEvaluation.achieved / unitEvaluation.required
            let ratio = "\(text.quantity(unitEvaluation.achieved))/\(text.quantity(unitEvaluation.required))"
            var line = scopeText(unitEvaluation.unit.kind, ratio)
            if habit.goal.type != .none || habit.goal.target > 1 {
                let today = "\(text.quantity(item.total))/\(text.amount(item.target, unit: unit))"
                line += style.dim(" · " + text.localized("today {progress}", ["progress": today]))
            }
            return (fraction, line)
        }
        let fraction = item.target > 0 ? item.total / item.target : 1
        return (fraction, scoped("\(text.quantity(item.total))/\(text.amount(item.target, unit: unit))", item))
    }

    /// Progress with the goal's period when it is not a day: `3/5 km this week`.
    private func scoped(_ progress: String, _ item: TodayItem) -> String {
        switch item.habit.goal.period {
        case .day: progress
        case .week: text.localized("{progress} this week", ["progress": progress])
        case .month: text.localized("{progress} this month", ["progress": progress])
        }
    }

    /// A flexible habit's days in its current unit: `1/3 days this week`.
    private func scopeText(_ kind: EvaluationSpan.Kind, _ ratio: String) -> String {
        switch kind {
        case .day: text.localized("{ratio} today", ["ratio": ratio])
        case .week: text.localized("{ratio} days this week", ["ratio": ratio])
        case .month: text.localized("{ratio} days this month", ["ratio": ratio])
        case .block: text.localized("{ratio} days this block", ["ratio": ratio])
        }
    }
}
