import CadenceCore
import CadenceServices

/// A habit's detail page (docs/web.md; docs/domain-rules.md §5): current and best streak,
/// completion and success rate over the chosen window, strength score, the trend chart
/// (7-day buckets under 60 days, monthly otherwise — `TrendBucket`), a heatmap of the past
/// year, difficulty and time-of-day charts, and the habit menu (edit, archive, delete,
/// reorder, completions). Every chart is inline SVG.
struct HabitDetailPage {
    let habit: Habit
    let category: Category?
    let statistics: HabitStatistics
    let window: DetailWindow
    /// The past year, one summary per day (heatmap).
    let year: [HabitDaySummary]
    /// How many days of the past year were rated 1…5.
    let difficulties: DifficultyHistogram
    /// Check-ins per local hour over the past year.
    let hours: [Int]
    let weekStart: Weekday
    let today: Day
    /// The habit's place among the active habits (1-based) and their count.
    let position: (index: Int, count: Int)
    let csrfField: HTML
    /// The sharing settings (docs/web.md "Partners"); empty while partners are off.
    var sharing: HTML = ""

    var body: HTML {
        let window = statistics.window
        let successDetail = "\(window.successes) of \(window.expected) \(unitNoun(window.expected))"
        let completionDetail = "\(window.completionCount) check-in\(window.completionCount == 1 ? "" : "s")"
        let description: String = habit.description.isEmpty ? "" : habit.description
        return """
            <section class="detail-head">
            <span class="detail-badge\(HabitIcon.badgeClass(for: habit))" style="--habit-color: \(WebFormat.color(habit.color))" aria-hidden="true">\
            \(HabitIcon.badge(for: habit))</span>
            <div><h1 id="habit-name">\(habit.name)</h1>
            <p class="muted">\(goalLine)\(category.map { " · \($0.name)" } ?? "")\(habit.isArchived ? " · archived" : "")</p></div>
            </section>
            \(HTML.when(!description.isEmpty, "<p>\(description)</p>"))
            \(menu)
            <nav class="window-links" aria-label="Statistics window">\(self.window.links(for: habit.id))</nav>
            <ul class="stat-grid">
            \(stat("current-streak", "Current streak", WebFormat.streak(statistics.currentStreak)))
            \(stat("best-streak", "Best streak", WebFormat.streak(statistics.bestStreak)))
            \(stat("success-rate", "Success rate", Wording.percent(window.successRate), detail: successDetail))
            \(stat("completion-rate", "Completion rate", Wording.percent(window.completionRate), detail: completionDetail))
            \(stat("strength-score", "Strength", Wording.percent(statistics.score)))
            </ul>
            <p class="muted">\(WebFormat.shortDay(window.window.from)) – \(WebFormat.shortDay(window.window.to)) \(window.window.to.year)</p>
            <div class="chart-grid" style="--habit-color: \(WebFormat.color(habit.color))">
            <section class="chart-card wide-chart"><h2>Past year</h2>\
            <div class="chart-scroll" tabindex="0" role="region" aria-label="Past year, by day">\(heatmap)</div></section>
            <section class="chart-card"><h2>Trend</h2>\(trendChart)</section>
            <section class="chart-card"><h2>Difficulty</h2>\(difficultyChart)</section>
            <section class="chart-card"><h2>Time of day</h2>\(timeOfDayChart)</section>
            </div>
            \(sharing)
            """
    }

    /// The evaluation unit's name for `count` of them: "1 day", "30 days", "4 weeks".
    private func unitNoun(_ count: Int) -> String {
        let noun =
            switch statistics.currentStreak.unit {
            case .day: "day"
            case .week: "week"
            case .month: "month"
            case .block: "block"
            }
        return count == 1 ? noun : noun + "s"
    }

    /// "Read 20 pages a day · Every day"; a flexible simple habit is only its schedule
    /// ("4× per week"), since "once a day" would contradict it.
    private var goalLine: String {
        if habit.schedule.isFlexible, habit.goal.type == .none, habit.kind == .build { return habit.schedule.summary }
        return "\(PresetText.goal(habit.goal, kind: habit.kind)) · \(habit.schedule.summary)"
    }

    private func stat(_ id: String, _ label: String, _ value: String, detail: String? = nil) -> HTML {
        """
        <li class="stat"><span class="stat-value" id="\(id)">\(value)</span><span class="stat-label">\
        \(label)\(detail.map { " · \($0)" } ?? "")</span></li>
        """
    }

