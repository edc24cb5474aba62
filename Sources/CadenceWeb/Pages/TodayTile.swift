import CadenceCore
import CadenceServices

/// One habit's tile on Today (docs/web.md "Today"; docs/domain-rules.md §5): the hold target with
/// the ring, icon, name and progress, the streak, a hidden status for screen readers and the
/// menu (amount or Mark done, Undo last, Skip today, Details, Completions).
///
/// A tile carries only what is its own: the ring is drawn by the stylesheet from `--p`, the
/// palette colour is `data-color`, the buttons name their action and habit in `#today-form`
/// (docs/web.md "Today's form"), and the hold hints are written once per page (`writeHints`).
/// Its words are in the person's language (docs/domain-rules.md §23).
struct TodayTile {
    let item: TodayItem
    /// A measured habit's usual step (docs/domain-rules.md §3 "A measured habit's usual step"),
    /// pre-filled in the amount field; `nil` pre-fills one unit.
    var usualStep: Double? = nil
    var text = WebText()
    /// The hidden status's streak sentence (`streakSentence(_:text:)`), when the page worked it
    /// out for this tile's streak already.
    var streakSentence: String? = nil
    /// The menu's words, looked up once per page (`TodayTileWords`).
    let words: TodayTileWords

    func write(to writer: inout HTMLWriter) {
        let habit = item.habit
        let isQuit = habit.kind == .quit
        let isMeasured = habit.goal.type != .none
        writer.markup("<li class=\"tile")
        // The ring and ✓ of a flexible habit follow its period (docs/domain-rules.md §5 "Ring and ✓").
        if item.showsDoneMark { writer.markup(" is-complete") }
        if item.isSkipped { writer.markup(" is-skipped") }
        if isQuit { writer.markup(item.isComplete ? " is-quit" : " is-quit is-over-limit") }
        writer.markup("\" data-habit-id=\"")
        writer.number(habit.id)
        writer.markup("\" data-habit-name=\"")
        writer.text(habit.name)
        writer.markup(item.showsDoneMark ? "\" data-complete=\"true\"" : "\" data-complete=\"false\"")
        // A done yes/no day takes no more check-ins: holding offers Undo (docs/web.md "Entries on Today and Health").
        if item.isDayFull { writer.markup(" data-day-full=\"true\"") }
        if let linked = habit.linkedHealth {
            writer.markup(" data-linked-health=\"")
            writer.text(linked.rawValue)
            writer.markup("\"")
        }
        writeColorAndRing(to: &writer)
        if habit.linkedHealth != nil {
            // A habit fed by health data takes no check-ins: its tile shows the metric and opens
            // Health (docs/web.md "Today", docs/domain-rules.md "§18 Habits fed by health data").
            writer.markup("><a class=\"tile-link\" href=\"/health\" aria-describedby=\"tile-")
            writer.number(habit.id)
            writer.markup("-status\">")
        } else {
            writer.markup("><button class=\"tile-button\" name=\"check-in\" value=\"")
            writer.number(habit.id)
            writer.markup("\" aria-describedby=\"tile-")
            writer.number(habit.id)
            writer.markup(isQuit ? "-status hint-slip\">" : (isMeasured ? "-status hint-amount\">" : "-status hint-hold\">"))
        }
        let badge = HabitIcon.badge(for: habit)
        // Initials are drawn in the text colour (docs/web.md "Decisions").
        let isLetters = badge.unicodeScalars.allSatisfy(\.isASCII)
        writer.markup(isLetters ? "<span class=\"tile-ring is-letters\" aria-hidden=\"true\">" : "<span class=\"tile-ring\" aria-hidden=\"true\">")
        writer.text(badge)
        writer.markup("</span><span class=\"tile-name\">")
        writer.text(habit.name)
        writer.markup("</span><span class=\"tile-progress\">")
        let progressText = self.progressText
        writer.text(progressText)
        writer.markup("</span>")
        if isQuit && !item.isComplete {
            writer.markup("<span class=\"over-limit-mark\">✕ ")
            writer.text(text.localized("Over the limit"))
            writer.markup("</span>")
        }
        writer.markup(habit.linkedHealth == nil ? "</button>" : "</a>")
        writer.markup("<span class=\"tile-streak\" data-streak=\"")
        writer.number(item.streak.count)
        writer.markup("\">")
        writer.number(item.streak.count)
        writer.markup("</span><p id=\"tile-")
        writer.number(habit.id)
        // Hidden: read as the button's description (`aria-describedby`), not a second time.
        writer.markup("-status\" hidden>")
        writer.text(status)
        writer.text(". " + (streakSentence ?? Self.streakSentence(item.streak, text: text)))
        writer.markup("</p>")
        writeMenu(to: &writer)
        writer.markup("</li>\n")
    }

