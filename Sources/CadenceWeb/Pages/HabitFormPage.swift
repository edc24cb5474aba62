import CadenceCore

/// The habit form with every field of the model (docs/web.md, docs/domain-rules.md §2): name,
/// description, icon, color, category, build or quit with baseline, goal type, unit, target
/// and period, schedule, start and end, reminders. Used to create (`/habits/new`) and to edit
/// (`/habits/{id}/edit`); a refused form comes back with the message and the values typed.
struct HabitFormPage {
    enum Mode {
        case create
        case edit(HabitID)
    }

    let mode: Mode
    let draft: HabitDraft
    let categories: [Category]
    let error: String?
    let csrfField: HTML
    /// The form's words (docs/domain-rules.md §23); what the person typed stays as typed.
    var text = WebText()

    var form: HTML {
        let (id, action, button, buttonID): (String, String, String, String) =
            switch mode {
            case .create: ("custom-habit-form", "/habits/new", text.localized("Create habit"), "create-habit")
            case .edit(let habit): ("edit-habit-form", "/habits/\(habit)/edit", text.localized("Save changes"), "save-habit")
            }
        return """
            \(AccountPages.errorBox(error))
            <form id="\(id)" method="post" action="\(action)" class="stack habit-form">\(csrfField)
            <label>\(text.localized("Name")) <input name="name" required maxlength="100" value="\(draft.name)" autocomplete="off"></label>
            <label>\(text.localized("Description")) <textarea name="description" rows="2" maxlength="500">\(draft.description)</textarea></label>
            \(iconChoices)\(colorChoices)
            <label>\(text.localized("Category")) <select name="categoryId"><option value="">\(text.localized("None"))</option>\
            \(categoryOptions)</select></label>
            <fieldset class="form-section"><legend>\(text.localized("Goal"))</legend>
            <div class="row">
            <label>\(text.localized("Kind")) <select name="kind">\
            \(option(HabitKind.build.rawValue, text.localized("Build a habit"), draft.kind == .build))\
            \(option(HabitKind.quit.rawValue, text.localized("Quit a habit"), draft.kind == .quit))</select></label>
            <label>\(text.localized("Goal type")) <select name="goalType">\(goalTypeOptions)</select></label>
            <label data-unless-goal="none">\(text.localized("Unit")) <input name="unit" value="\(draft.goal.unit ?? "")" \
            placeholder="km, min, cups…" \
            list="known-units"></label>
            </div>
            <div class="row">
            <label>\(text.localized("Target")) <input name="target" type="number" step="any" min="0" \
            value="\(WebFormat.amount(draft.goal.target))"></label>
            <label data-unless-goal="none">\(text.localized("Per")) <select name="period">\(periodOptions)</select></label>
            <label data-when-kind="quit">\(text.localized("Baseline (quit habits)")) <input name="baseline" type="number" step="any" min="0" \
            value="\(draft.baseline.map(WebFormat.amount) ?? "")"></label>
            </div>
            <p class="muted">\(goalNote)</p>
            \(linkedHealthField)
            </fieldset>
            \(scheduleFields)
            <fieldset class="form-section"><legend>\(text.localized("Dates and reminders"))</legend>
            <div class="row">
            <label>\(text.localized("Starts")) <input name="startDate" type="date" value="\(draft.startDay.map(\.description) ?? "")"></label>
            <label>\(text.localized("Ends (optional)")) <input name="endDate" type="date" value="\(draft.endDay.map(\.description) ?? "")"></label>
            </div>
            \(reminderFields)
            \(PushDevicePanel.habitFormNote(text))
            </fieldset>
            <div class="actions"><button id="\(buttonID)" class="button primary">\(button)</button></div>
            </form>
            <datalist id="known-units">\(Self.knownUnits.map { unit -> HTML in "<option value=\"\(unit)\">" })</datalist>
            """
    }

