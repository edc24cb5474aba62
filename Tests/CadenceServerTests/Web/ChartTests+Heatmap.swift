import CadenceAPI
import CadenceCore
import CadenceHTTP
import Foundation
import Testing

@testable import CadenceWeb

extension ChartTests {
    // MARK: heatmap

    func heatmap(
        first: String, last: String, today: String? = nil, weekStart: Weekday = .monday
    ) throws -> String {
        let today = try today.map { try day($0) }
        return try CalendarHeatmap(
            id: "heatmap", title: "Past year", first: day(first), last: day(last), today: today, weekStart: weekStart
        ) { day in
            HeatmapCell(level: day.dayOfMonth % 5, tooltip: "\(day): \(day.dayOfMonth % 5) of 4")
        }.html.rendered
    }

    @Test func heatmapIsAnAccessibleScalableSVG() throws {
        let svg = try heatmap(first: "2025-11-03", last: "2026-11-02")
        #expect(svg.hasPrefix("<svg id=\"heatmap\" "))
        #expect(svg.contains("<title id=\"heatmap-title\">Past year</title>"))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("aria-labelledby=\"heatmap-title heatmap-desc\""))
        #expect(svg.contains("width=\"100%\""))
        #expect(svg.contains("preserveAspectRatio="))
        #expect(svg.contains("font-size=\"11\""))
        #expect(svg.contains(#/viewBox="0 0 \d+ \d+"/#))
    }

    @Test func heatmapDrawsExactlyTheDaysInRange() throws {
        let year = try heatmap(first: "2025-11-03", last: "2026-11-02")
        #expect(occurrences(of: "<rect", in: year) == 365)
        #expect(occurrences(of: "</title></rect>", in: year) == 365)
        #expect(year.contains("data-date=\"2025-11-03\""))
        #expect(year.contains("data-date=\"2026-11-02\""))
        #expect(!year.contains("data-date=\"2025-11-02\""))
        #expect(!year.contains("data-date=\"2026-11-03\""))
        let leapYear = try heatmap(first: "2024-01-01", last: "2024-12-31")
        #expect(occurrences(of: "<rect", in: leapYear) == 366)
        let week = try heatmap(first: "2026-10-27", last: "2026-11-02")
        #expect(occurrences(of: "<rect", in: week) == 7)
    }

    @Test func heatmapDrawsNoFutureDays() throws {
        let svg = try heatmap(first: "2026-10-01", last: "2026-11-30", today: "2026-11-02")
        #expect(occurrences(of: "<rect", in: svg) == 33)
        #expect(svg.contains("data-date=\"2026-11-02\""))
        #expect(!svg.contains("data-date=\"2026-11-03\""))
        let allFuture = try heatmap(first: "2026-12-01", last: "2026-12-31", today: "2026-11-02")
        #expect(!allFuture.contains("<rect"))
        #expect(allFuture.contains("No data yet"))
    }

    @Test func heatmapLeavesTheDaysBeforeTheFirstOneEmpty() throws {
        // 2026-11-04 is a Wednesday: with Monday weeks it sits on the third row of the first column.
        #expect(try day("2026-11-04").weekday == .wednesday)
        let svg = try heatmap(first: "2026-11-04", last: "2026-11-08")
        #expect(occurrences(of: "<rect", in: svg) == 5)
        let ys = attribute("y", ofElementsStartingWith: "<rect", in: svg)
        let xs = attribute("x", ofElementsStartingWith: "<rect", in: svg)
        #expect(ys == [2, 3, 4, 5, 6].map { CalendarHeatmap.top + $0 * CalendarHeatmap.pitch })
        #expect(Set(xs) == [CalendarHeatmap.left])
    }