    /// A palette colour as `data-color` (the stylesheet maps it), a custom one and the ring's
    /// fill (`--p`, 0–100; none at 0, where a round cap would draw a dot) in `style`.
    private func writeColorAndRing(to writer: inout HTMLWriter) {
        let color = item.habit.color
        let isPalette = HabitColor.palette.contains(color)
        // Blue is the tile's own colour in the stylesheet.
        if isPalette && color != "blue" {
            writer.markup(" data-color=\"")
            writer.text(color)
            writer.markup("\"")
        }
        let percent = NumericBoundary.clamped(fill * 100, to: 0...100)
        guard !isPalette || percent > 0 else { return }
        writer.markup(" style=\"")
        if !isPalette {
            writer.markup("--habit-color:")
            writer.text(WebFormat.color(color))
            if percent > 0 { writer.markup(";") }
        }
        if percent > 0 {
            writer.markup("--p:")
            writer.number(percent)
        }
        writer.markup("\"")
    }

    private func writeMenu(to writer: inout HTMLWriter) {
        let habit = item.habit
        writer.markup("<details class=\"tile-menu\"><summary aria-label=\"")
        words.writeMoreFor(habit.name, to: &writer)
        writer.markup("\">⋯</summary><div class=\"tile-menu-body\">")
        if let linked = habit.linkedHealth {
            writer.markup("<a class=\"health-link\" href=\"/health\">")
            writer.text(text.localized("Log {metric} on Health", ["metric": text.isEnglish ? linked.rawValue : text.metric(linked)]))
            writer.markup("</a>")
        } else if habit.goal.type != .none {
            // `for` names the habit of the amount after it (docs/web.md "Today's form").
            writer.markup("<input type=\"hidden\" name=\"for\" value=\"")
            writer.number(habit.id)
            writer.markup("\"><label>")
            writer.text(text.localized("Amount ({unit})", ["unit": habit.goal.displayUnit]))
            writer.markup(" <input type=\"number\" name=\"amount\" step=\"any\" min=\"0\" inputmode=\"decimal\" value=\"")
            writer.text(WebFormat.amount(usualStep ?? 1))
            writer.markup("\"></label><button class=\"complete-button\" name=\"log\" value=\"")
            writer.number(habit.id)
            writer.markup("\">")
            writer.text(words.log)
            writer.markup("</button>")
        } else if !item.isDayFull {
            writer.markup("<button class=\"complete-button\" name=\"check-in\" value=\"")
            writer.number(habit.id)
            writer.markup("\">")
            writer.text(habit.kind == .quit ? words.logASlip : words.markDone)
            writer.markup("</button>")
        } else {
            writer.markup("<p class=\"day-full-note muted\">")
            writer.text(words.doneForToday)
            writer.markup("</p>")
        }
        if item.total > 0, habit.linkedHealth == nil {
            writer.markup("<button class=\"undo-button\" name=\"undo\" value=\"")
            writer.number(habit.id)
            writer.markup("\">")
            writer.text(words.undoLast)
            writer.markup("</button>")
        }
        writer.markup(
            item.isSkipped ? "<button class=\"skip-button\" name=\"unskip\" value=\"" : "<button class=\"skip-button\" name=\"skip\" value=\"")
        writer.number(habit.id)
        writer.markup("\">")
        writer.text(item.isSkipped ? words.unskipToday : words.skipToday)
        writer.markup("</button><a class=\"detail-link\" href=\"/habits/")
        writer.number(habit.id)
        writer.markup("\">")
        writer.text(words.details)
        writer.markup("</a><a href=\"/habits/")
        writer.number(habit.id)
        writer.markup("/completions\">")
        writer.text(words.completions)
        writer.markup("</a></div></details>")
    }

