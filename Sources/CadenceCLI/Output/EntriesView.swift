import CadenceCore

/// `cadence entries`: check-ins as a table, then the days' skips, ratings and notes.
struct EntriesView {
    let habit: Habit
    let entries: [CheckIn]
    let records: [DayRecord]
    let calendar: UserCalendar
    let style: TerminalStyle

    func render() -> String {
        var lines = [style.bold(HabitText.title(of: habit)) + style.dim(" · \(entries.count) check-ins")]
        if entries.isEmpty {
            lines.append("  No check-ins yet. Add one with `cadence done \(CommandLineText.quoted(habit.name))`.")
        } else {
            var table = Table([
                .init("ID", .right), .init("Date"), .init("Time"), .init("Amount", .right), .init("Note"),
            ])
            for entry in entries {
                table.append([
                    style.dim("\(entry.id)"), "\(entry.day)",
                    Formatting.clock(minutes: calendar.minuteOfDay(of: entry.at)),
                    Formatting.amount(entry.amount, unit: habit.goal.unit ?? "×"), entry.note ?? "",
                ])
            }
            lines.append(table.render(style: style))
        }
        let notable = records.filter { !$0.isEmpty }
        if !notable.isEmpty {
            lines.append("")
            lines.append("  " + style.bold("Days"))
            var table = Table([.init("Date"), .init("Skipped"), .init("Rating"), .init("Note")])
            for record in notable {
                table.append([
                    "\(record.day)", record.isSkipped ? "skipped" : "", record.difficulty.map { "\($0)/5" } ?? "",
                    record.note ?? "",
                ])
            }
            lines.append(table.render(style: style))
        }
        return lines.joined(separator: "\n")
    }
}
