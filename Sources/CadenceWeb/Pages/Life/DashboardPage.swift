import CadenceCore
import CadenceHTTP

/// The signed-in home page (docs/web.md "Home"; docs/domain-rules.md §12 "Dashboard"): one
/// card per area from `CadenceService.dashboard` — its summary, one figure, its last update and
/// a link to its page — with Today one tap away. An area that holds nothing shows a one-line
/// invitation instead. Every word is in the person's language (docs/domain-rules.md §23).
struct DashboardPage {
    let cards: [DashboardCard]
    let today: Day
    let calendar: UserCalendar
    let csrfField: HTML
    var text = WebText()

    var body: HTML {
        """
        <div class="today-head">
        <div><h1>\(text.localized("Home"))</h1><p class="today-date">\(text.longDay(today))</p></div>
        <a id="open-today" class="button primary" href="/today">\(text.localized("Open Today"))</a>
        </div>
        \(quickActions)
        <div class="dash-grid" id="dashboard">\(cards.map(card))</div>
        """
    }

    /// docs/web.md "Home": the common actions one tap from Home — a cup of water logged at once
    /// (the Health page's own form, so it queues offline like it), and the forms of an expense,
    /// a to-do and a note opened with their first field focused.
    private var quickActions: HTML {
        let cup = text.localized("+1 cup")
        return """
            <nav id="quick-actions" class="quick-actions" aria-label="\(text.localized("Quick actions"))">
            <form id="quick-water-form" method="post" action="/health/entries">\(csrfField)<input type="hidden" name="type" value="water">\
            <input type="hidden" name="unit" value="mL"><button class="button" id="quick-water" name="value" value="250">\
            <span aria-hidden="true">💧</span> \(cup)</button></form>
            <a class="button" id="quick-expense" href="/money/record"><span aria-hidden="true">💸</span> \(text.localized("Expense"))</a>
            <a class="button" id="quick-todo" href="/todos?add=1"><span aria-hidden="true">☑️</span> \(text.localized("To-do"))</a>
            <a class="button" id="quick-note" href="/notes/new"><span aria-hidden="true">📝</span> \(text.localized("Note"))</a>
            </nav>
            """
    }

    private func card(_ card: DashboardCard) -> HTML {
        let area = card.area.rawValue
        let path = PageSection(rawValue: area == "habits" ? "today" : area)?.path ?? "/"
        let empty = card.lastUpdated == nil
        let title = Self.title(card.area, text: text)
        let open = text.localized("Open {page}", ["page": card.area == .habits ? text.localized("Today") : title])
        let invitation = Self.invitation(card.area, text: text)
        let start = Self.start(card.area, text: text)
        let updated = card.lastUpdated.map { instant -> HTML in
            let when = text.instantHTML(instant, in: calendar)
            return "<p class=\"dash-updated muted\">\(text.html(text.localized("Updated {when}"), ["when": when]))</p>"
        }
        let content: HTML =
            if empty {
                "<p class=\"dash-invite\">\(invitation) <a href=\"\(path)\">\(start)</a></p>"
            } else {
                """
                <p class="dash-figure">\(figure(card))</p>
                <p class="dash-summary">\(summary(card))</p>
                \(updated)
                <p><a class="dash-link" href="\(path)">\(open)<span aria-hidden="true"> →</span></a></p>
                """
            }
        return """
            <section class="card dash-card" id="dash-\(area)" data-area="\(area)" data-empty="\(empty)" aria-labelledby="dash-\(area)-title">
            <h2 id="dash-\(area)-title"><span class="dash-icon" aria-hidden="true">\(card.icon)</span> \(title)</h2>
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
        func tenths(_ value: Double) -> String {
            text.isEnglish ? QuantityText.format((value * 10).rounded() / 10) : text.number((value * 10).rounded() / 10)
        }
        switch card.area {
        case .habits:
            return figure("\(text.integer(count("done")))/\(text.integer(count("total")))", text.localized("done today"))
        case .health:
            if let sleep = number("sleepHours") { return figure(text.localized("{hours} h", ["hours": tenths(sleep)]), text.localized("sleep")) }
            if let steps = number("stepsToday") { return figure(text.number(steps), text.localized("steps today")) }
            if let mood = number("moodToday") { return figure("\(tenths(mood))/\(text.integer(5))", text.localized("mood")) }
            return figure("—", text.localized("nothing today"))
        case .money:
            guard case .list(let totals) = card.metric["totals"], !totals.isEmpty else { return figure(text.integer(0), text.localized("accounts")) }
            let lines = totals.compactMap { total -> String? in
                guard case .object(let fields) = total, case .text(let balance) = fields["balance"],
                    case .text(let currency) = fields["currency"]
                else { return nil }
                // docs/web.md "Numbers and money": grouped, with the currency's symbol.
                guard let code = Currency(code: currency), let amount = try? MoneyAmount(parsing: balance, currency: code) else {
                    return "\(balance) \(currency)"
                }
                return text.money(amount)
            }
            return HTML.joined(lines.map { "<span class=\"dash-total\">\($0)</span>" }, separator: " ")
        case .todos:
            let due = count("overdue") + count("dueToday")
            return due > 0 ? figure(text.integer(due), text.localized("due now")) : figure(text.integer(count("open")), text.localized("open"))
        case .notes:
            return figure(text.integer(count("count")), text.localized("notes"))
        }
    }

    /// The one line an empty area shows.
    static func invitation(_ area: DashboardArea, text: WebText = WebText()) -> String {
        switch area {
        case .habits: text.localized("Pick a habit to build or to quit.")
        case .health: text.localized("Log a night's sleep, your mood or a glass of water.")
        case .money: text.localized("Add an account to follow its balance.")
        case .todos: text.localized("Write down the first thing to do.")
        case .notes: text.localized("Keep a note, in Markdown.")
        }
    }

    private static func start(_ area: DashboardArea, text: WebText) -> String {
        switch area {
        case .habits: text.localized("Add a habit")
        case .health: text.localized("Log health")
        case .money: text.localized("Add an account")
        case .todos: text.localized("Add a to-do")
        case .notes: text.localized("Write a note")
        }
    }

    /// The card's heading: its area's name (`DashboardArea.title`) in the page's language.
    private static func title(_ area: DashboardArea, text: WebText) -> String {
        DashboardCardWords.title(area, localizer: text.localizer)
    }

    /// The card's summary; the money card's without the ungrouped totals its figure shows
    /// (docs/web.md "Numbers and money").
    private func summary(_ card: DashboardCard) -> String {
        guard text.isEnglish else { return DashboardCardWords(card: card, localizer: text.localizer).line }
        guard card.area == .money, let first = card.summary.split(separator: " · ").first else { return card.summary }
        return String(first)
    }
}
