import CadenceServices

/// The filters of the to-do page (docs/web.md "To-dos"): open (the API's order, overdue first),
/// due today or overdue, all (open then done), and done in the last 30 days.
enum TodoFilter: String, CaseIterable, Sendable {
    case open, today, all, done

    /// The filter named `name`, `open` when absent or unknown.
    init(_ name: String?) {
        self = name.flatMap(TodoFilter.init(rawValue:)) ?? .open
    }

    /// The filter's name in the page's language (docs/domain-rules.md §23).
    func title(_ text: WebText) -> String {
        switch self {
        case .open: text.localized("Open")
        case .today: text.localized("Today")
        case .all: text.localized("All")
        case .done: text.localized("Done")
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
