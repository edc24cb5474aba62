import CadenceServices

/// The filters of the to-do page (docs/web.md "To-dos"): open (the API's order, overdue first),
/// due today or overdue, all (open then done), and done in the last 30 days.
enum TodoFilter: String, CaseIterable, Sendable {
    case open, today, all, done

    /// The filter named `name`, `open` when absent or unknown.
    init(_ name: String?) {
        self = name.flatMap(TodoFilter.init(rawValue:)) ?? .open
    }

    var title: String {
        switch self {
        case .open: "Open"
        case .today: "Today"
        case .all: "All"
        case .done: "Done"
        }
    }

    /// The service's list for this filter.
    var listKind: TodoListKind {
        switch self {
        case .open: .open
        case .today: .today
        case .all: .all
        case .done: .done(days: 30)
        }
    }
}
