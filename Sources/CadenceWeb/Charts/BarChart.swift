/// An inline-SVG chart of vertical bars with a label under each, such as the difficulty
/// (`svg#difficulty-chart`), time-of-day (`svg#time-of-day-chart`) and week (`svg#week-chart`)
/// charts.
///
/// Every bar is a `<g class="chart-bar">` with its own `<title>` tooltip and a full-height
/// hover target; a `nil` value draws no bar (the group gets `no-data`, and its value label,
/// such as "—", is still shown). Labels under the bars are thinned when there are many (at most
/// eight, never overlapping: 24 hours show every third). Value labels are drawn only when they
/// all fit above their bars. When no bar has a value above zero the chart says "No data yet".
///
/// ```swift
/// let chart = BarChart(id: "difficulty-chart", title: "Difficulty", bars: bars)
/// let section: HTML = "<section>\(chart.html)</section>"
/// ```
struct BarChart: Sendable {
    /// The `id` of the `<svg>` (also prefixes the ids of its `<title>` and `<desc>`).
    var id: String
    /// The accessible name, shown as the chart's `<title>`.
    var title: String
    /// The `<desc>`; `nil` for the bars' tooltips, one after another.
    var description: String?
    /// The bars, left to right.
    var bars: [ChartBar]
    /// The value of a full-height bar (`1` for rates); `nil` for the largest value.
    var scaleMaximum: Double?
    /// The words and numbers of the page the chart is on (docs/domain-rules.md §23).
    var text = WebText()
    /// The note an empty chart shows.
    var emptyText: String { text.localized("No data yet") }

    /// The `viewBox` width, in user units.
    static let width = 400.0
    /// The `viewBox` height, in user units.
    static let height = 200.0
    /// The labels' font size, in user units.
    static let fontSize = 12.0
    /// The most x labels drawn.
    static let maximumLabels = 8

    init(id: String, title: String, description: String? = nil, bars: [ChartBar], scaleMaximum: Double? = nil) {
        self.id = id
        self.title = title
        self.description = description
        self.bars = bars
        self.scaleMaximum = scaleMaximum
    }

    /// Creates a chart from `(label, value, tooltip)` tuples, without value labels.
    init(
        id: String, title: String, description: String? = nil,
        bars: [(label: String, value: Double?, tooltip: String)], scaleMaximum: Double? = nil
    ) {
        self.init(
            id: id, title: title, description: description,
            bars: bars.map { ChartBar(label: $0.label, value: $0.value, tooltip: $0.tooltip) }, scaleMaximum: scaleMaximum
        )
    }

    /// Whether no bar has a value above zero.
    var isEmpty: Bool {
        !bars.contains { ($0.value ?? 0) > 0 }
    }

    /// The chart as an `<svg>` element.
    var html: HTML {
        let layout = Layout(bars: bars)
        let baselineY = SVGNumber.format(layout.bottom)
        var parts: [HTML] = [
            """
            <line class="chart-baseline" x1="\(SVGNumber.format(layout.left))" y1="\(baselineY)" \
            x2="\(SVGNumber.format(layout.right))" y2="\(baselineY)" stroke="currentColor" stroke-opacity="0.3"/>
            """
        ]
        if isEmpty {
            parts.append(ChartFrame.emptyState(x: (layout.left + layout.right) / 2, y: (layout.top + layout.bottom) / 2, text: emptyText))
        } else {
            let maximum = scaleMaximum.flatMap { $0 > 0 ? $0 : nil } ?? bars.compactMap(\.value).max() ?? 1
            parts.append(.joined(bars.indices.map { bar(at: $0, layout: layout, maximum: maximum) }))
        }
        parts.append(labels(layout))
        let summary = isEmpty ? text.localized("No data yet.") : bars.map(\.tooltip).joined(separator: "; ")
        return ChartFrame.svg(
            id: id, kind: "bar-chart", width: Self.width, height: Self.height, title: title,
            description: description ?? summary, content: .joined(parts)
        )
    }

    private func bar(at index: Int, layout: Layout, maximum: Double) -> HTML {
        let bar = bars[index]
        let slotX = layout.slotX(index)
        let hitTarget: HTML = """
            <rect class="bar-hit" x="\(SVGNumber.format(slotX))" y="\(SVGNumber.format(layout.top))" \
            width="\(SVGNumber.format(layout.slot))" height="\(SVGNumber.format(layout.bottom - layout.top))" \
            fill="transparent"/>
            """
        var barTop = layout.bottom
        var fill: HTML = .empty
        if let value = bar.value {
            let fraction = value.isFinite ? min(max(value / maximum, 0), 1) : 0
            let height = (layout.bottom - layout.top) * fraction
            barTop = layout.bottom - height
            fill = """
                <rect class="bar" x="\(SVGNumber.format(slotX + (layout.slot - layout.barWidth) / 2))" \
                y="\(SVGNumber.format(barTop))" width="\(SVGNumber.format(layout.barWidth))" \
                height="\(SVGNumber.format(height))" rx="2" fill="currentColor"/>
                """
        }
        var valueLabel: HTML = .empty
        if layout.showsValueLabels, let text = bar.valueLabel {
            valueLabel = """
                <text class="chart-label value-label" x="\(SVGNumber.format(slotX + layout.slot / 2))" \
                y="\(SVGNumber.format(barTop - 5))" text-anchor="middle" fill="currentColor">\(text)</text>
                """
        }
        let kind = bar.value == nil ? "chart-bar no-data" : "chart-bar"
        return "<g class=\"\(kind)\"><title>\(bar.tooltip)</title>\(hitTarget)\(fill)\(valueLabel)</g>"
    }

    private func labels(_ layout: Layout) -> HTML {
        ChartText.xAxisLabels(
            layout.labelledIndices, labels: { bars[$0].label }, x: { layout.slotX($0) + layout.slot / 2 }, y: layout.bottom + 17)
    }
}

extension BarChart {
    /// Where the bars lie in the `viewBox`, and which labels fit.
    struct Layout {
        let left = 8.0
        let right = BarChart.width - 8
        let top: Double
        let bottom = BarChart.height - 26
        let slot: Double
        let barWidth: Double
        let showsValueLabels: Bool
        let labelledIndices: [Int]

        init(bars: [ChartBar]) {
            let count = max(bars.count, 1)
            let slot = (BarChart.width - 16) / Double(count)
            self.slot = slot
            barWidth = min(slot * 0.7, 48)
            let valueLabelWidth = bars.compactMap(\.valueLabel)
                .map { ChartText.estimatedWidth(of: $0, fontSize: BarChart.fontSize) }.max()
            showsValueLabels = valueLabelWidth.map { $0 <= slot - 2 } ?? false
            top = showsValueLabels ? 24 : 10
            let labelWidth =
                bars.map { ChartText.estimatedWidth(of: ChartText.shortened($0.label), fontSize: BarChart.fontSize) }
                .max() ?? 0
            let step = ChartText.labelStep(
                count: bars.count, spacing: slot, labelWidth: labelWidth, maximumLabels: BarChart.maximumLabels
            )
            labelledIndices = ChartText.labelledIndices(count: bars.count, step: step, anchoredAtEnd: false)
        }

        /// The left edge of bar `index`'s slot.
        func slotX(_ index: Int) -> Double {
            left + slot * Double(index)
        }
    }
}
