import CadenceCore
import CadenceServices
import Foundation

/// Manage completions (docs/web.md; docs/domain-rules.md §3): a month calendar of the habit's days
/// (met, logged, due) where a past day is picked to see, edit and delete its check-ins, set
/// its total, rate its difficulty, or backfill it.
struct CompletionsPage {
    let habit: Habit
    let selected: Day
    let today: Day
    let weekStart: Weekday
    /// The month shown, one summary per day from the habit's start (days before it are absent).
    let month: [Day: HabitDaySummary]
    let entries: [CheckIn]
    let record: DayRecord?
    /// A chosen range and its check-ins (`?from=&to=`), listed for deleting.
    let range: (window: DateWindow, entries: [CheckIn])?
    let calendar: UserCalendar
    let csrfField: HTML
    /// A day after today that was asked for (today is shown instead, and says so).
    var futureDay: Day? = nil
    /// A check-in just deleted, to offer putting it back.
    var removed: (amount: Double, note: String?)? = nil
    /// The page's words and numbers (docs/domain-rules.md §23); the habit's name, unit and the
    /// notes stay as written.
    var text = WebText()

    var body: HTML {
        """
        <h1>\(text.html(text.localized("Completions of {name}"), ["name": "<a href=\"/habits/\(habit.id)\">\(habit.name)</a>"]))</h1>
        \(notices)
        <div class="split" style="--habit-color: \(WebFormat.color(habit.color))">
        <section class="card">\(monthCalendar)</section>
        <section class="card">\(dayPanel)</section>
        </div>
        <section class="card">\(rangePanel)</section>
        """
    }

    /// The check-ins of a range of days, newest first, each with its delete button.
    private var rangePanel: HTML {
        let from = range?.window.from.description ?? selected.firstOfMonth.description
        let to = range?.window.to.description ?? min(selected.lastOfMonth, today).description
        let form: HTML = """
            <form id="range-form" method="get" action="/habits/\(habit.id)/completions" class="actions">
            <input type="hidden" name="day" value="\(selected)">
            <label>\(text.localized("From")) <input type="date" name="from" value="\(from)" required></label>
            <label>\(text.localized("to")) <input type="date" name="to" value="\(to)" required></label>
            <button class="button">\(text.localized("List check-ins"))</button></form>
            """
        guard let range else { return "<h2>\(text.localized("Check-ins of a range"))</h2>\(form)" }
        let back: HTML = """
            <input type="hidden" name="back" value="/habits/\(habit.id)/completions?day=\(selected)&from=\(range.window.from)&to=\(range.window.to)">
            """
        let items = range.entries.sorted { $0.at > $1.at }.map { entry -> HTML in
            """
            <li class="entry range-entry" data-entry-id="\(entry.id)"><a href="/habits/\(habit.id)/completions?day=\(entry.day)">\
            \(text.mediumDay(entry.day))</a><strong>\(amountText(entry.amount))</strong>\
            \(entry.note.map { note -> HTML in "<span class=\"muted\">\(note)</span>" })
            <form method="post" action="/habits/\(habit.id)/entries/\(entry.id)/delete">\(csrfField)\(back)<button class="button small danger \
            delete-entry" data-confirm="\(text.localized("Delete this check-in?"))">\(text.localized("Delete"))</button></form></li>
            """
        }
        let total = range.entries.totalAmount
        let list: HTML =
            range.entries.isEmpty
            ? "<p class=\"muted\">\(text.localized("No check-ins in this range."))</p>" : "<ul class=\"entries\" id=\"range-entries\">\(items)</ul>"
        let fromTo = ["from": text.shortDay(range.window.from), "to": text.shortDay(range.window.to)]
        let inAll =
            text.isEnglish
            ? "\(range.entries.count) check-ins, \(WebFormat.number(total))\(unit) in all"
            : text.localized("{checkIns}, {total} in all", ["checkIns": text.checkIns(range.entries.count), "total": text.number(total) + unit])
        return """
            <h2>\(text.localized("Check-ins from {from} to {to}", fromTo))</h2>
            \(form)
            <p id="range-total">\(inAll)</p>
            \(list)
            """
    }

    private var back: HTML {
        "<input type=\"hidden\" name=\"back\" value=\"/habits/\(habit.id)/completions?day=\(selected)\">"
    }

    private var unit: String { habit.goal.type == .none ? "" : " \(habit.goal.displayUnit)" }

    /// "1 cup", "2 cups"; a plain number for a habit without a unit.
    private func amountText(_ amount: Double) -> String {
        if habit.goal.type == .none { return text.number(amount) }
        // English makes the unit singular for exactly 1 (docs/domain-rules.md §10); another language shows it as typed.
        return "\(text.number(amount)) \(text.isEnglish ? Wording.unit(habit.goal.displayUnit, amount: amount) : habit.goal.displayUnit)"
    }