    /// docs/web.md "Habit form fields": "Fed by health data" (docs/domain-rules.md
    /// "§18 Habits fed by health data"): none, or the metric whose day values are the
    /// habit's days (the target in its unit).
    private var linkedHealthField: HTML {
        let choices: [(String, String)] = [
            ("", text.localized("None (check in yourself)")), ("steps", text.localized("Steps (a count)")),
            ("water", text.localized("Water (mL)")), ("sleep", text.localized("Sleep (hours a night)")),
            ("weight", text.localized("Weight (logged that day)")), ("mood", text.localized("Mood (logged that day)")),
        ]
        let current = draft.linkedHealth?.rawValue ?? ""
        return """
            <label>\(text.localized("Fed by health data")) <select id="linked-health" name="linkedHealth">\
            \(HTML.joined(choices.map { option($0.0, $0.1, $0.0 == current) }))</select></label>
            <p class="muted">\(text.localized("A habit fed by health data takes no check-ins: its days are what you log on Health."))</p>
            """
    }

    private func option(_ value: String, _ label: String, _ selected: Bool) -> HTML {
        "<option value=\"\(value)\"\(HTML(trusted: selected ? " selected" : ""))>\(label)</option>"
    }

    private var categoryOptions: HTML {
        HTML.joined(categories.map { option(String($0.id), text.categoryName($0), $0.id == draft.categoryID) })
    }

    private var goalTypeOptions: HTML {
        HTML.joined(
            GoalType.allCases.map { type in
                option(type.rawValue, goalTypeName(type), type == draft.goal.type)
            })
    }

    private var periodOptions: HTML {
        HTML.joined([GoalPeriod.day, .week, .month].map { option($0.rawValue, periodName($0), $0 == draft.goal.period) })
    }

    private var goalNote: String {
        text.localized("A build habit succeeds when it reaches the target; a quit habit when it stays at or under it (0 = not at all).")
    }

    private func goalTypeName(_ type: GoalType) -> String {
        switch type {
        case .none: text.localized("Just do it (count times)")
        case .repetitions: text.localized("Repetitions")
        case .time: text.localized("Time")
        case .cups: text.localized("Cups")
        case .calories: text.localized("Calories")
        case .distance: text.localized("Distance")
        case .weight: text.metric(.weight)
        case .capacity: text.localized("Capacity")
        }
    }

    private func periodName(_ period: GoalPeriod) -> String {
        switch period {
        case .day: text.localized("day")
        case .week: text.localized("week")
        case .month: text.localized("month")
        }
    }

    private var iconChoices: HTML {
        var choices = HabitIcon.choices
        if let icon = draft.icon, !icon.isEmpty, !choices.contains(icon) { choices.insert(icon, at: 0) }
        let none: HTML = """
            <label class="icon-choice" title="\(text.localized("Initials"))"><input type="radio" name="icon" \
            value=""\(HTML(trusted: (draft.icon ?? "").isEmpty ? " checked" : ""))><span>Aa</span></label>
            """
        let items = choices.map { icon -> HTML in
            let shown = HabitIcon.emojiForSymbol[icon] ?? icon
            return """
                <label class="icon-choice"><input type="radio" name="icon" value="\(icon)"\(HTML(trusted: draft.icon == icon ? " checked" : ""))>\
                <span>\(shown)</span></label>
                """
        }
        return "<fieldset class=\"icon-choices\"><legend>\(text.localized("Icon"))</legend>\(none)\(items)</fieldset>"
    }

    private var colorChoices: HTML {
        var palette = HabitColor.palette
        if !palette.contains(draft.color), HabitColor.isValid(draft.color) { palette.insert(draft.color, at: 0) }
        let items = palette.map { color -> HTML in
            let name = colorName(color)
            return """
                <label class="color-choice" title="\(name)"><input type="radio" name="color" \
                value="\(color)"\(HTML(trusted: draft.color == color ? " checked" : ""))>\
                <span style="--swatch: \(WebFormat.color(color))"></span><span \
                class="visually-hidden">\(name)</span></label>
                """
        }
        return "<fieldset class=\"color-choices\"><legend>\(text.localized("Color"))</legend>\(items)</fieldset>"
    }

