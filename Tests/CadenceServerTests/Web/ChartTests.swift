import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

/// The inline-SVG charts: their root element, accessible names, counts of marks, gaps, label
/// thinning, escaping, empty states, and the heatmap's days, rows and columns.
@Suite struct ChartTests {
    // MARK: helpers

    /// How many times `needle` occurs in `text`.
    func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The element contents of every `<text>` with `class` `className` (in order).
    func texts(withClass className: String, in svg: String) -> [String] {
        svg.components(separatedBy: "class=\"\(className)\"").dropFirst().compactMap { rest in
            guard let start = rest.firstIndex(of: ">"), let end = rest.range(of: "</text>") else { return nil }
            return String(rest[rest.index(after: start)..<end.lowerBound])
        }
    }

    /// The numeric value of attribute `name` in each element starting with `prefix`.
    func attribute(_ name: String, ofElementsStartingWith prefix: String, in svg: String) -> [Double] {
        svg.components(separatedBy: prefix).dropFirst().compactMap { rest in
            guard let element = rest.split(separator: ">", maxSplits: 1).first,
                let valueStart = element.range(of: " \(name)=\"")?.upperBound,
                let valueEnd = element[valueStart...].firstIndex(of: "\"")
            else { return nil }
            return Double(element[valueStart..<valueEnd])
        }
    }

    /// The `<rect>` drawn for `date` in a heatmap, up to its closing `>`.
    func heatmapRect(for date: String, in svg: String) -> String? {
        guard let marker = svg.range(of: "data-date=\"\(date)\"") else { return nil }
        guard let start = svg[..<marker.lowerBound].range(of: "<rect", options: .backwards) else { return nil }
        guard let end = svg[marker.upperBound...].firstIndex(of: ">") else { return nil }
        return String(svg[start.lowerBound...end])
    }

    func day(_ text: String) throws -> Day {
        try #require(Day(text))
    }

    func lineChart(_ values: [Double?]) -> String {
        let points = values.enumerated().map { index, value in
            ChartPoint(label: "W\(index + 1)", value: value, tooltip: "Week \(index + 1)")
        }
        return LineChart(id: "trend-chart", title: "Completion trend", points: points).html.rendered
    }

    // MARK: numbers

    @Test func numbersHaveAtMostTwoDecimalsAndAPoint() {
        #expect(SVGNumber.format(12) == "12")
        #expect(SVGNumber.format(12.5) == "12.5")
        #expect(SVGNumber.format(1.0 / 3.0) == "0.33")
        #expect(SVGNumber.format(-4.256) == "-4.26")
        #expect(SVGNumber.format(0.1) == "0.1")
        #expect(SVGNumber.format(0.05) == "0.05")
        #expect(SVGNumber.format(2.999) == "3")
        #expect(SVGNumber.format(1234.05) == "1234.05")
        #expect(SVGNumber.format(.nan) == "0")
        #expect(SVGNumber.format(.infinity) == "0")
        #expect(SVGNumber.percent(0.805) == "81%")
        #expect(SVGNumber.percent(1.7) == "100%")
    }

    @Test func noChartWritesMoreThanTwoDecimals() throws {
        let line = lineChart((0..<17).map { Double($0) / 17 })
        let bars = BarChart(
            id: "b", title: "t", bars: (0..<7).map { ChartBar(label: "\($0)", value: Double($0) / 3, tooltip: "x") }
        ).html.rendered
        for svg in [line, bars] {
            #expect(svg.contains(#/="\d+\.\d{1,2}"/#))  // decimals are written, with a point
            #expect(!svg.contains(#/\d\.\d{3}/#))
        }
    }

    // MARK: line chart

