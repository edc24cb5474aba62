import CadenceCore

/// The signed-in home page (docs/web.md "Home"; docs/domain-rules.md §12 "Dashboard"): one
/// card per area from `CadenceService.dashboard` — its summary, one figure, its last update and
/// a link to its page — with Today one tap away. An area that holds nothing shows a one-line
/// invitation instead.
struct DashboardPage {
    let cards: [DashboardCard]
    let today: Day
    let calendar: UserCalendar
    let csrfField: HTML

    var body: HTML {
        """
        <div class="today-head">
        <div><h1>Home</h1><p class="today-date">\(WebFormat.longDay(today))</p></div>
        <a id="open-today" class="button primary" href="/today">Open Today</a>
        </div>
        \(quickActions)
        <div class="dash-grid" id="dashboard">\(cards.map(card))</div>
        """
    }

    /// docs/web.md "Home": the common actions one tap from Home — a cup of water logged at once
    /// (the Health page's own form, so it queues offline like it), and the forms of an expense,
    /// a to-do and a note opened with their first field focused.
    private var quickActions: HTML {
        """
        <nav id="quick-actions" class="quick-actions" aria-label="Quick actions">
        <form id="quick-water-form" method="post" action="/health/entries">\(csrfField)<input type="hidden" name="type" value="water">\
        <input type="hidden" name="unit" value="mL"><button class="button" id="quick-water" name="value" value="250">\
        <span aria-hidden="true">💧</span> +1 cup</button></form>
        <a class="button" id="quick-expense" href="/money/record"><span aria-hidden="true">💸</span> Expense</a>
        <a class="button" id="quick-todo" href="/todos?add=1"><span aria-hidden="true">☑️</span> To-do</a>
        <a class="button" id="quick-note" href="/notes/new"><span aria-hidden="true">📝</span> Note</a>
        </nav>
        """
    }

    private func card(_ card: DashboardCard) -> HTML {
        let area = card.area.rawValue
        let path = PageSection(rawValue: area == "habits" ? "today" : area)?.path ?? "/"
        let empty = card.lastUpdated == nil
        let content: HTML =
            if empty {
                "<p class=\"dash-invite\">\(Self.invitation(card.area)) <a href=\"\(path)\">\(Self.start(card.area))</a></p>"
            } else {
                """
                <p class="dash-figure">\(figure(card))</p>
                <p class="dash-summary">\(summary(card))</p>
                \(card.lastUpdated.map { instant -> HTML in "<p class=\"dash-updated muted\">Updated \(WebInstant.html(instant, in: calendar))</p>" })
                <p><a class="dash-link" href="\(path)">Open \(card.area == .habits ? "Today" : card.title)<span aria-hidden="true"> →</span></a></p>
                """
            }
        return """
            <section class="card dash-card" id="dash-\(area)" data-area="\(area)" data-empty="\(empty)" aria-labelledby="dash-\(area)-title">
            <h2 id="dash-\(area)-title"><span class="dash-icon" aria-hidden="true">\(card.icon)</span> \(card.title)</h2>
            \(content)
            </section>
            """
    }

    /// The card's one figure, from its metric.
    private func figure(_ card: DashboardCard) -> HTML {
        func number(_ key: String) -> Double? {
            if case .number(let value) = card.metric[key] { return value }
            return nil
        }
        func count(_ key: String) -> Int {
            if case .integer(let value) = card.metric[key] { return value }
            return 0
        }
        func figure(_ value: String, _ label: String) -> HTML { "\(value) <span class=\"muted\">\(label)</span>" }
        switch card.area {
        case .habits:
            return figure("\(count("done"))/\(count("total"))", "done today")
        case .health:
            if let sleep = number("sleepHours") { return figure("\(QuantityText.format((sleep * 10).rounded() / 10)) h", "sleep") }
            if let steps = number("stepsToday") { return figure(WebFormat.number(steps), "steps today") }
            if let mood = number("moodToday") { return figure("\(QuantityText.format((mood * 10).rounded() / 10))/5", "mood") }
            return figure("—", "nothing today")
        case .money:
            guard case .list(let totals) = card.metric["totals"], !totals.isEmpty else { return figure("0", "accounts") }
            let lines = totals.compactMap { total -> String? in
                guard case .object(let fields) = total, case .text(let balance) = fields["balance"],
                    case .text(let currency) = fields["currency"]
                else { return nil }
                // docs/web.md "Numbers and money": grouped, with the currency's symbol.
                guard let code = Currency(code: currency), let amount = try? MoneyAmount(parsing: balance, currency: code) else {
                    return "\(balance) \(currency)"
                }
                return MoneyText.amount(amount)
            }
            return HTML.joined(lines.map { "<span class=\"dash-total\">\($0)</span>" }, separator: " ")
        case .todos:
            let due = count("overdue") + count("dueToday")
            return due > 0 ? figure("\(due)", "due now") : figure("\(count("open"))", "open")
        case .notes:
            return figure("\(count("count"))", "notes")
        }
    }

    /// The one line an empty area shows.
    static func invitation(_ area: DashboardArea) -> String {
        switch area {
        case .habits: "Pick a habit to build or to quit."
        case .health: "Log a night's sleep, your mood or a glass of water."
        case .money: "Add an account to follow its balance."
        case .todos: "Write down the first thing to do."
        case .notes: "Keep a note, in Markdown."
        }
    }

    private static func start(_ area: DashboardArea) -> String {
        switch area {
        case .habits: "Add a habit"
        case .health: "Log health"
        case .money: "Add an account"
        case .todos: "Add a to-do"
        case .notes: "Write a note"
        }
    }

    /// The card's summary; the money card's without the ungrouped totals its figure shows
    /// (docs/web.md "Numbers and money").
    private func summary(_ card: DashboardCard) -> String {
        guard card.area == .money, let first = card.summary.split(separator: " · ").first else { return card.summary }
        return String(first)
    }
}
