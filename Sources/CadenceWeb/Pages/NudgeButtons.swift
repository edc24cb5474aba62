import CadenceCore
import CadenceServices
import Foundation

/// The Nudge buttons of a partner's card on the Partners page (docs/web.md "Partners";
/// docs/domain-rules.md "§27 Nudges and partner news"): one small form per shared habit, right
/// under the tiles (`form#nudge-<partner>-<habit>`, `button#nudge-partner-<partner>-habit-<habit>`,
/// posting to `/partners/<partner>/habits/<habit>/nudge` with the CSRF field). The tiles
/// themselves keep no control (§25: a tile cannot be checked in).
enum NudgeButtons {
    static func row(_ partnership: Partnership, habits: [SharedHabit], csrfField: HTML, text: WebText = WebText()) -> HTML {
        guard !habits.isEmpty else { return "" }
        let id = partnership.id
        let forms = habits.map { habit -> HTML in
            """
            <form class="nudge-form" id="nudge-\(id)-\(habit.habitID)" method="post" \
            action="/partners/\(id)/habits/\(habit.habitID)/nudge">\(csrfField)\
            <button class="button small" id="nudge-partner-\(id)-habit-\(habit.habitID)" \
            aria-describedby="partner-\(id)-habit-\(habit.habitID)">\(text.localized("Nudge about {habit}", ["habit": habit.name]))</button></form>
            """
        }
        return "<div class=\"nudge-row\" id=\"partner-\(id)-nudges\">\(HTML.joined(forms))</div>"
    }
}