    @Test func lineChartRootIsAnAccessibleScalableSVG() {
        let svg = lineChart([0.2, 0.5, 0.9])
        #expect(svg.hasPrefix("<svg id=\"trend-chart\" "))
        #expect(svg.hasSuffix("</svg>"))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("aria-labelledby=\"trend-chart-title trend-chart-desc\""))
        #expect(svg.contains("<title id=\"trend-chart-title\">Completion trend</title>"))
        #expect(svg.contains("<desc id=\"trend-chart-desc\">From W1 to W3: lowest 20%, highest 90%, latest 90%.</desc>"))
        #expect(svg.contains("viewBox=\"0 0 400 200\""))
        #expect(svg.contains("width=\"100%\""))
        #expect(svg.contains("preserveAspectRatio=\"xMidYMid meet\""))
        #expect(!svg.contains(" height=\"100%\""))
    }

    @Test func lineChartDrawsOneDotWithATooltipPerValue() {
        let svg = lineChart([0.2, nil, 0.5, 0.9, 1])
        #expect(occurrences(of: "<circle", in: svg) == 4)
        #expect(occurrences(of: "<title>Week", in: svg) == 4)
        #expect(svg.contains("<title>Week 4</title></circle>"))
        #expect(!svg.contains("<title>Week 2</title>"))
    }

    @Test func aNilValueInTheMiddleBreaksTheLine() {
        #expect(occurrences(of: "<polyline", in: lineChart([0.5, 0.6, 0.7, 0.8])) == 1)
        #expect(occurrences(of: "<polyline", in: lineChart([0.5, 0.6, nil, 0.7, 0.8])) == 2)
        #expect(occurrences(of: "<polyline", in: lineChart([0.5, 0.4, nil, nil, 0.7, 0.8, nil, 0.2, 0.3])) == 3)
        #expect(occurrences(of: "<polyline", in: lineChart([nil, 0.6, 0.7, nil])) == 1)
        // A value alone between gaps is a dot without a line.
        let isolated = lineChart([0.5, nil, 0.6, 0.7])
        #expect(occurrences(of: "<polyline", in: isolated) == 1)
        #expect(occurrences(of: "<circle", in: isolated) == 3)
    }

    @Test func lineChartMapsRatesToTheGridAndClampsThem() {
        let svg = lineChart([0, 0.5, 1, 1.5, -1])
        let ys = attribute("cy", ofElementsStartingWith: "<circle", in: svg)
        #expect(ys.count == 5)
        let gridYs = attribute("y1", ofElementsStartingWith: "<line class=\"chart-grid\"", in: svg)
        #expect(gridYs.count == 3)
        #expect(ys == [gridYs[0], gridYs[1], gridYs[2], gridYs[2], gridYs[0]])
        #expect(gridYs[0] > gridYs[2])  // 0% is below 100%
        #expect(texts(withClass: "chart-label axis-label", in: svg) == ["0%", "50%", "100%"])
        let xs = attribute("cx", ofElementsStartingWith: "<circle", in: svg)
        #expect(xs == xs.sorted())
        #expect(Set(xs).count == 5)
    }

    @Test func lineChartShowsEveryLabelWhenFewAndThinsThemWhenMany() throws {
        #expect(texts(withClass: "chart-label x-label", in: lineChart([0.1, 0.2, 0.3, 0.4])) == ["W1", "W2", "W3", "W4"])
        let many = texts(withClass: "chart-label x-label", in: lineChart((0..<30).map { _ in 0.5 }))
        #expect(many.count <= 6)
        #expect(many.count >= 3)
        #expect(many.last == "W30")  // the latest point keeps its label
    }

    @Test func lineChartLabelsNeverOverlap() throws {
        var start = try day("2026-01-05")
        var points: [ChartPoint] = []
        for _ in 0..<13 {
            points.append(ChartPoint(label: start.description, value: 0.5, tooltip: "t"))
            start = start.adding(days: 7)
        }
        let svg = LineChart(id: "trend-chart", title: "Trend", points: points).html.rendered
        let labels = texts(withClass: "chart-label x-label", in: svg)
        let xs = attribute("x", ofElementsStartingWith: "<text class=\"chart-label x-label\"", in: svg)
        #expect(labels.count == xs.count)
        #expect(labels.count < 13)
        let width = ChartText.estimatedWidth(of: "2026-01-05", fontSize: LineChart.fontSize)
        for (left, right) in zip(xs, xs.dropFirst()) {
            #expect(right - left >= width)
        }
        // The outermost labels stay inside the viewBox.
        let first = try #require(xs.first)
        let last = try #require(xs.last)
        #expect(first - width / 2 >= 0)
        #expect(last + width / 2 <= LineChart.width)
    }

