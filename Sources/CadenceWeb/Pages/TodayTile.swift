import CadenceCore
import CadenceServices

/// One habit's tile on Today (docs/web.md "Today"; docs/domain-rules.md §5): the hold target with
/// the ring, icon, name and progress, the streak, a hidden status for screen readers and the
/// menu (amount or Mark done, Undo last, Skip today, Details, Completions).
///
/// A tile carries only what is its own: the ring is drawn by the stylesheet from `--p`, the
/// palette colour is `data-color`, the buttons name their action and habit in `#today-form`
/// (docs/web.md "Today's form"), and the hold hints are written once per page (`writeHints`).
struct TodayTile {
    let item: TodayItem
    /// A measured habit's usual step (docs/domain-rules.md §3 "A measured habit's usual step"),
    /// pre-filled in the amount field; `nil` pre-fills one unit.
    var usualStep: Double? = nil

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
        if isQuit && !item.isComplete { writer.markup("<span class=\"over-limit-mark\">✕ Over the limit</span>") }
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
        writer.text(". Current streak: \(WebFormat.streak(item.streak)).")
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
        writer.markup("<details class=\"tile-menu\"><summary aria-label=\"More for ")
        writer.text(habit.name)
        writer.markup("\">⋯</summary><div class=\"tile-menu-body\">")
        if let linked = habit.linkedHealth {
            writer.markup("<a class=\"health-link\" href=\"/health\">Log ")
            writer.text(linked.rawValue)
            writer.markup(" on Health</a>")
        } else if habit.goal.type != .none {
            // `for` names the habit of the amount after it (docs/web.md "Today's form").
            writer.markup("<input type=\"hidden\" name=\"for\" value=\"")
            writer.number(habit.id)
            writer.markup("\"><label>Amount (")
            writer.text(habit.goal.displayUnit)
            writer.markup(") <input type=\"number\" name=\"amount\" step=\"any\" min=\"0\" inputmode=\"decimal\" value=\"")
            writer.text(WebFormat.amount(usualStep ?? 1))
            writer.markup("\"></label><button class=\"complete-button\" name=\"log\" value=\"")
            writer.number(habit.id)
            writer.markup("\">Log</button>")
        } else if !item.isDayFull {
            writer.markup("<button class=\"complete-button\" name=\"check-in\" value=\"")
            writer.number(habit.id)
            writer.markup(habit.kind == .quit ? "\">Log a slip</button>" : "\">Mark done</button>")
        } else {
            writer.markup("<p class=\"day-full-note muted\">Done for today.</p>")
        }
        if item.total > 0, habit.linkedHealth == nil {
            writer.markup("<button class=\"undo-button\" name=\"undo\" value=\"")
            writer.number(habit.id)
            writer.markup("\">Undo last</button>")
        }
        writer.markup(
            item.isSkipped ? "<button class=\"skip-button\" name=\"unskip\" value=\"" : "<button class=\"skip-button\" name=\"skip\" value=\"")
        writer.number(habit.id)
        writer.markup(item.isSkipped ? "\">Unskip today</button>" : "\">Skip today</button>")
        writer.markup("<a class=\"detail-link\" href=\"/habits/")
        writer.number(habit.id)
        writer.markup("\">Details</a><a href=\"/habits/")
        writer.number(habit.id)
        writer.markup("/completions\">Completions</a></div></details>")
    }

    /// How far the ring is filled, 0–1.
    private var fill: Double { item.ringFill }

    /// "3/8 cups", "1 of 4 this week", "Clean so far", "3 cups logged, limit 2".
    private var progressText: String {
        let habit = item.habit
        let unit = habit.goal.type != .none ? " \(habit.goal.displayUnit)" : ""
        if let linked = habit.linkedHealth, habit.goal.type == .none {
            return item.total > 0 ? "\(linked.rawValue.capitalized) logged today" : "No \(linked.rawValue) logged yet"
        }
        if habit.kind == .quit {
            guard item.total != 0 else { return "Clean so far" }
            // In words (the "✕ Over the limit" mark says when it is over): "1 time logged, limit 0".
            let counted = habit.goal.type != .none ? unit : (item.total == 1 ? " time" : " times")
            let period = habit.goal.period == .day ? "" : (habit.goal.period == .week ? " this week" : " this month")
            return "\(WebFormat.number(item.total))\(counted) logged\(period), limit \(WebFormat.number(item.target))"
        }
        if habit.schedule.isFlexible, let unitProgress = item.currentUnit {
            return "\(WebFormat.number(unitProgress.achieved)) of \(WebFormat.number(unitProgress.required)) \(TodayPage.periodName(habit.schedule))"
        }
        return "\(WebFormat.number(item.total))/\(WebFormat.number(item.target))\(unit)"
    }

    /// "Done", "Not done yet", "Within the limit", "Over the limit" (", skipped").
    private var status: String {
        let words =
            item.habit.kind == .quit
            ? (item.isComplete ? "Within the limit" : "Over the limit") : (item.isComplete ? "Done" : "Not done yet")
        return item.isSkipped ? words + ", skipped" : words
    }

    /// The hold hints every tile's button points to (`aria-describedby`), written once.
    static func writeHints(to writer: inout HTMLWriter) {
        writer.markup(#"<p id="hint-hold" hidden>Hold to complete, or press for more.</p>"#)
        writer.markup(#"<p id="hint-amount" hidden>Hold to log an amount, or press for more.</p>"#)
        writer.markup(#"<p id="hint-slip" hidden>Hold to log a slip, or press for more.</p>"#)
        writer.markup("\n")
    }
}
