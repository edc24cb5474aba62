import CadenceCore

/// The due day, priority and repeat fields shared by the to-do forms (docs/web.md "To-dos").
enum TodoFields {
    /// The repeats offered; a to-do's own "every N days" is added when it is another N.
    static let repeats = ["never", "daily", "weekly", "monthly", "every 2 days", "every 3 days", "every 14 days"]

    static func dueAndPriority(due: String, priority: String, repeatText: String) -> HTML {
        let priorities = TodoPriority.allCases.reversed().map { option -> HTML in
            "<option value=\"\(option.rawValue)\"\(HTML.when(option.rawValue == priority, " selected"))>\(option.rawValue.capitalized)</option>"
        }
        let known = repeats.contains(repeatText) || repeatText.isEmpty ? repeats : repeats + [repeatText]
        let repeatOptions = known.map { option -> HTML in
            let label = option.prefix(1).uppercased() + option.dropFirst()
            return "<option value=\"\(option)\"\(HTML.when(option == repeatText, " selected"))>\(label)</option>"
        }
        return """
            <div class="row">
            <label>Due <span class="muted">(optional)</span><input name="due" type="date" value="\(due)"></label>
            <label>Priority<select name="priority">\(priorities)</select></label>
            <label>Repeat<select name="repeat">\(repeatOptions)</select></label>
            </div>
            """
    }
}
