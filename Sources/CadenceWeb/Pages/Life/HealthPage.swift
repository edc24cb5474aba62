import CadenceCore

/// The health page (docs/web.md "Health"; docs/domain-rules.md §12 "Health"): today's totals,
/// quick entry with as little typing as possible (a sleep stepper, five mood faces, water taps,
/// steps and weight fields), charts of sleep and mood over 30 days and steps per day, and the
/// entries of those days with edit and delete.
struct HealthPage {
    /// The days the charts and the list cover, ending today.
    static let chartDays = 30

    let entries: [HealthEntry]
    let window: DateWindow
    let today: Day
    let echo: FormEcho?
    /// What was just saved (`sleep`, `mood`, …, `deleted`), for the confirmation line.
    let saved: String?
    /// The entry a save just replaced (sleep, steps, weight: one value a day), for "Replaced …".
    let replaced: HealthEntry?
    /// Whether the list shows every entry of the 30 days, not only the latest `listedEntries`.
    let showAll: Bool
    let csrfField: HTML
    /// The page's words, numbers and units (docs/domain-rules.md §23); notes stay as written.
    var text = WebText()

    /// How many entries the list shows before "Show all".
    static let listedEntries = 20

    /// The mood scale's faces and words, 1 to 5.
    static let moods: [(face: String, word: String)] = [("😞", "awful"), ("🙁", "bad"), ("😐", "okay"), ("🙂", "good"), ("😄", "great")]

    var body: HTML {
        let days = ["count": text.integer(Self.chartDays)]
        return """
            <h1>\(text.localized("Health"))</h1>
            <p class="today-date" data-day="\(today)">\(text.longDay(today))</p>
            \(savedNotice)
            \(totals)
            <div class="life-grid">
            \(sleepForm)
            \(moodForm)
            \(waterForm)
            \(stepsForm)
            \(weightForm)
            </div>
            <section class="chart-card" aria-labelledby="sleep-title"><h2 id="sleep-title">\(text.localized("Sleep, last {count} days", days))</h2>\
            \(sleepChart.html)</section>
            <section class="chart-card" aria-labelledby="mood-title"><h2 id="mood-title">\(text.localized("Mood, last {count} days", days))</h2>\
            \(moodChart.html)</section>
            <section class="chart-card" aria-labelledby="steps-title"><h2 id="steps-title">\(text.localized("Steps per day"))</h2>\
            \(stepsChart.html)</section>
            \(entryList)
            """
    }

    private var savedNotice: HTML {
        guard let saved else { return .empty }
        var line =
            saved == "deleted"
            ? text.localized("Entry deleted.")
            : HealthType(rawValue: saved).map { text.localized("Saved your {metric}.", ["metric": text.metricInSentence($0)]) }
                ?? text.localized("Saved.")
        if let replaced, replaced.type.rawValue == saved { line = text.replaced(replaced, today: today) }
        return "<p class=\"notice\" id=\"health-saved\" role=\"status\">\(line)</p>"
    }

    private var dayValues: [HealthDayValue] { HealthDayValue.of(entries) }

    private func value(_ type: HealthType, on day: Day) -> Double? {
        dayValues.first { $0.type == type && $0.day == day }?.value
    }

    /// Today's totals: sleep (last night: entries dated today), steps, water, mood, latest weight.
    private var totals: HTML {
        let weight = entries.filter { $0.type == .weight }.max { ($0.day, $0.createdAt, $0.id) < ($1.day, $1.createdAt, $1.id) }
        let items: [(id: String, label: String, value: String)] = [
            ("sleep", text.localized("Sleep last night"), value(.sleep, on: today).map { text.healthValue(.sleep, $0) } ?? "—"),
            ("steps", text.metric(.steps), value(.steps, on: today).map(text.number) ?? "—"),
            ("water", text.metric(.water), value(.water, on: today).map { text.healthValue(.water, $0) } ?? "—"),
            ("mood", text.metric(.mood), value(.mood, on: today).map { text.healthValue(.mood, $0) } ?? "—"),
            ("weight", text.metric(.weight), weight.map { text.healthValue(.weight, $0.value) } ?? "—"),
        ]
        let cells = items.map { item -> HTML in
            "<li class=\"total\" data-type=\"\(item.id)\"><span class=\"total-label\">\(item.label)</span> <strong "
                + "id=\"today-\(item.id)\">\(item.value)</strong></li>"
        }
        return
            "<section class=\"card\" aria-labelledby=\"totals-title\"><h2 id=\"totals-title\">\(text.localized("Today"))</h2><ul class=\"totals\" "
            + "id=\"health-today\">\(cells)</ul></section>"
    }

