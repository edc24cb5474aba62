import CadenceCore

/// The statistics window a detail page shows (docs/web.md): the last 30, 90 or 365 days,
/// or a custom range, read from the query (`?window=90` or `?from=…&to=…`).
struct DetailWindow: Sendable {
    enum Choice: Sendable, Equatable {
        case last(Int)
        case custom(from: Day, to: Day)
    }

    let choice: Choice

    /// The choice in the query; a malformed or reversed custom range is refused.
    init(window: String?, from: String?, to: String?) throws(CadenceError) {
        if let from, let to {
            guard let first = Day(from), let last = Day(to) else {
                throw CadenceError(.dateRangeInvalid, field: "from", "expected dates YYYY-MM-DD, got '\(from)' and '\(to)'")
            }
            _ = try DateWindow(from: first, to: last)
            choice = .custom(from: first, to: last)
        } else {
            let days = window.flatMap(Int.init) ?? 30
            guard [30, 90, 365].contains(days) else {
                throw CadenceError(.dateRangeInvalid, field: "window", "the window is 30, 90 or 365 days, or from/to dates")
            }
            choice = .last(days)
        }
    }

    /// The window ending `today` (for the last N days) or the custom one.
    func dateWindow(today: Day) throws(CadenceError) -> DateWindow {
        switch choice {
        case .last(let days): .last(days, endingOn: today)
        case .custom(let from, let to): try DateWindow(from: from, to: to)
        }
    }

    /// The window links and the custom-range form, in the page's language (docs/domain-rules.md §23).
    func links(for habit: HabitID, text: WebText = WebText()) -> HTML {
        let labels = [(30, text.periods(.day, count: 30)), (90, text.periods(.day, count: 90)), (365, text.localized("1 year"))]
        let choices = labels.map { days, label -> HTML in
            let current: HTML = choice == .last(days) ? " aria-current=\"true\"" : ""
            return "<a class=\"window-link\" href=\"/habits/\(habit)?window=\(days)\"\(current)>\(label)</a>"
        }
        var from = ""
        var to = ""
        if case .custom(let first, let last) = choice {
            from = first.description
            to = last.description
        }
        return """
            \(choices)
            <form method="get" action="/habits/\(habit)" class="actions custom-window"><label>\(text.localized("From")) \
            <input type="date" name="from" \
            value="\(from)" required></label><label>\(text.localized("to")) <input type="date" name="to" value="\(to)" required></label>\
            <button class="button small">\(text.localized("Show"))</button></form>
            """
    }
}
