import CadenceCore

/// The habit form's fields of the schedules by the month and by the fortnight
/// (docs/domain-rules.md §16 Schedules by the month and by the fortnight; docs/web.md
/// "Habit form: schedules by the month"): the days of the month (`monthDays`, `1,15,last`), the
/// week of the month and its weekday (`week`, `monthWeekday`), and every N weeks (`weeks`, with
/// the weekday boxes). Each shows only for its schedule when the script runs.
struct HabitFormCalendarFields {
    let schedule: Schedule

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
            return option(value, Schedule.ordinal(number), number == week)
        }
        let dayOptions = Weekday.allCases.map { day -> HTML in option(day.shortName, day.shortName.capitalized, day == weekday) }
        return """
            <div class="row">
            <label data-when-schedule="daysOfMonth">Days of the month (1 to 31, last) <input id="habit-month-days" name="monthDays" \
            value="\(monthDays)" placeholder="1,15,last" inputmode="text"></label>
            <label data-when-schedule="nthWeekday">Week of the month <select id="habit-month-week" name="week">\(HTML.joined(weekOptions))\
            </select></label>
            <label data-when-schedule="nthWeekday">Weekday <select id="habit-month-weekday" name="monthWeekday">\
            \(HTML.joined(dayOptions))</select></label>
            <label data-when-schedule="everyNWeeks">Every N weeks (from the start week) <input id="habit-every-weeks" name="weeks" \
            type="number" min="1" max="52" value="\(weeks)"></label>
            </div>
            """
    }

    private func option(_ value: String, _ label: String, _ selected: Bool) -> HTML {
        "<option value=\"\(value)\"\(HTML(trusted: selected ? " selected" : ""))>\(label)</option>"
    }
}
