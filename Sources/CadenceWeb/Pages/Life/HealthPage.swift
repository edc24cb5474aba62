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

    /// How many entries the list shows before "Show all".
    static let listedEntries = 20

    /// The mood scale's faces and words, 1 to 5.
    static let moods: [(face: String, word: String)] = [("😞", "awful"), ("🙁", "bad"), ("😐", "okay"), ("🙂", "good"), ("😄", "great")]

    var body: HTML {
        """
        <h1>Health</h1>
        <p class="today-date" data-day="\(today)">\(WebFormat.longDay(today))</p>
        \(savedNotice)
        \(totals)
        <div class="life-grid">
        \(sleepForm)
        \(moodForm)
        \(waterForm)
        \(stepsForm)
        \(weightForm)
        </div>
        <section class="chart-card" aria-labelledby="sleep-title"><h2 id="sleep-title">Sleep, last \(Self.chartDays) days</h2>\
        \(sleepChart.html)</section>
        <section class="chart-card" aria-labelledby="mood-title"><h2 id="mood-title">Mood, last \(Self.chartDays) days</h2>\(moodChart.html)</section>
        <section class="chart-card" aria-labelledby="steps-title"><h2 id="steps-title">Steps per day</h2>\(stepsChart.html)</section>
        \(entryList)
        """
    }

    private var savedNotice: HTML {
        guard let saved else { return .empty }
        var text = saved == "deleted" ? "Entry deleted." : HealthType(rawValue: saved).map { "Saved your \($0.rawValue)." } ?? "Saved."
        if let replaced, replaced.type.rawValue == saved { text = Self.replacedText(replaced, today: today) }
        return "<p class=\"notice\" id=\"health-saved\" role=\"status\">\(text)</p>"
    }

    /// docs/domain-rules.md §12 "Health": "Replaced last night's sleep: 7.5 h", "Replaced today's
    /// steps: 9000 steps", "Replaced the weight of 3 Mar: 71 kg".
    static func replacedText(_ entry: HealthEntry, today: Day) -> String {
        let what: String
        switch (entry.type, entry.day == today) {
        case (.sleep, true): what = "last night's sleep"
        case (.sleep, false): what = "the sleep of the night to \(WebFormat.shortDay(entry.day))"
        case (_, true): what = "today's \(entry.type.rawValue)"
        case (_, false): what = "the \(entry.type.rawValue) of \(WebFormat.shortDay(entry.day))"
        }
        return "Replaced \(what): \(number(entry.value)) \(entry.type.storedUnit)"
    }

    private var dayValues: [HealthDayValue] { HealthDayValue.of(entries) }

    private func value(_ type: HealthType, on day: Day) -> Double? {
        dayValues.first { $0.type == type && $0.day == day }?.value
    }

    /// Today's totals: sleep (last night: entries dated today), steps, water, mood, latest weight.
    private var totals: HTML {
        let weight = entries.filter { $0.type == .weight }.max { ($0.day, $0.createdAt, $0.id) < ($1.day, $1.createdAt, $1.id) }
        let items: [(id: String, label: String, value: String)] = [
            ("sleep", "Sleep last night", value(.sleep, on: today).map { "\(Self.number($0)) h" } ?? "—"),
            ("steps", "Steps", value(.steps, on: today).map(Self.number) ?? "—"),
            ("water", "Water", value(.water, on: today).map { "\(Self.number($0)) mL" } ?? "—"),
            ("mood", "Mood", value(.mood, on: today).map { "\(Self.number($0))/5" } ?? "—"),
            ("weight", "Weight", weight.map { "\(Self.number($0.value)) kg" } ?? "—"),
        ]
        let cells = items.map { item -> HTML in
            "<li class=\"total\" data-type=\"\(item.id)\"><span class=\"total-label\">\(item.label)</span> <strong "
                + "id=\"today-\(item.id)\">\(item.value)</strong></li>"
        }
        return
            "<section class=\"card\" aria-labelledby=\"totals-title\"><h2 id=\"totals-title\">Today</h2><ul class=\"totals\" "
            + "id=\"health-today\">\(cells)</ul></section>"
    }

    private func form(_ type: HealthType, title: String, _ fields: HTML) -> HTML {
        let id = "\(type.rawValue)-form"
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
            .sleep, title: "Sleep",
            """
            <div class="stepper" data-stepper>
            <button type="button" class="step-down js-only" aria-label="Half an hour less" data-step="-0.5">−</button>
            <label><span class="visually-hidden">Hours slept last night</span><input id="sleep-hours" name="value" type="number" \
            inputmode="decimal" min="0" max="24" step="0.25" value="\(typed)" required></label>
            <span class="unit">h</span>
            <button type="button" class="step-up js-only" aria-label="Half an hour more" data-step="0.5">+</button>
            </div>
            <button class="primary" id="save-sleep">Save sleep</button>
            """)
    }

    private var moodForm: HTML {
        let buttons = Self.moods.enumerated().map { index, mood -> HTML in
            "<button class=\"mood-face\" name=\"value\" value=\"\(index + 1)\" aria-label=\"Mood \(index + 1) of 5: \(mood.word)\" "
                + "title=\"\(mood.word)\">\(mood.face)</button>"
        }
        return form(.mood, title: "Mood", "<div class=\"mood-faces\" role=\"group\" aria-label=\"How do you feel?\">\(buttons)</div>")
    }

    private var waterForm: HTML {
        form(
            .water, title: "Water",
            """
            <input type="hidden" name="unit" value="mL">
            <div class="actions"><button class="water-tap" id="water-cup" name="value" value="250">+1 cup <span class="muted">250 mL</span></button>
            <button class="water-tap" id="water-bottle" name="value" value="500">+500 mL</button></div>
            """)
    }

    private var stepsForm: HTML {
        form(
            .steps, title: "Steps",
            """
            <div class="row"><label>Steps today<input id="steps-value" name="value" type="number" inputmode="numeric" min="0" max="200000" step="1" \
            value="\(FormEcho.value(echo, form: "steps-form", "value"))" required></label>
            <button class="primary">Save steps</button></div>
            """)
    }

    private var weightForm: HTML {
        let unit = FormEcho.value(echo, form: "weight-form", "unit", or: "kg")
        let options = ["kg", "lb"].map { name -> HTML in "<option value=\"\(name)\"\(HTML.when(name == unit, " selected"))>\(name)</option>" }
        return form(
            .weight, title: "Weight",
            """
            <div class="row"><label>Weight<input id="weight-value" name="value" type="number" inputmode="decimal" min="0" step="0.1" \
            value="\(FormEcho.value(echo, form: "weight-form", "value"))" required></label>
            <label>Unit<select name="unit">\(options)</select></label>
            <button class="primary">Save weight</button></div>
            """)
    }

    private var days: [Day] { (0..<window.length).map { window.from.adding(days: $0) } }

    private func points(_ type: HealthType, unit: String) -> [ChartPoint] {
        days.map { day in
            let value = value(type, on: day)
            return ChartPoint(
                label: WebFormat.shortDay(day), value: value,
                tooltip: "\(WebFormat.shortDay(day)): \(value.map { "\(Self.number($0)) \(unit)" } ?? "nothing logged")")
        }
    }

    private var sleepChart: LineChart {
        let highest = dayValues.filter { $0.type == .sleep }.map(\.value).max() ?? 0
        return LineChart(
            id: "sleep-chart", title: "Hours of sleep per night", points: points(.sleep, unit: "h"),
            scale: .init(maximum: highest > 12 ? 24 : 12, unit: "h"))
    }

    private var moodChart: LineChart {
        LineChart(id: "mood-chart", title: "Mood per day, 1 to 5", points: points(.mood, unit: "of 5"), scale: .init(maximum: 5, unit: ""))
    }

    private var stepsChart: BarChart {
        let bars = days.map { day -> ChartBar in
            let steps = value(.steps, on: day)
            return ChartBar(
                label: WebFormat.shortDay(day), value: steps,
                tooltip: "\(WebFormat.shortDay(day)): \(steps.map { "\(Self.number($0)) steps" } ?? "nothing logged")")
        }
        return BarChart(id: "steps-chart", title: "Steps per day, last \(Self.chartDays) days", bars: bars)
    }

    private var entryList: HTML {
        let sorted = entries.sorted { ($0.day, $0.createdAt, $0.id) > ($1.day, $1.createdAt, $1.id) }
        let shown = showAll ? sorted : Array(sorted.prefix(Self.listedEntries))
        let rows = shown.map { entry -> HTML in
            return """
                <li class="health-entry" data-entry-id="\(entry.id)" data-type="\(entry.type.rawValue)">
                <span class="entry-what"><strong>\(entry.type.rawValue.capitalized)</strong> \(Self.valueText(entry))</span>
                <span class="muted">\(WebFormat.shortDay(entry.day))\(entry.note.map { note -> HTML in " · \(note)" })</span>
                <span class="actions"><a class="button small" href="/health/entries/\(entry.id)/edit" aria-label="Edit the \(entry.type.rawValue) \
                entry of \(WebFormat.shortDay(entry.day))">Edit</a>
                <form method="post" action="/health/entries/\(entry.id)/delete">\(csrfField)<button class="button small danger delete-health-entry" \
                aria-label="Delete the \(entry.type.rawValue) entry of \(WebFormat.shortDay(entry.day))">Delete</button></form></span>
                </li>
                """
        }
        let more: HTML =
            shown.count < sorted.count
            ? "<p><a id=\"all-entries\" href=\"/health?entries=all#entries-title\">Show all \(sorted.count) entries of the last \(Self.chartDays) "
                + "days</a></p>"
            : .empty
        let content: HTML =
            rows.isEmpty
            ? "<p class=\"muted\">Nothing logged in the last \(Self.chartDays) days.</p>"
            : "<ul class=\"life-list\" id=\"health-entries\">\(rows)</ul>\(more)"
        return "<section class=\"card\" aria-labelledby=\"entries-title\"><h2 id=\"entries-title\">Entries</h2>\(content)</section>"
    }

    static func number(_ value: Double) -> String { WebFormat.number(value) }

    /// An entry's value as a list reads it: "7.5 h", "9000 steps", a mood "4/5 🙂 good" (its
    /// scale and word, never "4 score").
    static func valueText(_ entry: HealthEntry) -> String {
        guard entry.type == .mood else { return "\(number(entry.value)) \(entry.type.storedUnit)" }
        guard let score = NumericBoundary.integer(entry.value, in: 1...5) else { return "\(number(entry.value))/5" }
        return "\(score)/5 \(moods[score - 1].face) \(moods[score - 1].word)"
    }
}
