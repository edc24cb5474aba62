import CadenceCore

/// `cadence habit show`: a habit's definition as labelled lines, then its streak and rates.
struct HabitDetailView {
    let habit: Habit
    let categories: [Category]
    let statistics: HabitStatistics
    let style: TerminalStyle
    var text = LocalText(localizer: .english)

    func render() -> String {
        let rows = text.isEnglish ? englishRows() : localRows()
        let width = rows.map { TextWidth.of($0.0) }.max() ?? 0
        var lines = [style.bold(HabitText.title(of: habit)) + style.dim("  id \(habit.id)")]
        for (label, value) in rows {
            lines.append("  " + style.dim(TextWidth.padRight(label, to: width)) + "  " + value)
        }
        return lines.joined(separator: "\n")
    }

    private func englishRows() -> [(String, String)] {
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
        return rows
    }

    /// The same rows in the person's language (docs/domain-rules.md §23).
    private func localRows() -> [(String, String)] {
        var rows: [(String, String)] = []
        if !habit.description.isEmpty { rows.append((text.localized("Description"), habit.description)) }
        let kind = habit.kind == .quit ? text.localized("habit to quit") : text.localized("habit to build")
        rows.append((text.localized("Goal"), text.goal(habit.goal, kind: habit.kind) + "  " + style.dim("(\(kind))")))
        if let baseline = habit.baseline {
            rows.append((text.localized("Baseline"), text.localized("{amount} before", ["amount": text.amount(baseline, unit: habit.goal.unit)])))
        }
        rows.append((text.localized("Schedule"), text.schedule(of: habit)))
        rows.append((text.localized("Category"), text.category(of: habit, among: categories)))
        let start = text.mediumDate(habit.startDay)
        let dates =
            habit.endDay.map { text.localized("from {first} to {last}", ["first": start, "last": text.mediumDate($0)]) }
            ?? text.localized("from {start}, no end date", ["start": start])
        rows.append((text.localized("Dates"), dates))
        if !habit.reminders.isEmpty {
            let times = habit.reminders.map { text.localizer.format.time(hour: $0.hour, minute: $0.minute) }
            rows.append((text.localized("Reminders"), times.joined(separator: ", ")))
        }
        if let icon = habit.icon { rows.append((text.localized("Icon"), icon)) }
        rows.append((text.localized("Color"), habit.color))
        if let preset = habit.presetID {
            rows.append((text.localized("Preset"), text.localizer.presetName(id: preset, english: preset)))
        }
        if habit.isArchived { rows.append((text.localized("Status"), style.yellow(text.localized("archived")))) }
        let current = statistics.currentStreak
        let best = statistics.bestStreak
        let now = current.count > 0 ? text.streak(current) : text.periods(current.unit, count: 0)
        rows.append(
            (
                text.localized("Streak"),
                now + style.dim(" " + text.localized("(best {streak})", ["streak": text.periods(best.unit, count: best.count)]))
            ))
        let window = statistics.window
        let checkIns = text.localizer.localized(
            one: "{count} check-in", other: "{count} check-ins", count: window.completionCount, ["count": text.integer(window.completionCount)])
        let values = ["rate": text.percent(window.successRate), "checkIns": checkIns, "strength": text.percent(statistics.score)]
        rows.append((text.localized("Last 30 days"), text.localized("{rate} success · {checkIns} · strength {strength}", values)))
        return rows
    }

    private func streakText() -> String {
        let current = statistics.currentStreak
        let best = statistics.bestStreak
        let now = current.count > 0 ? Formatting.streak(current) : "0 \(Wording.periodName(current.unit, count: 0))"
        return now + style.dim(" (best \(best.count) \(Wording.periodName(best.unit, count: best.count)))")
    }
}