    private var scheduleFields: HTML {
        let schedule = draft.schedule
        let (type, weekdays, interval, count, length): (String, Set<Weekday>, Int?, Int?, Int?) =
            switch schedule {
            case .daily: ("daily", [], nil, nil, nil)
            case .weekdays(let days): ("weekdays", days, nil, nil, nil)
            case .everyNDays(let n): ("everyNDays", [], n, nil, nil)
            case .timesPerWeek(let n): ("timesPerWeek", [], nil, n, nil)
            case .timesPerMonth(let n): ("timesPerMonth", [], nil, n, nil)
            case .timesInDays(let n, let days): ("timesInDays", [], nil, n, days)
            case .daysOfMonth: ("daysOfMonth", [], nil, nil, nil)
            case .nthWeekday: ("nthWeekday", [], nil, nil, nil)
            case .everyNWeeks(_, let days): ("everyNWeeks", days, nil, nil, nil)
            }
        let types: [(String, String)] = [
            ("daily", text.localized("Every day")), ("weekdays", text.localized("On some weekdays")), ("everyNDays", text.localized("Every N days")),
            ("timesPerWeek", text.localized("N times a week")), ("timesPerMonth", text.localized("N times a month")),
            ("timesInDays", text.localized("N times in M days")), ("daysOfMonth", text.localized("On days of the month")),
            ("nthWeekday", text.localized("On a weekday of the month")), ("everyNWeeks", text.localized("On some weekdays every N weeks")),
        ]
        // English keeps its literal quotes (as before); a translation is escaped.
        let weekdaysLegend: HTML =
            text.isEnglish ? "Weekdays (for \"on some weekdays\")" : "\(text.localized("Weekdays (for \"on some weekdays\")"))"
        let intervalLabel: HTML =
            text.isEnglish ? "N (days between, for \"every N days\")" : "\(text.localized("N (days between, for \"every N days\")"))"
        let lengthLabel: HTML =
            text.isEnglish ? "M (days, for \"N times in M days\")" : "\(text.localized("M (days, for \"N times in M days\")"))"
        let days = Weekday.allCases.map { day -> HTML in
            """
            <label><input type="checkbox" name="weekday" value="\(day.rawValue)"\(HTML(trusted: weekdays.contains(day) ? " checked" : ""))>\
            \(text.isEnglish ? day.shortName.capitalized : text.scheduleWeekday(day))</label>
            """
        }
        return """
            <fieldset class="form-section"><legend>\(text.localized("Schedule"))</legend>
            <label>\(text.localized("Repeat")) <select name="scheduleType">\
            \(HTML.joined(types.map { option($0.0, $0.1, $0.0 == type) }))</select></label>
            <fieldset class="weekday-choices" data-when-schedule="weekdays everyNWeeks"><legend>\
            \(weekdaysLegend)</legend>\(days)</fieldset>
            \(HabitFormCalendarFields(schedule: schedule, text: text).html)
            <div class="row">
            <label data-when-schedule="everyNDays">\(intervalLabel) <input name="interval" type="number" min="1" \
            value="\(interval.map(String.init) ?? "")"></label>
            <label data-when-schedule="timesPerWeek timesPerMonth timesInDays">\(text.localized("N (times)")) \
            <input name="count" type="number" min="1" \
            value="\(count.map(String.init) ?? "")"></label>
            <label data-when-schedule="timesInDays">\(lengthLabel) <input name="length" type="number" min="1" \
            value="\(length.map(String.init) ?? "")"></label>
            </div>
            </fieldset>
            """
    }

    /// One row per reminder, then two blank ones (at least three): a time, the weekdays it is
    /// limited to, and whether it is off (kept as it was).
    private var reminderFields: HTML {
        let rows = max(3, draft.reminders.count + 2)
        return HTML.joined(
            (0..<rows).map { index -> HTML in
                let reminder = index < draft.reminders.count ? draft.reminders[index] : nil
                let time = reminder?.timeText ?? ""
                let days = reminder.map { $0.weekdays.sorted { $0.rawValue < $1.rawValue }.map(\.shortName).joined(separator: ",") } ?? ""
                let off = reminder.map { $0.isActive ? "" : "1" } ?? ""
                return """
                    <div class="row"><label>\(text.localized("Reminder {number}", ["number": text.integer(index + 1)])) \
                    <input name="reminder" type="time" value="\(time)"></label>
                    <label>\(text.localized("on days")) <input name="reminderDays" value="\(days)" \
                    placeholder="every due day, or mon,wed,fri"></label>
                    <input type="hidden" name="reminderOff" value="\(off)"></div>
                    """
            })
    }

    /// The units the unit field suggests (any other label is allowed, docs/domain-rules.md §2).
    static let knownUnits = ["times", "min", "h", "km", "mi", "m", "cups", "mL", "L", "kcal", "kg", "lb", "pages", "steps"]
}
