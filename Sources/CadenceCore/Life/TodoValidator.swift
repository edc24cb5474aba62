/// The rules a to-do's fields pass (docs/domain-rules.md §12 "To-dos"): a title of 1–200
/// characters (trimmed), notes of at most 10,000, a due day Cadence can store; the characters
/// of both by `TextRule.todoTitle` and `TextRule.todoNotes` (§7 "Text").
public enum TodoValidator {
    public static let maximumTitleLength = 200
    public static let maximumNotesLength = 10_000

    /// The to-do with its title trimmed and empty notes removed, or the reason it is refused.
    public static func validated(_ todo: Todo) throws(CadenceError) -> Todo {
        var todo = todo
        todo.title = todo.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !todo.title.isEmpty else { throw CadenceError(.nameEmpty, field: "title", "a to-do needs a title") }
        try TextRule.todoTitle.checked(todo.title)
        if let notes = todo.notes {
            if notes.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { todo.notes = nil }
            try TextRule.todoNotes.checked(notes)
        }
        if let due = todo.due, !Day.supported.contains(due) {
            throw CadenceError(.dateRangeInvalid, field: "due", "\(due) is outside the dates Cadence stores")
        }
        if case .everyNDays(let days) = todo.repeatRule, !(1...TodoRepeat.maximumDays).contains(days) {
            throw CadenceError(.everyNDaysOutOfRange, field: "repeat", "a to-do repeats every 1 to 365 days")
        }
        return todo
    }
}