    private var menu: HTML {
        let id = habit.id
        let archive: HTML =
            habit.isArchived
            ? "<form id=\"archive-form\" method=\"post\" action=\"/habits/\(id)/unarchive\">\(csrfField)<button id=\"unarchive\" "
                + "class=\"button\">Unarchive</button></form>"
            : "<form id=\"archive-form\" method=\"post\" action=\"/habits/\(id)/archive\">\(csrfField)<button id=\"archive\" "
                + "class=\"button\">Archive</button></form>"
        let move: HTML =
            habit.isArchived
            ? ""
            : """
            <form method="post" action="/habits/\(id)/move">\(csrfField)<input type="hidden" name="direction" value="up"><button id="move-up" \
            class="button" aria-label="Move up in Today's order"\(HTML(trusted: position.index <= 1 ? " disabled" : ""))>↑</button></form>
            <form method="post" action="/habits/\(id)/move">\(csrfField)<input type="hidden" name="direction" value="down"><button id="move-down" \
            class="button" aria-label="Move down in Today's order"\(HTML(trusted: position.index >= position.count ? " disabled" : ""))>↓</button>\
            </form>
            """
        return """
            <div class="habit-menu">
            <a id="manage-completions" class="button primary" href="/habits/\(id)/completions">Completions</a>
            <a id="edit-habit" class="button" href="/habits/\(id)/edit">Edit</a>
            \(archive)\(move)
            <a id="delete-habit" class="button danger" href="/habits/\(id)/delete">Delete</a>
            </div>
            """
    }

    private var trendChart: HTML {
        let monthly = (statistics.trend.first?.window.length ?? 0) > 7
        let points = statistics.trend.map { bucket -> (label: String, value: Double?, tooltip: String) in
            let from = bucket.window.from
            let label = monthly ? Wording.shortMonthName(from.month) : WebFormat.shortDay(from)
            let tooltip =
                "\(WebFormat.shortDay(from)) – \(WebFormat.shortDay(bucket.window.to)): \(Wording.percent(bucket.completionRate)), "
                + "\(Wording.count(bucket.completions, "check-in"))"
            return (label, bucket.completionRate, tooltip)
        }
        return LineChart(
            id: "trend-chart", title: "Completion rate of \(habit.name), \(monthly ? "monthly" : "7-day") buckets",
            points: points
        ).html
    }

    private var heatmap: HTML {
        var cells: [Day: HeatmapCell] = [:]
        let unit = habit.goal.type == .none ? "" : " \(habit.goal.displayUnit)"
        for summary in year where summary.isActive {
            let level = summary.isSkipped ? 0 : DayIntensity.level(of: habit, total: summary.total)
            let state: String =
                if summary.isSkipped {
                    "skipped"
                } else if habit.kind == .quit {
                    level == DayIntensity.met ? "clean" : summary.isSuccessful ? "within the limit" : "over the limit"
                } else if level == DayIntensity.met {
                    "done"
                } else if summary.total > 0 {
                    "partly"
                } else {
                    summary.isDue ? "missed" : "not due"
                }
            let tooltip = "\(summary.day): \(WebFormat.number(summary.total))\(unit) of \(WebFormat.number(habit.goal.target))\(unit), \(state)"
            cells[summary.day] = HeatmapCell(level: level, tooltip: tooltip)
        }
        return CalendarHeatmap(
            id: "heatmap", title: "\(habit.name) over the past year", first: today.adding(days: -364), last: today,
            today: today, weekStart: weekStart
        ) { day in
            cells[day] ?? HeatmapCell(level: 0, tooltip: day < habit.startDay ? "\(day): before the start" : "\(day)")
        }.html
    }

    private var difficultyChart: HTML {
        let bars = difficulties.counts.enumerated().map { index, count -> (label: String, value: Double?, tooltip: String) in
            let name = Wording.difficultyName(index + 1) ?? ""
            return ("\(index + 1)", Double(count), "Difficulty \(index + 1) (\(name)): \(count) \(count == 1 ? "day" : "days")")
        }
        return BarChart(id: "difficulty-chart", title: "Difficulty ratings of \(habit.name), past year", bars: bars).html
    }

    private var timeOfDayChart: HTML {
        let bars = hours.enumerated().map { hour, count -> (label: String, value: Double?, tooltip: String) in
            ("\(hour)", Double(count), "\(hour):00–\(hour):59: \(Wording.count(count, "check-in"))")
        }
        return BarChart(id: "time-of-day-chart", title: "Time of day of \(habit.name)'s check-ins, past year", bars: bars).html
    }
}
