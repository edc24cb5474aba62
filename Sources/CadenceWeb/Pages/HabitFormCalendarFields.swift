import CadenceCore
import CadenceLocalization
import Foundation

/// The habit form's fields of the schedules by the month and by the fortnight
/// (docs/domain-rules.md §16 Schedules by the month and by the fortnight; docs/web.md
/// "Habit form: schedules by the month"): the days of the month (`monthDays`, `1,15,last`), the
/// week of the month and its weekday (`week`, `monthWeekday`), and every N weeks (`weeks`, with
/// the weekday boxes). Each shows only for its schedule when the script runs.
struct HabitFormCalendarFields {
    let schedule: Schedule
    /// The fields' words (docs/domain-rules.md §23); the values stay machine words (`last`, `mon`).
    var text = WebText()

    var html: HTML {
        var monthDays = ""
        var week = 1
        var weekday = Weekday.monday
        var weeks = 2
        switch schedule {
        case .daysOfMonth(let days): monthDays = Schedule.orderedMonthDays(days).map { $0 == -1 ? "last" : String($0) }.joined(separator: ",")
        case .nthWeekday(let chosenWeek, let chosenDay): (week, weekday) = (chosenWeek, chosenDay)
        case .everyNWeeks(let chosen, _): weeks = chosen
        default: break
        }
        let weekOptions = ([1, 2, 3, 4, 5, -1]).map { number -> HTML in
            let value = number == -1 ? "last" : String(number)
            return option(value, ordinal(number), number == week)
        }
        let dayOptions = Weekday.allCases.map { day -> HTML in
            option(day.shortName, text.isEnglish ? day.shortName.capitalized : text.scheduleWeekday(day), day == weekday)
        }
        return """
            <div class="row">
            <label data-when-schedule="daysOfMonth">\(text.localized("Days of the month (1 to 31, last)")) \
            <input id="habit-month-days" name="monthDays" \
            value="\(monthDays)" placeholder="1,15,last" inputmode="text"></label>
            <label data-when-schedule="nthWeekday">\(text.localized("Week of the month")) \
            <select id="habit-month-week" name="week">\(HTML.joined(weekOptions))\
            </select></label>
            <label data-when-schedule="nthWeekday">\(text.localized("Weekday")) <select id="habit-month-weekday" name="monthWeekday">\
            \(HTML.joined(dayOptions))</select></label>
            <label data-when-schedule="everyNWeeks">\(text.localized("Every N weeks (from the start week)")) \
            <input id="habit-every-weeks" name="weeks" \
            type="number" min="1" max="52" value="\(weeks)"></label>
            </div>
            """
    }

    /// `1st` … `5th`, `last`; `1.`, `1er`, `1.º` in other languages (Foundation's ordinal numbers).
    private func ordinal(_ number: Int) -> String {
        if text.isEnglish { return Schedule.ordinal(number) }
        if number == -1 { return text.localized("last") }
        let formatter = NumberFormatter()
        formatter.locale = text.localizer.language.locale
        formatter.numberStyle = .ordinal
        return formatter.string(from: NSNumber(value: number)) ?? text.integer(number)
    }

    private func option(_ value: String, _ label: String, _ selected: Bool) -> HTML {
        "<option value=\"\(value)\"\(HTML(trusted: selected ? " selected" : ""))>\(label)</option>"
    }
}
