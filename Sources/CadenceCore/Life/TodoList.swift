import Foundation

/// The to-do lists (docs/domain-rules.md §12 "To-dos"), pure functions of the stored to-dos.
public enum TodoList {
    /// Open to-dos: overdue first, then by due day (those without one last), then priority
    /// (high first), then the order they were made.
    public static func open(_ todos: [Todo], today: Day) -> [Todo] {
        todos.filter { !$0.isCompleted }.sorted { lhs, rhs in
            let left = (lhs.isOverdue(today: today) ? 0 : 1, lhs.due == nil ? 1 : 0, lhs.due?.ordinal ?? 0, -lhs.priority.rank, lhs.id)
            let right = (rhs.isOverdue(today: today) ? 0 : 1, rhs.due == nil ? 1 : 0, rhs.due?.ordinal ?? 0, -rhs.priority.rank, rhs.id)
            return left < right
        }
    }

    /// Open to-dos due today or overdue, in the open order.
    public static func dueToday(_ todos: [Todo], today: Day) -> [Todo] {
        open(todos, today: today).filter { ($0.due.map { $0 <= today }) ?? false }
    }

    /// To-dos completed in the `days` days ending `today` (by the day their completion falls on
    /// in `calendar`), the latest first.
    public static func done(_ todos: [Todo], days: Int, today: Day, calendar: UserCalendar) -> [Todo] {
        let first = today.adding(days: -(max(days, 1) - 1))
        return todos.filter { todo in
            guard let completedAt = todo.completedAt else { return false }
            let day = calendar.day(containing: completedAt)
            return first <= day && day <= today
        }
        .sorted { ($0.completedAt ?? .distantPast, $0.id) > ($1.completedAt ?? .distantPast, $1.id) }
    }

    /// Every to-do: the open ones in their order, then the completed ones, latest first.
    public static func all(_ todos: [Todo], today: Day) -> [Todo] {
        open(todos, today: today)
            + todos.filter(\.isCompleted).sorted { ($0.completedAt ?? .distantPast, $0.id) > ($1.completedAt ?? .distantPast, $1.id) }
    }
}
