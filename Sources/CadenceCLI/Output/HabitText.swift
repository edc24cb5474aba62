import CadenceCore

/// How a habit's definition reads in a sentence: its goal and its schedule.
enum HabitText {
    /// `5 km a day`, `3 times a day`, `once a day`, `150 min a week`, `at most 2 cups a day`,
    /// `none at all`.
    static func goal(of habit: Habit) -> String {
        goal(habit.goal, kind: habit.kind)
    }

    /// The same sentence for a goal and kind (a preset's).
    static func goal(_ goal: Goal, kind: HabitKind) -> String {
        goal.sentence(kind: kind)
    }

    /// The goal and schedule in one phrase: `8 cups a day`, `5 km a day on mon, wed, fri`,
    /// `3× per week`, `20 pages a day, 5× in 7 days`.
    static func summary(of habit: Habit) -> String {
        let goal = goal(of: habit)
        switch habit.schedule {
        case .daily, .everyNDays(1):
            return goal
        case .weekdays, .daysOfMonth, .nthWeekday, .everyNWeeks:
            return "\(goal) on \(schedule(of: habit))"
        case .everyNDays:
            return "\(goal), \(schedule(of: habit))"
        case .timesPerWeek, .timesPerMonth, .timesInDays:
            let simple = habit.kind == .build && habit.goal.type == .none && habit.goal.target == 1
            return simple ? schedule(of: habit) : "\(goal), \(schedule(of: habit))"
        }
    }

    /// `daily`, `mon, wed, fri`, `every 2 days`, `3× per week`, with the date range when it ends.
    static func schedule(of habit: Habit) -> String {
        habit.schedule.summary
    }

    /// `Fitness`, or `—` when uncategorized.
    static func category(of habit: Habit, among categories: [Category]) -> String {
        guard let id = habit.categoryID, let category = categories.first(where: { $0.id == id }) else { return "—" }
        return category.name
    }

    /// The name with its emoji icon in front when it has one (symbol names are left out).
    static func title(of habit: Habit) -> String {
        guard let icon = habit.icon, icon.unicodeScalars.contains(where: { !$0.isASCII }) else { return habit.name }
        return "\(icon) \(habit.name)"
    }
}
