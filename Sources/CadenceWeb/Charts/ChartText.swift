/// Text measurements for chart labels, which SVG cannot measure before the browser lays them out.
///
/// Widths are estimates (0.62 em a character, on the generous side for the page's sans-serif
/// font), used to thin axis labels so they never overlap.
enum ChartText {
    /// The longest label drawn in full; longer ones are cut with `…` (the tooltip keeps them whole).
    static let maximumLabelLength = 12

    /// The estimated width of `text` at `fontSize` user units.
    static func estimatedWidth(of text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.62
    }

    /// `label`, shortened to `maximumLabelLength` characters with a trailing `…`.
    static func shortened(_ label: String) -> String {
        guard label.count > maximumLabelLength else { return label }
        return String(label.prefix(maximumLabelLength - 1)) + "…"
    }

    /// Every `step`-th index of `0..<count`: counted from the first index, or back from the
    /// last when `anchoredAtEnd` (so the latest point keeps its label).
    static func labelledIndices(count: Int, step: Int, anchoredAtEnd: Bool) -> [Int] {
        guard count > 0 else { return [] }
        let step = max(step, 1)
        if anchoredAtEnd {
            return Array(stride(from: count - 1, through: 0, by: -step).reversed())
        }
        return Array(stride(from: 0, to: count, by: step))
    }

    /// The smallest step that spaces labels at least `labelWidth + gap` apart when neighbouring
    /// positions are `spacing` apart, and shows at most `maximumLabels` of `count` labels.
    static func labelStep(count: Int, spacing: Double, labelWidth: Double, maximumLabels: Int, gap: Double = 6) -> Int {
        guard count > 1 else { return 1 }
        let maximumLabels = max(maximumLabels, 1)
        var step = 1
        while step < count {
            let shown = (count + step - 1) / step
            if shown <= maximumLabels && Double(step) * spacing >= labelWidth + gap { break }
            step += 1
        }
        return step
    }

    /// The x-axis labels of a chart: `labels[index]` for each labelled index, shortened, centred
    /// on `x(index)` at height `y`.
    static func xAxisLabels(_ indices: [Int], labels: (Int) -> String, x: (Int) -> Double, y: Double) -> HTML {
        let y = SVGNumber.format(y)
        return .joined(
            indices.map { index in
                """
                <text class="chart-label x-label" x="\(SVGNumber.format(x(index)))" y="\(y)" \
                text-anchor="middle" fill="currentColor" fill-opacity="0.7">\(shortened(labels(index)))</text>
                """
            }
        )
    }
}
