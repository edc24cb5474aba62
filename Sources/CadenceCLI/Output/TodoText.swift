import CadenceCore

/// How a to-do reads in a list: `#4 ☐ Pay rent · due 2026-12-01 (overdue) · high · monthly`, in the
/// person's language (docs/domain-rules.md §23); the title is the person's own.
enum TodoText {
    static func line(_ todo: Todo, today: Day, style: TerminalStyle, text: LocalText = LocalText(localizer: .english)) -> String {
        var parts = [style.dim("#\(todo.id)") + " " + (todo.isCompleted ? style.green("☑") : "☐") + " " + style.bold(todo.title)]
        guard !text.isEnglish else {
            if let due = todo.due {
                let when = due == today ? "today" : due.description
                parts.append(todo.isOverdue(today: today) ? style.red("due \(when) (overdue)") : "due \(when)")
            }
            if todo.priority != .medium { parts.append(todo.priority.rawValue) }
            if let rule = todo.repeatRule { parts.append(rule.text) }
            return parts.joined(separator: " · ")
        }
        if let due = todo.due {
            let day = ["day": text.mediumDate(due)]
            if todo.isOverdue(today: today) {
                parts.append(style.red(text.localized("overdue since {day}", day)))
            } else {
                parts.append(due == today ? text.localized("due today") : text.localized("due {day}", day))
            }
        }
        if todo.priority == .high { parts.append(text.localized("high priority")) }
        if todo.priority == .low { parts.append(text.localized("low priority")) }
        if let rule = todo.repeatRule { parts.append(text.localized("repeats {rule}", ["rule": repeatName(rule, text: text)])) }
        return parts.joined(separator: " · ")
    }

    /// How a to-do repeats, in words: daily, weekly, monthly, every 3 days.
    static func repeatName(_ rule: TodoRepeat, text: LocalText) -> String {
        switch rule {
        case .daily: text.localized("daily")
        case .weekly: text.localized("weekly")
        case .monthly: text.localized("monthly")
        case .everyNDays(let days):
            text.localizer.localized(one: "every {count} day", other: "every {count} days", count: days, ["count": text.integer(days)])
        }
    }
}