    /// The notices above the calendar: a future day asked for, a check-in just deleted (with
    /// the form that puts it back).
    private var notices: HTML {
        var parts: [HTML] = []
        if let futureDay {
            let line = text.localized("{day} is still to come; here is today.", ["day": text.longDay(futureDay)])
            parts.append("<p class=\"notice\" id=\"future-day\" role=\"status\">\(line)</p>")
        }
        if let removed {
            parts.append(
                """
                <div class="toast" id="entry-removed" role="status"><span>\(removedLine(removed.amount))</span>
                <form method="post" action="/habits/\(habit.id)/check-in">\(csrfField)\(back)<input type="hidden" name="day" value="\(selected)">\
                <input type="hidden" name="amount" value="\(WebFormat.amount(removed.amount))">\
                \(removed.note.map { note -> HTML in "<input type=\"hidden\" name=\"note\" value=\"\(note)\">" })<button class="button small" \
                id="restore-entry">\(text.localized("Put it back"))</button></form></div>
                """)
        }
        return .joined(parts)
    }

    private var monthCalendar: HTML {
        let first = selected.firstOfMonth
        let last = selected.lastOfMonth
        let gridStart = first.firstOfWeek(startingOn: weekStart)
        let headers = (0..<7).map { offset -> HTML in
            let day = gridStart.adding(days: offset)
            let name = text.isEnglish ? String(day.weekday.shortName.capitalized.prefix(2)) : text.narrowWeekday(day.weekday)
            return "<th scope=\"col\">\(name)</th>"
        }
        var rows: [HTML] = []
        var weekStartDay = gridStart
        while weekStartDay <= last {
            let cells = (0..<7).map { offset -> HTML in
                let day = weekStartDay.adding(days: offset)
                guard day >= first, day <= last else { return "<td></td>" }
                return "<td>\(cell(day))</td>"
            }
            rows.append("<tr>\(cells)</tr>")
            weekStartDay = weekStartDay.adding(days: 7)
        }
        let previous = first.adding(days: -1)
        let next = last.adding(days: 1)
        let nextLink: HTML =
            next <= today
            ? "<a href=\"/habits/\(habit.id)/completions?day=\(min(next.lastOfMonth, today))\" aria-label=\"\(text.localized("Next month"))\">›</a>"
            : "<span></span>"
        return """
            <div class="calendar-nav"><a href="/habits/\(habit.id)/completions?day=\(previous)" \
            aria-label="\(text.localized("Previous month"))">‹</a><h2>\
            \(monthTitle)</h2>\(nextLink)</div>
            <table class="month-calendar"><thead><tr>\(headers)</tr></thead><tbody>\(rows)</tbody></table>
            <p class="muted">\(text.localized("Filled: goal met. Shaded: logged. Pick a day to change it."))</p>
            """
    }

    /// docs/domain-rules.md §2: nothing is due, and nothing can be logged, before a habit's start; a day
    /// before it offers to move the start there first (one change, then the day can be filled).
    private var beforeStartPanel: HTML {
        """
        <h2>\(text.longDay(selected))</h2>
        <p id="day-total" data-total="0">\(startsLine)</p>
        <form id="move-start-form" method="post" action="/habits/\(habit.id)/start">\(csrfField)\(back)
        <input type="hidden" name="day" value="\(selected)">
        <button id="move-start" class="button primary">\
        \(text.localized("Start it on {day} instead", ["day": text.shortDay(selected)]))</button></form>
        """
    }

    private func cell(_ day: Day) -> HTML {
        let summary = month[day]
        var classes = ["calendar-day"]
        if let summary {
            if !summary.isSkipped, DayIntensity.level(of: habit, total: summary.total) == DayIntensity.met { classes.append("is-met") }
            if summary.checkIns > 0 { classes.append("has-entries") }
        }
        if day > today {
            classes.append("is-future")
            return "<span class=\"\(classes.joined(separator: " "))\">\(day.dayOfMonth)</span>"
        }
        let current: HTML = day == selected ? " aria-current=\"date\"" : ""
        let label = "\(text.longDay(day))" + (summary.map { ", \(text.number($0.total))\(unit)" } ?? "")
        return """
            <a class="\(classes.joined(separator: " "))" data-date="\(day)" href="/habits/\(habit.id)/completions?day=\(day)" \
            aria-label="\(label)"\(current)>\(day.dayOfMonth)</a>
            """
    }

