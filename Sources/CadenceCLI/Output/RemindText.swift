import CadenceCore

/// How a reminder reads: `#4 07:00 Run · mon, wed, fri (off)`.
enum RemindText {
    static func line(_ entry: HabitReminder, habit: Habit, style: TerminalStyle) -> String {
        var text = style.dim("#\(entry.id)") + " " + entry.reminder.timeText + " " + style.bold(habit.name)
        if !entry.reminder.weekdays.isEmpty {
            text += " · " + entry.reminder.weekdays.sorted { $0.rawValue < $1.rawValue }.map(\.shortName).joined(separator: ", ")
        }
        if !entry.reminder.isActive { text += style.dim(" (off)") }
        return text
    }
}
