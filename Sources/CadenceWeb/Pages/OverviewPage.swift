import CadenceCore
import CadenceServices

/// The overview (docs/domain-rules.md §5 statistics and analytics): every active habit at a glance —
/// current and best streak, 30-day success and completion rates, strength score, struggling
/// mark — then the struggling habits (30-day success rate under 50%) and this week's
/// per-day completion across all habits as a bar chart. In the person's language
/// (docs/domain-rules.md §23).
struct OverviewPage {
    let rows: [OverviewRow]
    /// This week's days, from the user's week start (`CadenceService.weeklyCompletion`).
    let week: [Analytics.DayCompletion]
    let today: Day
    var text = WebText()

    /// The days the table's rates cover.
    private static let windowDays = 30

    var body: HTML {
        let empty: HTML =
            rows.isEmpty
            ? "<tr class=\"empty-overview\"><td colspan=\"7\">\(noHabits)</td></tr>"
            : ""
        let days = ["count": text.integer(Self.windowDays)]
        return """
            <h1>\(text.localized("Overview"))</h1>
            <section class="card" aria-labelledby="habits-title">
            <h2 id="habits-title">\(text.localized("Habits")) <span class="muted">\(text.localized("last {count} days", days))</span></h2>
            <div class="table-wrap" tabindex="0" role="region" aria-label="\(text.localized("Every habit at a glance"))"><table id="overview-table">
            <thead><tr><th scope="col">\(text.localized("Habit"))</th><th scope="col">\(text.localized("Current streak"))</th><th \
            scope="col">\(text.localized("Best streak"))</th><th scope="col">\(text.localized("Success"))</th><th \
            scope="col">\(text.localized("Completion"))</th><th scope="col">\(text.localized("Strength"))</th><th \
            scope="col"><span class="visually-hidden">\(text.localized("Status"))</span></th></tr></thead>
            <tbody>\(rows.map(row))\(empty)</tbody>
            </table></div>
            <p><a id="archived-link" href="/habits/archived">\(text.localized("Archived habits"))</a></p>
            </section>
            \(strugglingSection)
            <section class="chart-card" aria-labelledby="week-title">
            <h2 id="week-title">\(text.localized("This week"))</h2>
            \(weekChart.html)
            </section>
            """
    }

    /// "No active habits. Add one." with its link.
    private var noHabits: HTML {
        let link: HTML = "<a href=\"/habits/new\">\(text.localized("Add one"))</a>"
        return text.html(text.localized("No active habits. {link}."), ["link": link])
    }

    /// A streak: `5 days` (English keeps `WebFormat.streak`).
    private func streak(_ streak: Streak) -> String {
        text.isEnglish ? WebFormat.streak(streak) : text.streak(streak)
    }

    private func row(_ row: OverviewRow) -> HTML {
        let habit = row.habit
        let statistics = row.statistics
        let mark: HTML = row.isStruggling ? "<span class=\"struggling-mark\">\(text.localized("Struggling"))</span>" : ""
        // One line per row, nothing the stylesheet does not use: 100 habits stay a small table.
        return """
            <tr data-habit-id="\(habit.id)" data-struggling="\(row.isStruggling)"><td class="name"><a href="/habits/\(habit.id)">\(habit.name)</a>\
            </td>\
            <td class="current-streak" data-streak="\(statistics.currentStreak.count)">\(streak(statistics.currentStreak))</td>\
            <td class="best-streak" data-streak="\(statistics.bestStreak.count)">\(streak(statistics.bestStreak))</td>\
            <td class="success-rate">\(text.percent(statistics.window.successRate))</td>\
            <td class="completion-rate">\(text.percent(statistics.window.completionRate))</td>\
            <td class="strength-score">\(text.percent(statistics.score))</td><td>\(mark)</td></tr>

            """
    }

    private var strugglingSection: HTML {
        let struggling = rows.filter(\.isStruggling)
        let days = ["count": text.integer(Self.windowDays)]
        let content: HTML =
            struggling.isEmpty
            ? "<p class=\"none-struggling\">\(text.localized("No habit is struggling: every one succeeds at least half the time."))</p>"
            : """
            <ul class="struggling-list">\(struggling.map { row -> HTML in
                  "<li data-habit-id=\"\(row.habit.id)\"><a href=\"/habits/\(row.habit.id)\">\(row.habit.name)</a> · "
                      + "\(text.localized("{rate} success", ["rate": text.percent(row.statistics.window.successRate)]))</li>"
              })</ul>
            """
        return """
            <section id="struggling" class="card" aria-labelledby="struggling-title" data-count="\(struggling.count)">
            <h2 id="struggling-title">\(text.localized("Struggling"))</h2>
            <p class="muted">\(text.localized("Habits met less than half the time in the last {count} days.", days))</p>
            \(content)
            </section>
            """
    }

    private var weekChart: BarChart {
        let bars = week.map { day -> ChartBar in
            let name = Wording.weekdayName(day.day.weekday)
            let when = text.isEnglish ? "\(name) \(WebFormat.shortDay(day.day))" : text.longDay(day.day)
            let tooltip: String =
                if let rate = day.rate {
                    text.localized(
                        "{day}: {done} of {due} done ({rate})",
                        ["day": when, "done": text.integer(day.completed), "due": text.integer(day.due), "rate": text.percent(rate)])
                } else if day.day > today {
                    text.localized("{day}: still to come", ["day": when])
                } else {
                    text.localized("{day}: nothing due", ["day": when])
                }
            let label = text.isEnglish ? String(name.prefix(3)) : text.narrowWeekday(day.day.weekday)
            return ChartBar(label: label, value: day.rate, tooltip: tooltip, valueLabel: text.percent(day.rate))
        }
        var chart = BarChart(id: "week-chart", title: text.localized("This week's completion"), bars: bars, scaleMaximum: 1)
        chart.text = text
        return chart
    }
}
