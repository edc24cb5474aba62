import CadenceCore
import CadenceHTTP
import CadenceLocalization

/// A habit's goal, schedule and day in the person's language (docs/domain-rules.md §23). English
/// keeps the command line's own wording (`HabitText`, `DayProgressText`) byte for byte.
extension LocalText {
    /// `today`, `yesterday`, or `on Mon 10 Mar 2025`.
    func when(_ day: Day, today: Day) -> String {
        if isEnglish { return DayProgressText.when(day, today: today) }
        if day == today { return localizer.localized("today", context: "assistant") }
        if day == today.adding(days: -1) { return localizer.localized("yesterday", context: "assistant") }
        return localizer.localized("on {date}", context: "assistant", ["date": longDate(day)])
    }

    /// A day with its year, as the language writes it (`2025-03-10` in English, `10.03.2025` in German).
    func mediumDate(_ day: Day) -> String {
        isEnglish ? "\(day)" : localizer.format.date(year: day.year, month: day.month, day: day.dayOfMonth)
    }

    /// `today`, or `from FIRST to LAST (N days)` for a range.
    func range(from first: Day, to last: Day, today: Day) -> String {
        if first == last { return when(first, today: today) }
        let count = first.days(until: last) + 1
        if isEnglish { return "from \(first) to \(last) (\(count) days)" }
        return localizer.localized(
            one: "from {first} to {last} ({count} day)", other: "from {first} to {last} ({count} days)", count: count,
            ["first": mediumDate(first), "last": mediumDate(last), "count": integer(count)])
    }

    /// `5 km a day`, `at most 2 cups a day`: the goal; the unit stays the person's own.
    func goal(_ goal: Goal, kind: HabitKind) -> String {
        if isEnglish { return HabitText.goal(goal, kind: kind) }
        return GoalWords.goal(goal, kind: kind, localizer: localizer, number: quantity)
    }

    /// A habit's schedule in words: `daily`, `Mo., Mi.`, `3× pro Woche`.
    func schedule(of habit: Habit) -> String {
        if isEnglish { return HabitText.schedule(of: habit) }
        return ScheduleWords.schedule(habit.schedule, localizer: localizer, weekday: weekday)
    }

    /// The goal and schedule in one phrase (`HabitText.summary`).
    func summary(of habit: Habit) -> String {
        if isEnglish { return HabitText.summary(of: habit) }
        let goal = goal(habit.goal, kind: habit.kind)
        switch habit.schedule {
        case .daily, .everyNDays(1):
            return goal
        case .timesPerWeek, .timesPerMonth, .timesInDays:
            let simple = habit.kind == .build && habit.goal.type == .none && habit.goal.target == 1
            return simple ? schedule(of: habit) : "\(goal), \(schedule(of: habit))"
        default:
            return "\(goal), \(schedule(of: habit))"
        }
    }

    /// A weekday's short name in a schedule: `mon`, `Mo.`.
    func weekday(_ weekday: Weekday) -> String {
        isEnglish ? weekday.shortName : localizer.format.weekdayName(weekday.rawValue % 7 + 1, short: true)
    }

    /// The day's total against the habit's daily goal: `3,5/5 km heute · Ziel erreicht`.
    func dayLine(habit: Habit, dayTotal: Double, day: Day, today: Day, style: TerminalStyle) -> String {
        if isEnglish { return DayProgressText.line(habit: habit, dayTotal: dayTotal, day: day, today: today, style: style) }
        let unit = habit.goal.unit
        let when = when(day, today: today)
        guard habit.goal.period == .day else {
            let amount = unit.map { self.amount(dayTotal, unit: $0) } ?? quantity(dayTotal)
            return localized("{amount} {when} (goal: {goal})", ["amount": amount, "when": when, "goal": goal(habit.goal, kind: habit.kind)])
        }
        let values = ["progress": "\(quantity(dayTotal))/\(amount(habit.goal.target, unit: unit))", "when": when]
        let met = habit.isSuccessful(dayTotal: dayTotal)
        switch habit.kind {
        case .build:
            return met ? style.green(localized("{progress} {when} · goal met", values)) : localized("{progress} {when}", values)
        case .quit:
            return met
                ? style.dim(localized("{progress} {when} · within the limit", values))
                : style.red(localized("{progress} {when} · over the limit", values))
        }
    }

    /// A difficulty's word: `very easy` … `very hard`.
    func difficulty(_ difficulty: Int) -> String {
        guard !isEnglish else { return Wording.difficultyName(difficulty) ?? "" }
        return switch difficulty {
        case 1: localized("very easy")
        case 2: localized("easy")
        case 3: localized("moderate")
        case 4: localized("hard")
        case 5: localized("very hard")
        default: ""
        }
    }
}
