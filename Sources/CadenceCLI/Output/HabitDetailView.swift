import CadenceCore

/// `cadence habit show`: a habit's definition as labelled lines, then its streak and rates.
struct HabitDetailView {
    let habit: Habit
    let categories: [Category]
    let statistics: HabitStatistics
    let style: TerminalStyle

    func render() -> String {
        var rows: [(String, String)] = []
        if !habit.description.isEmpty { rows.append(("Description", habit.description)) }
        let kind = habit.kind == .quit ? "quit" : "build"
        rows.append(("Goal", "\(HabitText.goal(of: habit))  " + style.dim("(\(kind), \(habit.goal.type.rawValue))")))
        if let baseline = habit.baseline {
            rows.append(("Baseline", Formatting.amount(baseline, unit: habit.goal.unit) + " before"))
        }
        rows.append(("Schedule", HabitText.schedule(of: habit)))
        rows.append(("Category", HabitText.category(of: habit, among: categories)))
        let end = habit.endDay.map { "to \($0)" } ?? "no end date"
        rows.append(("Dates", "from \(habit.startDay), \(end)"))
        if !habit.reminders.isEmpty {
            rows.append(("Reminders", habit.reminders.map(\.timeText).joined(separator: ", ")))
        }
        if let icon = habit.icon { rows.append(("Icon", icon)) }
        rows.append(("Color", habit.color))
        if let preset = habit.presetID { rows.append(("Preset", preset)) }
        if habit.isArchived { rows.append(("Status", style.yellow("archived"))) }
        rows.append(("Streak", streakText()))
        let window = statistics.window
        rows.append(
            (
                "Last 30 days",
                "\(Wording.percent(window.successRate)) success · \(window.completionCount) check-ins · strength "
                    + Wording.percent(statistics.score)
            ))
        let width = rows.map { TextWidth.of($0.0) }.max() ?? 0
        var lines = [style.bold(HabitText.title(of: habit)) + style.dim("  id \(habit.id)")]
        for (label, value) in rows {
            lines.append("  " + style.dim(TextWidth.padRight(label, to: width)) + "  " + value)
        }
        return lines.joined(separator: "\n")
    }

    private func streakText() -> String {
        let current = statistics.currentStreak
        let best = statistics.bestStreak
        let now = current.count > 0 ? Formatting.streak(current) : "0 \(Wording.periodName(current.unit, count: 0))"
        return now + style.dim(" (best \(best.count) \(Wording.periodName(best.unit, count: best.count)))")
    }
}
