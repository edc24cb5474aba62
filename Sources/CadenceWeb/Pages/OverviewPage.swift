import CadenceCore
import CadenceServices

/// The overview (docs/domain-rules.md §5 statistics and analytics): every active habit at a glance —
/// current and best streak, 30-day success and completion rates, strength score, struggling
/// mark — then the struggling habits (30-day success rate under 50%) and this week's
/// per-day completion across all habits as a bar chart.
struct OverviewPage {
    let rows: [OverviewRow]
    /// This week's days, from the user's week start (`CadenceService.weeklyCompletion`).
    let week: [Analytics.DayCompletion]
    let today: Day

    var body: HTML {
        let empty: HTML =
            rows.isEmpty
            ? "<tr class=\"empty-overview\"><td colspan=\"7\">No active habits. <a href=\"/habits/new\">Add one</a>.</td></tr>"
            : ""
        return """
            <h1>Overview</h1>
            <section class="card" aria-labelledby="habits-title">
            <h2 id="habits-title">Habits <span class="muted">last 30 days</span></h2>
            <div class="table-wrap" tabindex="0" role="region" aria-label="Every habit at a glance"><table id="overview-table">
            <thead><tr><th scope="col">Habit</th><th scope="col">Current streak</th><th scope="col">Best streak</th><th scope="col">Success</th><th \
            scope="col">Completion</th><th scope="col">Strength</th><th scope="col"><span class="visually-hidden">Status</span></th></tr></thead>
            <tbody>\(rows.map(row))\(empty)</tbody>
            </table></div>
            <p><a id="archived-link" href="/habits/archived">Archived habits</a></p>
            </section>
            \(strugglingSection)
            <section class="chart-card" aria-labelledby="week-title">
            <h2 id="week-title">This week</h2>
            \(weekChart.html)
            </section>
            """
    }

    private func row(_ row: OverviewRow) -> HTML {
        let habit = row.habit
        let statistics = row.statistics
        let mark: HTML = row.isStruggling ? "<span class=\"struggling-mark\">Struggling</span>" : ""
        // One line per row, nothing the stylesheet does not use: 100 habits stay a small table.
        return """
            <tr data-habit-id="\(habit.id)" data-struggling="\(row.isStruggling)"><td class="name"><a href="/habits/\(habit.id)">\(habit.name)</a>\
            </td>\
            <td class="current-streak" data-streak="\(statistics.currentStreak.count)">\(WebFormat.streak(statistics.currentStreak))</td>\
            <td class="best-streak" data-streak="\(statistics.bestStreak.count)">\(WebFormat.streak(statistics.bestStreak))</td>\
            <td class="success-rate">\(Wording.percent(statistics.window.successRate))</td>\
            <td class="completion-rate">\(Wording.percent(statistics.window.completionRate))</td>\
            <td class="strength-score">\(Wording.percent(statistics.score))</td><td>\(mark)</td></tr>

            """
    }

    private var strugglingSection: HTML {
        let struggling = rows.filter(\.isStruggling)
        let content: HTML =
            struggling.isEmpty
            ? "<p class=\"none-struggling\">No habit is struggling: every one succeeds at least half the time.</p>"
            : """
            <ul class="struggling-list">\(struggling.map { row -> HTML in
                  "<li data-habit-id=\"\(row.habit.id)\"><a href=\"/habits/\(row.habit.id)\">\(row.habit.name)</a> · "
                      + "\(Wording.percent(row.statistics.window.successRate)) success</li>"
              })</ul>
            """
        return """
            <section id="struggling" class="card" aria-labelledby="struggling-title" data-count="\(struggling.count)">
            <h2 id="struggling-title">Struggling</h2>
            <p class="muted">Habits met less than half the time in the last 30 days.</p>
            \(content)
            </section>
            """
    }

    private var weekChart: BarChart {
        let bars = week.map { day -> ChartBar in
            let name = Wording.weekdayName(day.day.weekday)
            let when = "\(name) \(WebFormat.shortDay(day.day))"
            let tooltip: String =
                if let rate = day.rate {
                    "\(when): \(day.completed) of \(day.due) done (\(Wording.percent(rate)))"
                } else if day.day > today {
                    "\(when): still to come"
                } else {
                    "\(when): nothing due"
                }
            return ChartBar(label: String(name.prefix(3)), value: day.rate, tooltip: tooltip, valueLabel: Wording.percent(day.rate))
        }
        return BarChart(id: "week-chart", title: "This week's completion", bars: bars, scaleMaximum: 1)
    }
}