    @Test func lineChartEscapesUserText() {
        let svg = LineChart(
            id: "trend-chart", title: "<script>alert(1)</script>",
            points: [
                (label: "<script>", value: 0.5, tooltip: "\"quoted\" & 'single'"),
                (label: "b", value: 0.7, tooltip: "<b>bold</b>"),
            ]
        ).html.rendered
        #expect(!svg.contains("<script>"))
        #expect(!svg.contains("<b>"))
        #expect(svg.contains("<title id=\"trend-chart-title\">&lt;script&gt;alert(1)&lt;/script&gt;</title>"))
        #expect(svg.contains(">&lt;script&gt;</text>"))
        #expect(svg.contains("<title>&quot;quoted&quot; &amp; &#39;single&#39;</title>"))
        #expect(svg.contains("<title>&lt;b&gt;bold&lt;/b&gt;</title>"))
    }

    @Test func lineChartWithoutValuesSaysNoDataYet() {
        let svg = lineChart([nil, nil, nil])
        #expect(svg.contains(">No data yet</text>"))
        #expect(!svg.contains("<polyline"))
        #expect(!svg.contains("<circle"))
        #expect(svg.contains("<title id=\"trend-chart-title\">"))
        #expect(!lineChart([nil, 0.4]).contains("No data yet"))
        #expect(LineChart(id: "x", title: "t", points: [ChartPoint]()).html.rendered.contains("No data yet"))
    }

    @Test func lineChartUsesTheGivenDescription() {
        let svg = LineChart(id: "c", title: "t", description: "Rates <per> week", points: [ChartPoint]()).html.rendered
        #expect(svg.contains("<desc id=\"c-desc\">Rates &lt;per&gt; week</desc>"))
    }

    // MARK: bar chart

    func difficultyBars(_ values: [Double?]) -> [ChartBar] {
        values.enumerated().map { index, value in
            ChartBar(label: "\(index + 1)", value: value, tooltip: "Difficulty \(index + 1): \(value ?? 0)")
        }
    }

    @Test func barChartDrawsOneBarWithATooltipPerValue() {
        let svg = BarChart(id: "difficulty-chart", title: "Difficulty", bars: difficultyBars([1, 4, 2, 0, 3])).html.rendered
        #expect(svg.hasPrefix("<svg id=\"difficulty-chart\" "))
        #expect(svg.contains("<title id=\"difficulty-chart-title\">Difficulty</title>"))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("width=\"100%\""))
        #expect(occurrences(of: "<rect class=\"bar\"", in: svg) == 5)
        #expect(occurrences(of: "<g class=\"chart-bar\"><title>Difficulty", in: svg) == 5)
        #expect(texts(withClass: "chart-label x-label", in: svg) == ["1", "2", "3", "4", "5"])
        // The tallest bar (4) reaches the top; heights are proportional.
        let heights = attribute("height", ofElementsStartingWith: "<rect class=\"bar\"", in: svg)
        #expect(heights.count == 5)
        #expect(heights[3] == 0)
        #expect(heights[1] == 4 * heights[0])
        #expect(heights[1] == 2 * heights[2])
    }