    @Test func weekStartChangesTheRowOfADay() throws {
        let sunday = try day("2026-11-01")
        #expect(sunday.weekday == .sunday)
        let sundayWeeks = try heatmap(first: "2026-10-01", last: "2026-11-30", weekStart: .sunday)
        let mondayWeeks = try heatmap(first: "2026-10-01", last: "2026-11-30", weekStart: .monday)
        let onSundayWeeks = try #require(heatmapRect(for: "2026-11-01", in: sundayWeeks))
        let onMondayWeeks = try #require(heatmapRect(for: "2026-11-01", in: mondayWeeks))
        let top = SVGNumber.format(CalendarHeatmap.top)
        let bottom = SVGNumber.format(CalendarHeatmap.top + 6 * CalendarHeatmap.pitch)
        #expect(onSundayWeeks.contains(" y=\"\(top)\""))
        #expect(onMondayWeeks.contains(" y=\"\(bottom)\""))
        // The Monday after starts a new column with Monday weeks, not with Sunday weeks.
        let mondayAfter = try #require(heatmapRect(for: "2026-11-02", in: mondayWeeks))
        let mondayAfterSunday = try #require(heatmapRect(for: "2026-11-02", in: sundayWeeks))
        let sundayX = attribute("x", ofElementsStartingWith: "<rect", in: onMondayWeeks).first
        #expect(attribute("x", ofElementsStartingWith: "<rect", in: mondayAfter).first == sundayX.map { $0 + CalendarHeatmap.pitch })
        #expect(
            attribute("x", ofElementsStartingWith: "<rect", in: mondayAfterSunday)
                == attribute("x", ofElementsStartingWith: "<rect", in: onSundayWeeks)
        )
        // The side labels follow the rows too.
        #expect(texts(withClass: "chart-label weekday-label", in: mondayWeeks) == ["Mon", "Wed", "Fri"])
        let mondayLabelY = attribute("y", ofElementsStartingWith: "<text class=\"chart-label weekday-label\"", in: mondayWeeks)
        let sundayLabelY = attribute("y", ofElementsStartingWith: "<text class=\"chart-label weekday-label\"", in: sundayWeeks)
        #expect(mondayLabelY.map { $0 + CalendarHeatmap.pitch } == sundayLabelY)
    }

    @Test func heatmapLevelsAreClassesAndOpacitiesNotFixedColours() throws {
        let first = try day("2026-11-01")
        let svg = CalendarHeatmap(
            id: "heatmap", title: "t", first: first, last: first.adding(days: 6), weekStart: .monday
        ) { day in
            HeatmapCell(level: first.days(until: day) - 1, tooltip: "\(day)")
        }.html.rendered
        for level in 0...4 {
            #expect(svg.contains("class=\"day level-\(level)\""))
        }
        #expect(occurrences(of: "class=\"day level-0\"", in: svg) == 2)  // -1 clamps to 0
        #expect(occurrences(of: "class=\"day level-4\"", in: svg) == 2)  // 5 clamps to 4
        #expect(occurrences(of: "fill=\"currentColor\"", in: svg) >= 7)
        #expect(!svg.contains("fill=\"#"))
        let opacities = attribute("fill-opacity", ofElementsStartingWith: "<rect", in: svg)
        #expect(opacities == opacities.sorted())
        #expect(Set(opacities).count == 5)
    }

    @Test func heatmapTooltipsAreEscapedAndOnePerDay() throws {
        let first = try day("2026-11-02")
        let svg = CalendarHeatmap(
            id: "heatmap", title: "<Year>", first: first, last: first.adding(days: 2), weekStart: .monday,
            cells: [first: HeatmapCell(level: 2, tooltip: "2026-11-02: 2 of 3 <script>")]
        ).html.rendered
        #expect(!svg.contains("<script>"))
        #expect(!svg.contains("<Year>"))
        #expect(svg.contains("<title>2026-11-02: 2 of 3 &lt;script&gt;</title></rect>"))
        // Days missing from the dictionary are level 0, titled with their date.
        #expect(svg.contains("<title>2026-11-03</title></rect>"))
        #expect(occurrences(of: "class=\"day level-0\"", in: svg) == 2)
        #expect(occurrences(of: "<rect", in: svg) == 3)
    }

    @Test func heatmapLabelsMonthsAcrossTheTop() throws {
        let svg = try heatmap(first: "2025-11-03", last: "2026-11-02")
        let months = texts(withClass: "chart-label month-label", in: svg)
        #expect(months == ["Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"])
        let xs = attribute("x", ofElementsStartingWith: "<text class=\"chart-label month-label\"", in: svg)
        #expect(xs == xs.sorted())
        // December 2025 starts on a Monday, the fifth column.
        #expect(xs.dropFirst().first == CalendarHeatmap.left + 4 * CalendarHeatmap.pitch)
        // A first month too short for its name is not labelled.
        let short = try heatmap(first: "2026-10-28", last: "2026-12-31")
        #expect(texts(withClass: "chart-label month-label", in: short) == ["Nov", "Dec"])
    }
}
