import CadenceCore

/// The due day, priority and repeat fields shared by the to-do forms (docs/web.md "To-dos").
enum TodoFields {
    /// The repeats offered; a to-do's own "every N days" is added when it is another N.
    static let repeats = ["never", "daily", "weekly", "monthly", "every 2 days", "every 3 days", "every 14 days"]

    static func dueAndPriority(due: String, priority: String, repeatText: String, text: WebText = WebText()) -> HTML {
        let priorities = TodoPriority.allCases.reversed().map { option -> HTML in
            "<option value=\"\(option.rawValue)\"\(HTML.when(option.rawValue == priority, " selected"))>\(priorityName(option, text: text))</option>"
        }
        let known = repeats.contains(repeatText) || repeatText.isEmpty ? repeats : repeats + [repeatText]
        let repeatOptions = known.map { option -> HTML in
            let name = option == "never" ? text.localized("never") : TodoRepeat(option).map { repeatName($0, text: text) } ?? option
            let label = name.prefix(1).uppercased() + name.dropFirst()
            return "<option value=\"\(option)\"\(HTML.when(option == repeatText, " selected"))>\(label)</option>"
        }
        return """
            <div class="row">
            <label>\(text.localized("Due")) <span class="muted">(\(text.localized("optional")))</span>\
            <input name="due" type="date" value="\(due)"></label>
            <label>\(text.localized("Priority"))<select name="priority">\(priorities)</select></label>
            <label>\(text.localized("Repeat"))<select name="repeat">\(repeatOptions)</select></label>
            </div>
            """
    }

    /// A priority's name: High, Medium, Low.
    static func priorityName(_ priority: TodoPriority, text: WebText) -> String {
        switch priority {
        case .high: text.localized("High")
        case .medium: text.localized("Medium")
        case .low: text.localized("Low")
        }
    }

    /// How a to-do repeats, in words: daily, weekly, monthly, every 3 days.
    static func repeatName(_ rule: TodoRepeat, text: WebText) -> String {
        switch rule {
        case .daily: text.localized("daily")
        case .weekly: text.localized("weekly")
        case .monthly: text.localized("monthly")
        case .everyNDays(let days):
            text.localizer.localized(one: "every {count} day", other: "every {count} days", count: days, ["count": text.integer(days)])
        }
    }
}
