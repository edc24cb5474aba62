import CadenceCore

/// The body of `POST /api/v1/todos` (schema `TodoCreate`) and `PATCH /api/v1/todos/{id}`
/// (schema `TodoPatch`, where `null` clears `due`, `notes` or `repeat`).
struct TodoInput: Codable, Sendable {
    var title: String?
    var due: Day?
    var priority: TodoPriority?
    var notes: String?
    var `repeat`: String?

    /// The keys a PATCH may set to `null`.
    static let clearableKeys: Set<String> = ["due", "notes", "repeat"]

    /// The repeat rule given, or a 400 naming the field when it does not read as one (the
    /// schema's pattern has already checked its shape).
    func repeatRule() throws(CadenceError) -> TodoRepeat? {
        guard let text = self.repeat else { return nil }
        guard let rule = TodoRepeat(text) else {
            throw CadenceError(.everyNDaysOutOfRange, field: "repeat", "repeat is daily, weekly, monthly or every N days (1–365)")
        }
        return rule
    }
}