    /// "Current streak: 3 days." in the page's language.
    static func streakSentence(_ streak: Streak, text: WebText) -> String {
        text.localized("Current streak: {streak}.", ["streak": text.streak(streak)])
    }

    /// How far the ring is filled, 0–1.
    private var fill: Double { item.ringFill }

    /// "3/8 cups", "1 of 4 this week", "Clean so far", "3 cups logged, limit 2".
    private var progressText: String {
        let habit = item.habit
        let unit = habit.goal.type != .none ? " \(habit.goal.displayUnit)" : ""
        if let linked = habit.linkedHealth, habit.goal.type == .none {
            if text.isEnglish { return item.total > 0 ? "\(linked.rawValue.capitalized) logged today" : "No \(linked.rawValue) logged yet" }
            let metric = text.metric(linked)
            return item.total > 0
                ? text.localized("{metric} logged today", ["metric": metric]) : text.localized("No {metric} logged yet", ["metric": metric])
        }
        if habit.kind == .quit {
            guard item.total != 0 else { return text.localized("Clean so far") }
            // In words (the "✕ Over the limit" mark says when it is over): "1 time logged, limit 0".
            let values = ["amount": text.number(item.total) + unit, "limit": text.number(item.target)]
            let times = NumericBoundary.clamped(item.total, to: 0...Int.max)
            switch (habit.goal.type != .none, habit.goal.period) {
            case (true, .day): return text.localized("{amount} logged, limit {limit}", values)
            case (true, .week): return text.localized("{amount} logged this week, limit {limit}", values)
            case (true, .month): return text.localized("{amount} logged this month, limit {limit}", values)
            case (false, .day):
                return text.localizer.localized(
                    one: "{count} time logged, limit {limit}", other: "{count} times logged, limit {limit}", count: times, values)
            case (false, .week):
                return text.localizer.localized(
                    one: "{count} time logged this week, limit {limit}", other: "{count} times logged this week, limit {limit}", count: times,
                    values)
            case (false, .month):
                return text.localizer.localized(
                    one: "{count} time logged this month, limit {limit}", other: "{count} times logged this month, limit {limit}",
                    count: times, values)
            }
        }
        if habit.schedule.isFlexible, let unitProgress = item.currentUnit {
            return text.localized(
                "{done} of {required} {period}",
                [
                    "done": text.number(unitProgress.achieved), "required": text.number(unitProgress.required),
                    "period": TodayPage.periodName(habit.schedule, text: text),
                ])
        }
        return "\(text.number(item.total))/\(text.number(item.target))\(unit)"
    }

    /// "Done", "Not done yet", "Within the limit", "Over the limit" (", skipped").
    private var status: String {
        let words =
            item.habit.kind == .quit
            ? (item.isComplete ? text.localized("Within the limit") : text.localized("Over the limit"))
            : (item.isComplete ? text.localized("Done") : text.localized("Not done yet"))
        return item.isSkipped ? text.localized("{status}, skipped", ["status": words]) : words
    }

    /// The hold hints every tile's button points to (`aria-describedby`), written once.
    static func writeHints(to writer: inout HTMLWriter, text: WebText = WebText()) {
        writer.markup(#"<p id="hint-hold" hidden>"#)
        writer.text(text.localized("Hold to complete, or press for more."))
        writer.markup(#"</p><p id="hint-amount" hidden>"#)
        writer.text(text.localized("Hold to log an amount, or press for more."))
        writer.markup(#"</p><p id="hint-slip" hidden>"#)
        writer.text(text.localized("Hold to log a slip, or press for more."))
        writer.markup("</p>\n")
    }
}
