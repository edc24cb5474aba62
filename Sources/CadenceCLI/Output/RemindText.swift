import CadenceCore

/// How a reminder reads: `#4 07:00 Run · mon, wed, fri (off)`.
enum RemindText {
    static func line(_ entry: HabitReminder, habit: Habit, style: TerminalStyle, text: LocalText) -> String {
        var line = style.dim("#\(entry.id)") + " " + entry.reminder.timeText + " " + style.bold(habit.name)
        if !entry.reminder.weekdays.isEmpty {
            line += " · " + entry.reminder.weekdays.sorted { $0.rawValue < $1.rawValue }.map(text.weekday).joined(separator: ", ")
        }
        if !entry.reminder.isActive { line += style.dim(" " + text.localized("(off)")) }
        return line
    }
}
