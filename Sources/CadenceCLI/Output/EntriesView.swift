import CadenceCore

/// `cadence entries`: check-ins as a table, then the days' skips, ratings and notes, in the
/// person's language (docs/domain-rules.md §23); notes stay as written.
struct EntriesView {
    let habit: Habit
    let entries: [CheckIn]
    let records: [DayRecord]
    let calendar: UserCalendar
    let style: TerminalStyle
    var text = LocalText(localizer: .english)

    func render() -> String {
        var lines = [style.bold(HabitText.title(of: habit)) + style.dim(" · " + checkIns(entries.count))]
        if entries.isEmpty {
            let command = "cadence done \(CommandLineText.quoted(habit.name))"
            lines.append("  " + text.localized("No check-ins yet. Add one with `{command}`.", ["command": command]))
        } else {
            var table = Table([
                .init("ID", .right), .init(text.localized("Date")), .init(text.localized("Time")),
                .init(text.localized("Amount"), .right), .init(text.localized("Note")),
            ])
            for entry in entries {
                let minutes = calendar.minuteOfDay(of: entry.at)
                table.append([
                    style.dim("\(entry.id)"), text.mediumDate(entry.day),
                    text.isEnglish
                        ? Formatting.clock(minutes: minutes) : text.localizer.format.time(hour: minutes / 60, minute: minutes % 60),
                    text.amount(entry.amount, unit: habit.goal.unit ?? "×"), entry.note ?? "",
                ])
            }
            lines.append(table.render(style: style))
        }
        let notable = records.filter { !$0.isEmpty }
        if !notable.isEmpty {
            lines.append("")
            lines.append("  " + style.bold(text.localized("Days")))
            var table = Table([
                .init(text.localized("Date")), .init(text.localized("Skipped")), .init(text.localized("Rating")),
                .init(text.localized("Note")),
            ])
            for record in notable {
                table.append([
                    text.mediumDate(record.day), record.isSkipped ? text.localized("skipped") : "",
                    record.difficulty.map { "\(text.integer($0))/5" } ?? "", record.note ?? "",
                ])
            }
            lines.append(table.render(style: style))
        }
        return lines.joined(separator: "\n")
    }

    /// `3 check-ins` (English keeps its own plural).
    private func checkIns(_ count: Int) -> String {
        guard !text.isEnglish else { return "\(count) check-ins" }
        return text.localizer.localized(one: "{count} check-in", other: "{count} check-ins", count: count, ["count": text.integer(count)])
    }
}