    private func form(_ type: HealthType, _ fields: HTML) -> HTML {
        let id = "\(type.rawValue)-form"
        let title = text.metric(type)
        return """
            <form class="card quick-entry" id="\(id)" method="post" action="/health/entries" aria-labelledby="\(id)-title">\(csrfField)
            <input type="hidden" name="type" value="\(type.rawValue)">
            <h2 id="\(id)-title">\(title)</h2>
            \(FormEcho.errorBox(echo, form: id))
            \(fields)
            </form>
            """
    }

    private var sleepForm: HTML {
        let typed = FormEcho.value(echo, form: "sleep-form", "value", or: "7.5")
        return form(
            .sleep,
            """
            <div class="stepper" data-stepper>
            <button type="button" class="step-down js-only" aria-label="\(text.localized("Half an hour less"))" data-step="-0.5">−</button>
            <label><span class="visually-hidden">\(text.localized("Hours slept last night"))</span><input id="sleep-hours" name="value" \
            type="number" inputmode="decimal" min="0" max="24" step="0.25" value="\(typed)" required></label>
            <span class="unit">\(text.hourSymbol)</span>
            <button type="button" class="step-up js-only" aria-label="\(text.localized("Half an hour more"))" data-step="0.5">+</button>
            </div>
            <button class="primary" id="save-sleep">\(text.localized("Save sleep"))</button>
            """)
    }

    private var moodForm: HTML {
        let buttons = Self.moods.enumerated().map { index, mood -> HTML in
            let word = text.moodWord(index + 1)
            let label = text.localized("Mood {score} of 5: {word}", ["score": text.integer(index + 1), "word": word])
            return "<button class=\"mood-face\" name=\"value\" value=\"\(index + 1)\" aria-label=\"\(label)\" title=\"\(word)\">\(mood.face)</button>"
        }
        return form(.mood, "<div class=\"mood-faces\" role=\"group\" aria-label=\"\(text.localized("How do you feel?"))\">\(buttons)</div>")
    }

    private var waterForm: HTML {
        form(
            .water,
            """
            <input type="hidden" name="unit" value="mL">
            <div class="actions"><button class="water-tap" id="water-cup" name="value" value="250">\(text.localized("+1 cup")) \
            <span class="muted">\(text.healthValue(.water, 250))</span></button>
            <button class="water-tap" id="water-bottle" name="value" value="500">+\(text.healthValue(.water, 500))</button></div>
            """)
    }

    private var stepsForm: HTML {
        form(
            .steps,
            """
            <div class="row"><label>\(text.localized("Steps today"))<input id="steps-value" name="value" type="number" inputmode="numeric" min="0" \
            max="200000" step="1" \
            value="\(FormEcho.value(echo, form: "steps-form", "value"))" required></label>
            <button class="primary">\(text.localized("Save steps"))</button></div>
            """)
    }

    private var weightForm: HTML {
        let unit = FormEcho.value(echo, form: "weight-form", "unit", or: "kg")
        let options = ["kg", "lb"].map { name -> HTML in "<option value=\"\(name)\"\(HTML.when(name == unit, " selected"))>\(name)</option>" }
        return form(
            .weight,
            """
            <div class="row"><label>\(text.metric(.weight))<input id="weight-value" name="value" type="number" inputmode="decimal" min="0" \
            step="0.1" \
            value="\(FormEcho.value(echo, form: "weight-form", "value"))" required></label>
            <label>\(text.localized("Unit"))<select name="unit">\(options)</select></label>
            <button class="primary">\(text.localized("Save weight"))</button></div>
            """)
    }

    private var days: [Day] { (0..<window.length).map { window.from.adding(days: $0) } }