    @Test func barChartDrawsNoBarForNilAndKeepsItsValueLabel() {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let rates: [Double?] = [1, 0.5, nil, 0.75, nil, 0, 0.25]
        let bars = zip(days, rates).map { name, rate in
            ChartBar(
                label: name, value: rate, tooltip: "\(name): \(rate.map(SVGNumber.percent) ?? "no data")",
                valueLabel: rate.map(SVGNumber.percent) ?? "—"
            )
        }
        let svg = BarChart(id: "week-chart", title: "This week", bars: bars, scaleMaximum: 1).html.rendered
        #expect(occurrences(of: "<rect class=\"bar\"", in: svg) == 5)
        #expect(occurrences(of: "<g class=\"chart-bar no-data\">", in: svg) == 2)
        #expect(svg.contains("<title>Wed: no data</title>"))
        let valueLabels = texts(withClass: "chart-label value-label", in: svg)
        #expect(valueLabels == ["100%", "50%", "—", "75%", "—", "0%", "25%"])
        #expect(texts(withClass: "chart-label x-label", in: svg) == days)
        let heights = attribute("height", ofElementsStartingWith: "<rect class=\"bar\"", in: svg)
        #expect(heights[0] == 2 * heights[1])
    }

    @Test func barChartScaleMaximumSetsTheFullHeight() {
        let half = BarChart(
            id: "c", title: "t", bars: [ChartBar(label: "a", value: 0.5, tooltip: "a")], scaleMaximum: 1
        ).html.rendered
        let full = BarChart(id: "c", title: "t", bars: [ChartBar(label: "a", value: 0.5, tooltip: "a")]).html.rendered
        let halfHeight = attribute("height", ofElementsStartingWith: "<rect class=\"bar\"", in: half)
        let fullHeight = attribute("height", ofElementsStartingWith: "<rect class=\"bar\"", in: full)
        #expect(halfHeight.count == 1)
        #expect(halfHeight.first.map { $0 * 2 } == fullHeight.first)
    }

    @Test func twentyFourHoursShowEveryThirdLabel() {
        let bars = (0..<24).map { ChartBar(label: "\($0)", value: Double($0 % 5), tooltip: "\($0):00") }
        let svg = BarChart(id: "time-of-day-chart", title: "Time of day", bars: bars).html.rendered
        #expect(occurrences(of: "<rect class=\"bar\"", in: svg) == 24)
        #expect(texts(withClass: "chart-label x-label", in: svg) == ["0", "3", "6", "9", "12", "15", "18", "21"])
    }

    @Test func barChartOmitsValueLabelsThatDoNotFit() {
        let crowded = (0..<24).map { ChartBar(label: "\($0)", value: 1, tooltip: "t", valueLabel: "12 check-ins") }
        let svg = BarChart(id: "c", title: "t", bars: crowded).html.rendered
        #expect(texts(withClass: "chart-label value-label", in: svg).isEmpty)
        let roomy = (0..<5).map { ChartBar(label: "\($0)", value: 1, tooltip: "t", valueLabel: "12") }
        #expect(texts(withClass: "chart-label value-label", in: BarChart(id: "c", title: "t", bars: roomy).html.rendered).count == 5)
    }

    @Test func barChartWithOnlyZerosSaysNoDataYet() {
        let zeros = BarChart(id: "difficulty-chart", title: "Difficulty", bars: difficultyBars([0, 0, 0, 0, 0])).html.rendered
        #expect(zeros.contains(">No data yet</text>"))
        #expect(!zeros.contains("<rect class=\"bar\""))
        #expect(zeros.contains("<title id=\"difficulty-chart-title\">Difficulty</title>"))
        #expect(texts(withClass: "chart-label x-label", in: zeros).count == 5)
        let nils = BarChart(id: "c", title: "t", bars: difficultyBars([nil, nil])).html.rendered
        #expect(nils.contains("No data yet"))
        let some = BarChart(id: "c", title: "t", bars: difficultyBars([0, 0, 1, 0, 0])).html.rendered
        #expect(!some.contains("No data yet"))
    }

    @Test func barChartEscapesUserText() {
        let svg = BarChart(
            id: "c", title: "A & B",
            bars: [(label: "<script>", value: 2, tooltip: "<img src=x onerror=alert(1)>")]
        ).html.rendered
        #expect(!svg.contains("<script>"))
        #expect(!svg.contains("<img"))
        #expect(svg.contains(">&lt;script&gt;</text>"))
        #expect(svg.contains("<title>&lt;img src=x onerror=alert(1)&gt;</title>"))
        #expect(svg.contains(">A &amp; B</title>"))
    }
}