    private var dayPanel: HTML {
        guard selected >= habit.startDay else { return beforeStartPanel }
        let total = entries.totalAmount
        let items = entries.map { entry -> HTML in
            let minute = calendar.minuteOfDay(of: entry.at)
            let time = String(format: "%02d:%02d", minute / 60, minute % 60)
            return """
                <li class="entry" data-entry-id="\(entry.id)"><span>\(time)</span><strong>\(amountText(entry.amount))</strong>\
                \(entry.note.map { note -> HTML in "<span class=\"muted\">\(note)</span>" })
                <form method="post" action="/habits/\(habit.id)/entries/\(entry.id)/delete">\(csrfField)\(back)<button class="button small danger \
                delete-entry" aria-label="\(text.localized("Delete the {time} check-in", ["time": time]))" \
                data-confirm="\(text.localized("Delete the {time} check-in?", ["time": time]))">\(text.localized("Delete"))</button></form></li>
                """
        }
        let list: HTML =
            entries.isEmpty ? "<p class=\"muted\">\(text.localized("No check-ins on this day."))</p>" : "<ul class=\"entries\">\(items)</ul>"
        let skipped = record?.isSkipped ?? false
        let difficultyOptions = (1...5).map { value -> HTML in
            "<option value=\"\(value)\"\(HTML(trusted: record?.difficulty == value ? " selected" : ""))>\(value)</option>"
        }
        let amountField: HTML =
            habit.goal.type == .none
            ? "<label>\(text.localized("Times")) <input name=\"amount\" type=\"number\" min=\"1\" step=\"1\" value=\"1\"></label>"
            : "<label>\(text.localized("Amount ({unit})", ["unit": habit.goal.displayUnit])) "
                + "<input name=\"amount\" type=\"number\" min=\"0\" step=\"any\" inputmode=\"decimal\" "
                + "value=\"\(WebFormat.amount(habit.goal.period == .day ? habit.goal.target : 1))\"></label>"
        return """
            <h2>\(text.longDay(selected))</h2>
            <p id="day-total" data-total="\(WebFormat.amount(total))">\(totalLine(total))\(skipped ? " · " + text.localized("skipped") : "")</p>
            \(list)
            <h3>\(text.localized("Add a check-in"))</h3>
            <form id="backfill-form" method="post" action="/habits/\(habit.id)/check-in" class="stack">\(csrfField)\(back)
            <input type="hidden" name="day" value="\(selected)">
            <div class="row">\(amountField)<label>\(text.localized("Note")) <input name="note" maxlength="500"></label></div>
            <button id="add-entry" class="button primary">\(text.localized("Add to {day}", ["day": text.shortDay(selected)]))</button>
            </form>
            <h3>\(text.localized("Change the day"))</h3>
            <form class="edit-entry row" method="post" action="/habits/\(habit.id)/days/\(selected)">\(csrfField)\(back)
            <label>\(dayTotalLabel)\(unit.isEmpty ? "" : " (\(habit.goal.displayUnit))") <input name="amount" type="number" min="0" step="any" \
            value="\(WebFormat.amount(total))"></label>
            <button class="button">\(text.localized("Set total"))</button></form>
            <form class="row" method="post" action="/habits/\(habit.id)/days/\(selected)">\(csrfField)\(back)
            <label>\(text.localized("Difficulty")) <select name="difficulty"><option value="">\(text.localized("Not rated"))</option>\
            \(difficultyOptions)</select></label>
            <button class="button" name="rate" value="1">\(text.localized("Rate"))</button></form>
            <form method="post" action="/habits/\(habit.id)/skip">\(csrfField)\(back)<input type="hidden" name="day" value="\(selected)"><input \
            type="hidden" name="skipped" value="\(!skipped)"><button class="button skip-button">\
            \(skipped ? text.localized("Unskip this day") : text.localized("Skip this day"))</button></form>
            """
    }

    private func removedLine(_ amount: Double) -> String {
        text.localized("Check-in of {amount} deleted.", ["amount": amountText(amount)])
    }

    /// The page's title: "Completions of Read".
    var title: String { text.localized("Completions of {name}", ["name": habit.name]) }

    private var monthTitle: String {
        text.isEnglish
            ? WebFormat.monthTitle(selected)
            : text.localizer.format.date(
                year: selected.year, month: selected.month, day: 1, style: .monthAndYear)
    }

    /// "Total: **3 cups** · goal 8 cups a day".
    private func totalLine(_ total: Double) -> HTML {
        let amount: HTML = "<strong>\(text.number(total))\(unit)</strong>"
        return text.html(text.localized("Total: {total} · goal {goal}"), ["total": amount, "goal": "\(text.goal(habit.goal, kind: habit.kind))"])
    }

    /// English keeps its literal apostrophes (as before); a translation is escaped.
    private var startsLine: HTML {
        let values = ["name": habit.name, "day": text.longDay(habit.startDay)]
        if text.isEnglish {
            return "\(habit.name) starts on \(WebFormat.longDay(habit.startDay)); days before its start can't be logged."
        }
        return "\(text.localized("{name} starts on {day}; days before its start can't be logged.", values))"
    }

    private var dayTotalLabel: HTML { text.isEnglish ? "Day's total" : "\(text.localized("Day's total"))" }
}
