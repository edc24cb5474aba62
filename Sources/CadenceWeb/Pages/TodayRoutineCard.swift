import CadenceCore
import CadenceServices

/// One routine's card on Today (docs/web.md "Routines on Today", docs/domain-rules.md "§19 Routines"):
/// `section.routine-card[data-routine-id]` lists the routine's habits in its order with their done
/// state (`li.routine-habit[data-habit-id][data-done]`) and, while a due habit is left,
/// `button.start-routine`: a button of Today's form (`check-in=<the first such habit>`), so without
/// JavaScript each press checks in the next habit; the script turns it into a walk, one tap each.
struct TodayRoutineCard {
    let routine: Routine
    /// The routine's habits on today's list, in the routine's order (others are not shown).
    let items: [TodayItem]
    let day: Day
    /// The page's language (docs/domain-rules.md §23).
    var text = WebText()

    /// Whether a habit is one the walk checks in: due today by its own schedule (§19's "due"),
    /// not done, not skipped, and one that takes check-ins (not a quit or health-fed habit).
    static func walks(_ item: TodayItem, on day: Day) -> Bool {
        PerfectDay.counts(item.habit, on: day) && !item.isComplete && !item.isSkipped && item.habit.kind == .build
            && item.habit.linkedHealth == nil
    }

    /// Done for the day (`RoutineEvaluator`'s rule on today's items): every habit due today done or
    /// skipped, at least one done.
    var isDone: Bool {
        let due = items.filter { PerfectDay.counts($0.habit, on: day) && !$0.isSkipped }
        return !due.isEmpty && due.allSatisfy(\.isComplete)
    }

    func write(to writer: inout HTMLWriter) {
        let walk = items.filter { Self.walks($0, on: day) }
        let done = isDone
        writer.markup("<section class=\"routine-card card\" id=\"routine-")
        writer.number(routine.id)
        writer.markup("\" data-routine-id=\"")
        writer.number(routine.id)
        writer.markup(done ? "\" data-done=\"true\"" : "\" data-done=\"false\"")
        writer.markup(" aria-labelledby=\"routine-")
        writer.number(routine.id)
        writer.markup("-title\"><h2 class=\"routine-title\" id=\"routine-")
        writer.number(routine.id)
        writer.markup("-title\">")
        writer.text(routine.name)
        if let time = routine.timeText {
            writer.markup(" <span class=\"muted routine-time\">")
            writer.text(time)
            writer.markup("</span>")
        }
        writer.markup("</h2><p class=\"routine-state\" role=\"status\">")
        let count = items.filter(\.isComplete).count
        writer.text(
            done
                ? text.localized("Done") + " ✓"
                : text.localized("{done} of {total} done", ["done": text.integer(count), "total": text.integer(items.count)]))
        writer.markup("</p><ol class=\"routine-habits\">")
        for item in items {
            writer.markup("<li class=\"routine-habit\" data-habit-id=\"")
            writer.number(item.habit.id)
            writer.markup("\" data-habit-name=\"")
            writer.text(item.habit.name)
            writer.markup(item.isComplete ? "\" data-done=\"true\"" : "\" data-done=\"false\"")
            writer.markup(Self.walks(item, on: day) ? " data-walk=\"true\">" : ">")
            writer.markup("<span class=\"routine-mark\" aria-hidden=\"true\">")
            writer.markup(item.isComplete ? "✓</span> " : "○</span> ")
            writer.text(item.habit.name)
            if item.isSkipped {
                writer.markup(" <span class=\"muted\">(")
                writer.text(text.localized("skipped"))
                writer.markup(")</span>")
            }
            if item.isComplete {
                writer.markup("<span class=\"visually-hidden\"> (")
                writer.text(text.localized("done"))
                writer.markup(")</span>")
            }
            writer.markup("</li>")
        }
        writer.markup("</ol>")
        if let first = walk.first {
            writer.markup("<button class=\"button primary start-routine\" name=\"check-in\" value=\"")
            writer.number(first.habit.id)
            writer.markup("\">")
            writer.text(text.localized("Start"))
            writer.markup("</button>")
        }
        writer.markup("</section>\n")
    }
}