    private func points(_ type: HealthType, unit: String) -> [ChartPoint] {
        days.map { day in
            let value = value(type, on: day)
            let shown = value.map { text.isEnglish ? "\(Self.number($0)) \(unit)" : text.healthValue(type, $0) } ?? text.localized("nothing logged")
            return ChartPoint(label: text.shortDay(day), value: value, tooltip: "\(text.shortDay(day)): \(shown)")
        }
    }

    private var sleepChart: LineChart {
        let highest = dayValues.filter { $0.type == .sleep }.map(\.value).max() ?? 0
        var chart = LineChart(
            id: "sleep-chart", title: text.localized("Hours of sleep per night"), points: points(.sleep, unit: "h"),
            scale: .init(maximum: highest > 12 ? 24 : 12, unit: text.hourSymbol))
        chart.text = text
        return chart
    }

    private var moodChart: LineChart {
        var chart = LineChart(
            id: "mood-chart", title: text.localized("Mood per day, 1 to 5"), points: points(.mood, unit: "of 5"), scale: .init(maximum: 5, unit: ""))
        chart.text = text
        return chart
    }

    private var stepsChart: BarChart {
        let bars = days.map { day -> ChartBar in
            let steps = value(.steps, on: day)
            let shown = steps.map { text.healthValue(.steps, $0) } ?? text.localized("nothing logged")
            return ChartBar(label: text.shortDay(day), value: steps, tooltip: "\(text.shortDay(day)): \(shown)")
        }
        var chart = BarChart(
            id: "steps-chart", title: text.localized("Steps per day, last {count} days", ["count": text.integer(Self.chartDays)]), bars: bars)
        chart.text = text
        return chart
    }

    private var entryList: HTML {
        let sorted = entries.sorted { ($0.day, $0.createdAt, $0.id) > ($1.day, $1.createdAt, $1.id) }
        let shown = showAll ? sorted : Array(sorted.prefix(Self.listedEntries))
        let rows = shown.map { entry -> HTML in
            let named = ["metric": text.metricInSentence(entry.type), "day": text.shortDay(entry.day)]
            return """
                <li class="health-entry" data-entry-id="\(entry.id)" data-type="\(entry.type.rawValue)">
                <span class="entry-what"><strong>\(text.metric(entry.type))</strong> \(valueText(entry))</span>
                <span class="muted">\(text.shortDay(entry.day))\(entry.note.map { note -> HTML in " · \(note)" })</span>
                <span class="actions"><a class="button small" href="/health/entries/\(entry.id)/edit" \
                aria-label="\(text.localized("Edit the {metric} entry of {day}", named))">\(text.localized("Edit"))</a>
                <form method="post" action="/health/entries/\(entry.id)/delete">\(csrfField)<button class="button small danger delete-health-entry" \
                aria-label="\(text.localized("Delete the {metric} entry of {day}", named))">\(text.localized("Delete"))</button></form></span>
                </li>
                """
        }
        let showAllText = text.localized(
            "Show all {count} entries of the last {days} days", ["count": text.integer(sorted.count), "days": text.integer(Self.chartDays)])
        let more: HTML =
            shown.count < sorted.count
            ? "<p><a id=\"all-entries\" href=\"/health?entries=all#entries-title\">\(showAllText)</a></p>"
            : .empty
        let content: HTML =
            rows.isEmpty
            ? "<p class=\"muted\">\(text.localized("Nothing logged in the last {count} days.", ["count": text.integer(Self.chartDays)]))</p>"
            : "<ul class=\"life-list\" id=\"health-entries\">\(rows)</ul>\(more)"
        return
            "<section class=\"card\" aria-labelledby=\"entries-title\"><h2 id=\"entries-title\">\(text.localized("Entries"))</h2>\(content)</section>"
    }

    static func number(_ value: Double) -> String { WebFormat.number(value) }

    /// An entry's value as a list reads it: "7.5 h", "9000 steps", a mood "4/5 🙂 good" (its
    /// scale and word, never "4 score").
    func valueText(_ entry: HealthEntry) -> String {
        guard entry.type == .mood else { return text.healthValue(entry.type, entry.value) }
        guard let score = NumericBoundary.integer(entry.value, in: 1...5) else { return text.healthValue(.mood, entry.value) }
        return "\(text.integer(score))/5 \(Self.moods[score - 1].face) \(text.moodWord(score))"
    }
}
