import CadenceCore

/// An inline-SVG calendar heatmap in GitHub's style (`svg#heatmap`): one column per week
/// (weeks starting on `weekStart`), one row per weekday, one square per day.
///
/// Each drawn day is a `<rect class="day level-N">` (N = 0…4) with `data-date`, `data-level`
/// and its own `<title>`; its colour is `currentColor` at an opacity that grows with the level,
/// so the page CSS themes it (`.heatmap { color: … }`, or `.heatmap .level-2 { fill: … }`).
/// Only the days from `first` through `last` are drawn, and none after `today`. Month names run
/// across the top (at each month's first day), Mon, Wed and Fri down the side.
///
/// ```swift
/// let chart = CalendarHeatmap(id: "heatmap", title: "Past year", first: today.adding(days: -364),
///                             last: today, weekStart: .monday) { day in cells[day] ?? HeatmapCell(level: 0, tooltip: "\(day)") }
/// ```
struct CalendarHeatmap: Sendable {
    /// The `id` of the `<svg>` (also prefixes the ids of its `<title>` and `<desc>`).
    var id: String
    /// The accessible name, shown as the chart's `<title>`.
    var title: String
    /// The `<desc>`; `nil` for a summary of the range.
    var description: String?
    /// The first day drawn.
    var first: Day
    /// The day each column starts on.
    var weekStart: Weekday
    /// The drawn days, `first` onwards, with their cells.
    var days: [(day: Day, cell: HeatmapCell)]
    /// The month names across the top, January first, in the page's language (docs/domain-rules.md §23).
    var monthTexts = Self.monthNames
    /// The names of Monday, Wednesday and Friday down the side.
    var weekdayTexts = ["Mon", "Wed", "Fri"]
    /// The words and numbers of the page the heatmap is on.
    var text = WebText()
    /// The note an empty heatmap shows.
    var emptyText: String { text.localized("No data yet") }

    /// The side of a day's square, in user units.
    static let cellSize = 11.0
    /// The distance from one square to the next, across and down.
    static let pitch = 13.0
    /// Room before the first column, for the weekday names.
    static let left = 30.0
    /// Room above the first row, for the month names.
    static let top = 18.0
    /// Room after the last column for a month name that starts there.
    static let right = 12.0
    /// The labels' font size, in user units.
    static let fontSize = 11.0
    /// The narrowest `viewBox`, so a short range is not blown up to the page's width.
    static let minimumWidth = 200.0
    /// The fill opacity of levels 0…4.
    static let opacities = [0.08, 0.3, 0.5, 0.75, 1]
    /// The month names across the top.
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Creates a heatmap of `first` through `last` (and not after `today`, when given), asking
    /// `cell` for each drawn day's level and tooltip.
    init(
        id: String, title: String, description: String? = nil, first: Day, last: Day, today: Day? = nil,
        weekStart: Weekday, cell: (Day) -> HeatmapCell
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.first = first
        self.weekStart = weekStart
        let lastDrawn = today.map { min(last, $0) } ?? last
        days = first.through(lastDrawn).map { ($0, cell($0)) }
    }

    /// Creates a heatmap from a dictionary; days missing from it are level 0 with the date as tooltip.
    init(
        id: String, title: String, description: String? = nil, first: Day, last: Day, today: Day? = nil,
        weekStart: Weekday, cells: [Day: HeatmapCell]
    ) {
        self.init(
            id: id, title: title, description: description, first: first, last: last, today: today,
            weekStart: weekStart
        ) { day in
            cells[day] ?? HeatmapCell(level: 0, tooltip: day.description)
        }
    }

    /// The column (week) of `day`, counted from the week containing `first`.
    func column(of day: Day) -> Int {
        first.firstOfWeek(startingOn: weekStart).days(until: day) / 7
    }

