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
    /// The page's words and numbers (docs/domain-rules.md §23); the habit's name, unit and
    /// description stay as the person wrote them.
    var text = WebText()

    var body: HTML {
        let window = statistics.window
        let successDetail = text.successes(window.successes, of: window.expected, statistics.currentStreak.unit)
        let completionDetail = text.checkIns(window.completionCount)
        let description: String = habit.description.isEmpty ? "" : habit.description
        return """
            <section class="detail-head">
            <span class="detail-badge\(HabitIcon.badgeClass(for: habit))" style="--habit-color: \(WebFormat.color(habit.color))" aria-hidden="true">\
            \(HabitIcon.badge(for: habit))</span>
            <div><h1 id="habit-name">\(habit.name)</h1>
            <p class="muted">\(goalLine)\(category.map { " · \(text.categoryName($0))" } ?? "")\
            \(habit.isArchived ? " · " + text.localized("archived") : "")</p></div>
            </section>
            \(HTML.when(!description.isEmpty, "<p>\(description)</p>"))
            \(menu)
            <nav class="window-links" aria-label="\(text.localized("Statistics window"))">\(self.window.links(for: habit.id, text: text))</nav>
            <ul class="stat-grid">
            \(stat("current-streak", text.localized("Current streak"), text.streak(statistics.currentStreak)))
            \(stat("best-streak", text.localized("Best streak"), text.streak(statistics.bestStreak)))
            \(stat("success-rate", text.localized("Success rate"), text.percent(window.successRate), detail: successDetail))
            \(stat("completion-rate", text.localized("Completion rate"), text.percent(window.completionRate), detail: completionDetail))
            \(stat("strength-score", text.localized("Strength"), text.percent(statistics.score)))
            </ul>
            <p class="muted">\(text.shortDay(window.window.from)) – \(text.mediumDay(window.window.to))</p>
            <div class="chart-grid" style="--habit-color: \(WebFormat.color(habit.color))">
            <section class="chart-card wide-chart"><h2>\(text.localized("Past year"))</h2>\
            <div class="chart-scroll" tabindex="0" role="region" aria-label="\(text.localized("Past year, by day"))">\(heatmap)</div></section>
            <section class="chart-card"><h2>\(text.localized("Trend"))</h2>\(trendChart)</section>
            <section class="chart-card"><h2>\(text.localized("Difficulty"))</h2>\(difficultyChart)</section>
            <section class="chart-card"><h2>\(text.localized("Time of day"))</h2>\(timeOfDayChart)</section>
            </div>
            \(sharing)
            """
    }

    /// "Read 20 pages a day · Every day"; a flexible simple habit is only its schedule
    /// ("4× per week"), since "once a day" would contradict it.
    private var goalLine: String {
        if habit.schedule.isFlexible, habit.goal.type == .none, habit.kind == .build { return text.schedule(habit.schedule) }
        return "\(text.goal(habit.goal, kind: habit.kind)) · \(text.schedule(habit.schedule))"
    }

    private func stat(_ id: String, _ label: String, _ value: String, detail: String? = nil) -> HTML {
        """
        <li class="stat"><span class="stat-value" id="\(id)">\(value)</span><span class="stat-label">\
        \(label)\(detail.map { " · \($0)" } ?? "")</span></li>
        """
    }

    private var menu: HTML {
        let id = habit.id
        // English keeps its literal apostrophe (pinned by tests); a translation is escaped.
        let moveUpLabel: HTML = text.isEnglish ? "Move up in Today's order" : "\(text.localized("Move up in Today's order"))"
        let moveDownLabel: HTML = text.isEnglish ? "Move down in Today's order" : "\(text.localized("Move down in Today's order"))"
        let archive: HTML =
            habit.isArchived
            ? "<form id=\"archive-form\" method=\"post\" action=\"/habits/\(id)/unarchive\">\(csrfField)<button id=\"unarchive\" "
                + "class=\"button\">\(text.localized("Unarchive"))</button></form>"
            : "<form id=\"archive-form\" method=\"post\" action=\"/habits/\(id)/archive\">\(csrfField)<button id=\"archive\" "
                + "class=\"button\">\(text.localized("Archive"))</button></form>"
        let move: HTML =
            habit.isArchived
            ? ""
            : """
            <form method="post" action="/habits/\(id)/move">\(csrfField)<input type="hidden" name="direction" value="up"><button id="move-up" \
            class="button" aria-label="\(moveUpLabel)"\(HTML(trusted: position.index <= 1 ? " disabled" : ""))>↑</button></form>
            <form method="post" action="/habits/\(id)/move">\(csrfField)<input type="hidden" name="direction" value="down"><button id="move-down" \
            class="button" aria-label="\(moveDownLabel)"\(HTML(trusted: position.index >= position.count ? " disabled" : ""))>↓</button>\
            </form>
            """
        return """
            <div class="habit-menu">
            <a id="manage-completions" class="button primary" href="/habits/\(id)/completions">\(text.localized("Completions"))</a>
            <a id="edit-habit" class="button" href="/habits/\(id)/edit">\(text.localized("Edit"))</a>
            \(archive)\(move)
            <a id="delete-habit" class="button danger" href="/habits/\(id)/delete">\(text.localized("Delete"))</a>
            </div>
            """
    }

    private var trendChart: HTML {
        let monthly = (statistics.trend.first?.window.length ?? 0) > 7
        let points = statistics.trend.map { bucket -> (label: String, value: Double?, tooltip: String) in
            let from = bucket.window.from
            let label = monthly ? text.shortMonth(from.month) : text.shortDay(from)
            let tooltip =
                "\(text.shortDay(from)) – \(text.shortDay(bucket.window.to)): \(text.percent(bucket.completionRate)), "
                + "\(text.checkIns(bucket.completions))"
            return (label, bucket.completionRate, tooltip)
        }
        let name = ["name": habit.name]
        var chart = LineChart(
            id: "trend-chart",
            title: monthly
                ? text.localized("Completion rate of {name}, monthly buckets", name)
                : text.localized("Completion rate of {name}, 7-day buckets", name),
            points: points)
        chart.text = text
        return chart.html
    }

    /// A day in a tooltip: `2026-11-21` in English (as before), the language's date otherwise.
    private func tooltipDay(_ day: Day) -> String {
        text.isEnglish ? day.description : text.mediumDay(day)
    }

    private var heatmap: HTML {
        var cells: [Day: HeatmapCell] = [:]
        let unit = habit.goal.type == .none ? "" : " \(habit.goal.displayUnit)"
        for summary in year where summary.isActive {
            let level = summary.isSkipped ? 0 : DayIntensity.level(of: habit, total: summary.total)
            let state: String =
                if summary.isSkipped {
                    text.localized("skipped")
                } else if habit.kind == .quit {
                    level == DayIntensity.met
                        ? text.localized("clean") : summary.isSuccessful ? text.localized("within the limit") : text.localized("over the limit")
                } else if level == DayIntensity.met {
                    text.localized("done")
                } else if summary.total > 0 {
                    text.localized("partly")
                } else {
                    summary.isDue ? text.localized("missed") : text.localized("not due")
                }
            let tooltip = text.localized(
                "{day}: {total} of {target}, {state}",
                [
                    "day": tooltipDay(summary.day), "total": text.number(summary.total) + unit, "target": text.number(habit.goal.target) + unit,
                    "state": state,
                ])
            cells[summary.day] = HeatmapCell(level: level, tooltip: tooltip)
        }
        var chart = CalendarHeatmap(
            id: "heatmap", title: text.localized("{name} over the past year", ["name": habit.name]), first: today.adding(days: -364), last: today,
            today: today, weekStart: weekStart
        ) { day in
            cells[day]
                ?? HeatmapCell(
                    level: 0, tooltip: day < habit.startDay ? text.localized("{day}: before the start", ["day": tooltipDay(day)]) : tooltipDay(day))
        }
        chart.monthTexts = text.shortMonths
        chart.weekdayTexts = [Weekday.monday, .wednesday, .friday].map(text.narrowWeekday)
        chart.text = text
        return chart.html
    }

    private var difficultyChart: HTML {
        let bars = difficulties.counts.enumerated().map { index, count -> (label: String, value: Double?, tooltip: String) in
            let tooltip = text.localized(
                "Difficulty {level} ({name}): {days}",
                ["level": text.integer(index + 1), "name": difficultyName(index + 1), "days": text.periods(.day, count: count)])
            return (text.integer(index + 1), Double(count), tooltip)
        }
        var chart = BarChart(
            id: "difficulty-chart", title: text.localized("Difficulty ratings of {name}, past year", ["name": habit.name]), bars: bars)
        chart.text = text
        return chart.html
    }

    /// docs/domain-rules.md §3: a difficulty's name, in the page's language.
    private func difficultyName(_ difficulty: Int) -> String {
        switch difficulty {
        case 1: text.localized("very easy")
        case 2: text.localized("easy")
        case 3: text.localized("moderate")
        case 4: text.localized("hard")
        case 5: text.localized("very hard")
        default: ""
        }
    }

    private var timeOfDayChart: HTML {
        let bars = hours.enumerated().map { hour, count -> (label: String, value: Double?, tooltip: String) in
            (text.integer(hour), Double(count), "\(hour):00–\(hour):59: \(text.checkIns(count))")
        }
        var chart = BarChart(
            id: "time-of-day-chart", title: text.localized("Time of day of {name}'s check-ins, past year", ["name": habit.name]), bars: bars)
        chart.text = text
        return chart.html
    }
}
