import CadenceCore

/// Reads the habit form (new and edit, docs/web.md "Habit form fields") into a draft: the
/// whole definition as the form shows it (docs/web.md, docs/domain-rules.md §2). Malformed values
/// are refused with the field's name; the rules themselves are `HabitValidator`'s, applied by
/// the service.
enum HabitFormReader {
    /// Reads `form` into `draft`. The plain text fields are copied first, so even when a later
    /// field is refused `draft` holds what was typed, for showing the form again.
    static func read(_ form: FormData, into draft: inout HabitDraft) throws(CadenceError) {
        let base = draft
        draft.name = form["name"] ?? ""
        draft.description = form["description"] ?? ""
        draft.icon = form["icon"]
        draft.color = form["color"] ?? base.color
        draft.categoryID = try form.integer("categoryId").map(Int64.init)
        let kindText = form["kind"] ?? HabitKind.build.rawValue
        guard let kind = HabitKind(rawValue: kindText) else {
            throw CadenceError(.targetInvalid, field: "kind", "a habit is 'build' or 'quit', not '\(kindText)'")
        }
        draft.kind = kind
        draft.goal = try goal(from: form, kind: kind)
        draft.timesPerDay = nil
        draft.schedule = try schedule(from: form)
        draft.baseline = kind == .quit ? try form.number("baseline") : nil
        draft.startDay = try form.day("startDate") ?? base.startDay
        draft.endDay = try form.day("endDate")
        draft.reminders = try reminders(from: form)
        try readLink(form, into: &draft)
    }

    /// "Fed by health data" (`linkedHealth`, docs/domain-rules.md "§18 Habits fed by
    /// health data"): a metric's goal replaces a goal of another type, the typed target in the
    /// metric's unit.
    static func readLink(_ form: FormData, into draft: inout HabitDraft) throws(CadenceError) {
        let text = form["linkedHealth"] ?? ""
        guard let link = HealthLink.link(named: text) else {
            throw CadenceError(.unitIncompatible, field: "linkedHealth", HealthLink.unknownLink(text))
        }
        draft.linkedHealth = link
        guard let type = link else { return }
        let fitting = HealthLink.goal(for: type, target: try form.number("target") ?? HealthLink.defaultTarget(for: type))
        if draft.goal.type != fitting.type { draft.goal = fitting }
    }

    /// docs/domain-rules.md §2 goals, by the habit-edit rule (`HabitPatch`): the form's goal type
    /// and unit (a unit typed under "no goal type" implies its type; a type without a unit takes
    /// its default one), target and period, on a new definition of `kind` — so without a target a
    /// build habit aims at 1 and a quit habit at 0.
    static func goal(from form: FormData, kind: HabitKind) throws(CadenceError) -> Goal {
        let typeText = form["goalType"] ?? GoalType.none.rawValue
        guard let type = GoalType(rawValue: typeText) else {
            throw CadenceError(.unitIncompatible, field: "goalType", "unknown goal type '\(typeText)'")
        }
        var patch = HabitPatch()
        patch.kind = kind
        patch.goalType = type == .none ? nil : type
        if let unit = form["unit"] {
            patch.unit = unit
        } else if type == .none {
            patch.unit = .some(nil)
        }
        patch.target = try form.number("target")
        let periodText = form["period"] ?? GoalPeriod.day.rawValue
        guard let period = GoalPeriod(rawValue: periodText) else {
            throw CadenceError(.targetInvalid, field: "period", "a goal's period is day, week or month, not '\(periodText)'")
        }
        patch.period = period
        var draft = HabitDraft(name: "")
        patch.apply(to: &draft)
        return draft.goal
    }

    /// docs/domain-rules.md §2 schedules, from `scheduleType` and its numbers, read by the one
    /// schedule reader (`ScheduleText`) the command line and the tools share.
    static func schedule(from form: FormData) throws(CadenceError) -> Schedule {
        try ScheduleText.schedule(
            type: form["scheduleType"] ?? "daily", weekdays: form.all("weekday"), interval: form["interval"],
            count: form["count"], length: form["length"],
            calendar: ScheduleText.CalendarFields(
                monthDays: form["monthDays"], week: form["week"], monthWeekday: form["monthWeekday"], weeks: form["weeks"]),
            typeField: "scheduleType")
    }

    /// docs/domain-rules.md §9: the form's reminder rows — a time (`reminder`), optional
    /// weekdays (`reminderDays`: `mon,wed`, `weekdays`…; blank: every due day) and whether it was
    /// off (`reminderOff`, kept from the stored reminder) — in order; a row without a time is
    /// left out.
    static func reminders(from form: FormData) throws(CadenceError) -> [Reminder] {
        let times = form.values("reminder")
        let days = form.values("reminderDays")
        let off = form.values("reminderOff")
        var reminders: [Reminder] = []
        for (index, text) in times.enumerated() where !text.isEmpty {
            var reminder = try Reminder.parsed(time: text, timeField: "reminder")
            let dayText = index < days.count ? days[index] : ""
            if !dayText.isEmpty {
                guard let weekdays = Weekday.list(dayText) else {
                    throw CadenceError(.weekdayOutOfRange, field: "reminderDays", "'\(dayText)' is not a list of weekdays such as mon,wed,fri")
                }
                reminder.weekdays = weekdays
            }
            reminder.isActive = !(index < off.count && off[index] == "1")
            reminders.append(reminder)
        }
        return reminders
    }
}