    /// The row of `day`: 0 for `weekStart` … 6 for the day before it.
    func row(of day: Day) -> Int {
        (day.weekday.rawValue - weekStart.rawValue + 7) % 7
    }

    /// The chart as an `<svg>` element.
    var html: HTML {
        let columns = days.last.map { column(of: $0.day) + 1 } ?? 0
        let width = max(Self.left + Double(columns) * Self.pitch + Self.right, Self.minimumWidth)
        let height = Self.top + 7 * Self.pitch + 2
        var parts: [HTML] = [weekdayLabels]
        if days.isEmpty {
            parts.append(ChartFrame.emptyState(x: width / 2, y: height / 2, text: emptyText))
        } else {
            parts.append(monthLabels)
            parts.append(.joined(days.map { rect(day: $0.day, cell: $0.cell) }))
        }
        return ChartFrame.svg(
            id: id, kind: "heatmap", width: width, height: height, title: title,
            description: description ?? summary, alignment: "xMinYMid meet", fontSize: Self.fontSize,
            content: .joined(parts)
        )
    }

    /// A one-sentence summary for screen readers.
    var summary: String {
        guard let firstDay = days.first?.day, let lastDay = days.last?.day else { return text.localized("No data yet.") }
        let active = days.count(where: { $0.cell.level > 0 })
        let day = { (day: Day) in text.isEnglish ? day.description : text.mediumDay(day) }
        return text.localized(
            "{count} days from {first} to {last}, one square per day; {active} with activity.",
            ["count": text.integer(days.count), "first": day(firstDay), "last": day(lastDay), "active": text.integer(active)])
    }

    private func rect(day: Day, cell: HeatmapCell) -> HTML {
        let x = Self.left + Double(column(of: day)) * Self.pitch
        let y = Self.top + Double(row(of: day)) * Self.pitch
        let size = SVGNumber.format(Self.cellSize)
        return """
            <rect class="day level-\(cell.level)" x="\(SVGNumber.format(x))" y="\(SVGNumber.format(y))" \
            width="\(size)" height="\(size)" rx="2" data-date="\(day)" data-level="\(cell.level)" fill="currentColor" \
            fill-opacity="\(SVGNumber.format(Self.opacities[cell.level]))"><title>\(cell.tooltip)</title></rect>
            """
    }

    private var weekdayLabels: HTML {
        let labelled: [(weekday: Weekday, name: String)] = zip([Weekday.monday, .wednesday, .friday], weekdayTexts).map { ($0, $1) }
        return .joined(
            labelled.map { label in
                let row = (label.weekday.rawValue - weekStart.rawValue + 7) % 7
                let y = Self.top + Double(row) * Self.pitch + Self.cellSize / 2
                return """
                    <text class="chart-label weekday-label" x="\(SVGNumber.format(Self.left - 4))" \
                    y="\(SVGNumber.format(y))" dy="0.35em" text-anchor="end" fill="currentColor" \
                    fill-opacity="0.7">\(label.name)</text>
                    """
            }
        )
    }

    /// Month names at the column of each month's first day, and the first (partial) month's
    /// name at the first column when the next name leaves room for it.
    private var monthLabels: HTML {
        var labels: [(column: Int, month: Int)] = days.filter { $0.day.dayOfMonth == 1 }
            .map { (column(of: $0.day), $0.day.month) }
        if let firstDay = days.first?.day, firstDay.dayOfMonth != 1, (labels.first?.column ?? Int.max) >= 3 {
            labels.insert((0, firstDay.month), at: 0)
        }
        return .joined(
            labels.map { label in
                """
                <text class="chart-label month-label" x="\(SVGNumber.format(Self.left + Double(label.column) * Self.pitch))" \
                y="\(SVGNumber.format(Self.top - 6))" fill="currentColor" fill-opacity="0.7">\
                \(monthTexts.indices.contains(label.month - 1) ? monthTexts[label.month - 1] : "")</text>
                """
            }
        )
    }
}
