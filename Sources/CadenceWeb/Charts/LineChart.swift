import CadenceCore
import Foundation

/// An inline-SVG line chart over labelled points: rates `0…1`, such as a habit's completion
/// trend (`svg#trend-chart`), or measures on their own `Scale`, such as hours of sleep
/// (`svg#sleep-chart`).
///
/// A `nil` value breaks the line (one `<polyline>` per run of values); every value gets a dot
/// with its own `<title>` tooltip. The y axis has gridlines at 0, half and the whole of its scale
/// (0 %, 50 % and 100 % for rates); x labels
/// are thinned (at most six, never overlapping, the last point always labelled). Colours come
/// from `currentColor` and the classes `chart-line`, `chart-dot`, `chart-grid`, `chart-label`.
///
/// ```swift
/// let chart = LineChart(id: "trend-chart", title: "Completion trend", points: points)
/// let section: HTML = "<section>\(chart.html)</section>"
/// ```
struct LineChart: Sendable {
    /// The `id` of the `<svg>` (also prefixes the ids of its `<title>` and `<desc>`).
    var id: String
    /// The accessible name, shown as the chart's `<title>`.
    var title: String
    /// The `<desc>`; `nil` for a summary built from the points.
    var description: String?
    /// The points, left to right.
    var points: [ChartPoint]
    /// What the values measure: rates by default.
    var scale: Scale = .rate
    /// The words and numbers of the page the chart is on (docs/domain-rules.md §23).
    var text = WebText()
    /// The note an empty chart shows.
    var emptyText: String { text.localized("No data yet") }

    /// The y axis of a chart: `minimum…maximum`, labelled as percentages (rates) or with a unit.
    struct Scale: Sendable, Hashable {
        /// The value drawn at the bottom (values below are clamped).
        let minimum: Double
        /// The value drawn at the top (values above are clamped).
        let maximum: Double
        /// The unit after each label ("h"); `nil` for rates, written as percentages.
        let unit: String?
        /// The currency of a money scale, whose labels read as money ("€2,500").
        let currency: Currency?

        init(minimum: Double = 0, maximum: Double, unit: String?, currency: Currency? = nil) {
            self.minimum = minimum
            self.maximum = maximum
            self.unit = unit
            self.currency = currency
        }

        /// A money scale from `lowest` to at least `highest` (major units) whose span is a round
        /// number (1, 2, 2.5 or 5 times a power of ten), so its three labels are distinct and
        /// short (docs/web.md "Charts").
        static func money(lowest: Double, highest: Double, currency: Currency) -> Scale {
            let span = max(highest - lowest, 1)
            let power = pow(10, (log10(span)).rounded(.down))
            let step = [1.0, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= span - 1e-9 } ?? span
            return Scale(minimum: lowest, maximum: lowest + step, unit: nil, currency: currency)
        }

        /// Rates `0…1`, labelled 0 %, 50 %, 100 %.
        static let rate = Scale(maximum: 1, unit: nil)

        /// How a value reads on the axis and in the summary.
        func label(_ value: Double, text: WebText = WebText()) -> String {
            if let currency {
                // Outside English, the language's currency format (docs/domain-rules.md §23).
                guard !text.isEnglish else { return MoneyText.axis(value, currency) }
                let per = Double(currency.minorUnitsPerMajor)
                return text.localizer.format.currency(Decimal((value * per).rounded()) / Decimal(per), code: currency.code)
            }
            guard let unit else { return text.isEnglish ? SVGNumber.percent(value) : text.percent(min(max(value, 0), 1)) }
            let number = text.number(value)
            return unit.isEmpty ? number : "\(number) \(unit)"
        }

        /// `value` as a fraction of the scale, for drawing.
        func fraction(_ value: Double) -> Double {
            maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
        }
    }

    /// The `viewBox` width, in user units.
    static let width = 400.0
    /// The `viewBox` height, in user units.
    static let height = 200.0
    /// The labels' font size, in user units.
    static let fontSize = 12.0
    /// The most x labels drawn.
    static let maximumLabels = 6

    init(id: String, title: String, description: String? = nil, points: [ChartPoint], scale: Scale = .rate) {
        self.id = id
        self.title = title
        self.description = description
        self.points = points
        self.scale = scale
    }

    /// Creates a chart from `(label, value, tooltip)` tuples.
    init(id: String, title: String, description: String? = nil, points: [(label: String, value: Double?, tooltip: String)]) {
        self.init(
            id: id, title: title, description: description,
            points: points.map { ChartPoint(label: $0.label, value: $0.value, tooltip: $0.tooltip) }
        )
    }

    /// The chart as an `<svg>` element.
    var html: HTML {
        let layout = Layout(points: points, yLabels: gridValues.map(\.label))
        var parts: [HTML] = [gridlines(layout)]
        if points.contains(where: { $0.value != nil }) {
            parts.append(lines(layout))
            parts.append(dots(layout))
        } else {
            parts.append(ChartFrame.emptyState(x: (layout.left + layout.right) / 2, y: layout.top + layout.plotHeight / 4, text: emptyText))
        }
        parts.append(xLabels(layout))
        return ChartFrame.svg(
            id: id, kind: "line-chart", width: Self.width, height: Self.height, title: title,
            description: description ?? summary, content: .joined(parts)
        )
    }

