import CadenceCore

/// How a to-do reads in a list: `#4 ☐ Pay rent · due 2026-12-01 (overdue) · high · monthly`.
enum TodoText {
    static func line(_ todo: Todo, today: Day, style: TerminalStyle) -> String {
        var parts = [style.dim("#\(todo.id)") + " " + (todo.isCompleted ? style.green("☑") : "☐") + " " + style.bold(todo.title)]
        if let due = todo.due {
            let when = due == today ? "today" : due.description
            parts.append(todo.isOverdue(today: today) ? style.red("due \(when) (overdue)") : "due \(when)")
        }
        if todo.priority != .medium { parts.append(todo.priority.rawValue) }
        if let rule = todo.repeatRule { parts.append(rule.text) }
        return parts.joined(separator: " · ")
    }
}