    /// The runs of consecutive indices whose values are not `nil`.
    var runs: [[Int]] {
        var runs: [[Int]] = []
        var current: [Int] = []
        for (index, point) in points.enumerated() {
            if point.value == nil {
                if !current.isEmpty { runs.append(current) }
                current = []
            } else {
                current.append(index)
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// A one-sentence summary for screen readers.
    var summary: String {
        let values = points.compactMap(\.value)
        guard let first = points.first, let last = points.last, let lowest = values.min(), let highest = values.max(),
            let latest = values.last
        else { return text.localized("No data yet.") }
        let filled = [
            "first": first.label, "last": last.label, "lowest": scale.label(lowest, text: text), "highest": scale.label(highest, text: text),
            "latest": scale.label(latest, text: text),
        ]
        return text.localized("From {first} to {last}: lowest {lowest}, highest {highest}, latest {latest}.", filled)
    }

    /// The y axis's gridlines: at 0, half and the whole of the scale, each with its label.
    private var gridValues: [(rate: Double, label: String)] {
        [0, 0.5, 1].map { ($0, scale.label(scale.minimum + $0 * (scale.maximum - scale.minimum), text: text)) }
    }

    private func gridlines(_ layout: Layout) -> HTML {
        .joined(
            gridValues.map { row in
                let y = SVGNumber.format(layout.y(for: row.rate))
                return """
                    <line class="chart-grid" x1="\(SVGNumber.format(layout.left))" y1="\(y)" \
                    x2="\(SVGNumber.format(layout.right))" y2="\(y)" stroke="currentColor" stroke-opacity="0.15"/>\
                    <text class="chart-label axis-label" x="\(SVGNumber.format(layout.left - 6))" y="\(y)" dy="0.35em" \
                    text-anchor="end" fill="currentColor" fill-opacity="0.7">\(row.label)</text>
                    """
            }
        )
    }

    private func lines(_ layout: Layout) -> HTML {
        .joined(
            runs.filter { $0.count > 1 }.map { run in
                let coordinates = run.map { index in
                    "\(SVGNumber.format(layout.x(for: index))),\(SVGNumber.format(layout.y(for: scale.fraction(points[index].value ?? 0))))"
                }
                return """
                    <polyline class="chart-line" points="\(coordinates.joined(separator: " "))" fill="none" \
                    stroke="currentColor" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>
                    """
            }
        )
    }

    private func dots(_ layout: Layout) -> HTML {
        .joined(
            points.enumerated().compactMap { index, point in
                guard let value = point.value else { return nil }
                return """
                    <circle class="chart-dot" cx="\(SVGNumber.format(layout.x(for: index)))" \
                    cy="\(SVGNumber.format(layout.y(for: scale.fraction(value))))" r="3.5" fill="currentColor" stroke="transparent" \
                    stroke-width="8"><title>\(point.tooltip)</title></circle>
                    """
            }
        )
    }

    private func xLabels(_ layout: Layout) -> HTML {
        ChartText.xAxisLabels(layout.labelledIndices, labels: { points[$0].label }, x: { layout.x(for: $0) }, y: layout.bottom + 18)
    }
}

extension LineChart {
    /// Where the plot area lies in the `viewBox` and which x labels fit.
    struct Layout {
        let left: Double
        let right: Double
        let top = 12.0
        let bottom: Double
        let count: Int
        let labelledIndices: [Int]

        /// docs/web.md "Charts": the plot starts right of its widest y label (never clipped), and
        /// a point whose x label repeats an earlier one's (two transactions on one day) is not
        /// labelled again.
        init(points: [ChartPoint], yLabels: [String] = []) {
            let labelWidth =
                points.map { ChartText.estimatedWidth(of: ChartText.shortened($0.label), fontSize: LineChart.fontSize) }
                .max() ?? 0
            let yLabelWidth = yLabels.map { ChartText.estimatedWidth(of: $0, fontSize: LineChart.fontSize) }.max() ?? 0
            left = max(40, labelWidth / 2 + 2, yLabelWidth + 10)
            right = LineChart.width - max(14, labelWidth / 2 + 2)
            bottom = LineChart.height - 30
            count = points.count
            let spacing = count > 1 ? (right - left) / Double(count - 1) : right - left
            let step = ChartText.labelStep(
                count: count, spacing: spacing, labelWidth: labelWidth, maximumLabels: LineChart.maximumLabels
            )
            var seen: Set<String> = []
            labelledIndices = Array(
                ChartText.labelledIndices(count: count, step: step, anchoredAtEnd: true).reversed()
                    .filter { seen.insert(points[$0].label).inserted }.reversed())
        }

        var plotHeight: Double { bottom - top }

        /// The x coordinate of point `index` (the middle when there is only one point).
        func x(for index: Int) -> Double {
            guard count > 1 else { return (left + right) / 2 }
            return left + (right - left) * Double(index) / Double(count - 1)
        }

        /// The y coordinate of a rate, clamped to `0…1`.
        func y(for rate: Double) -> Double {
            let clamped = rate.isFinite ? min(max(rate, 0), 1) : 0
            return bottom - plotHeight * clamped
        }
    }
}
