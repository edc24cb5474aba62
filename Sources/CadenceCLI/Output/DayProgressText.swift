import CadenceCore

/// How a habit's day reads after a change: `3.5/5 km today ✓`, `1/2 cups yesterday · within the limit`.
enum DayProgressText {
    /// `today`, `yesterday`, or `on Mon 10 Mar 2025`.
    static func when(_ day: Day, today: Day) -> String {
        if day == today { return "today" }
        if day == today.adding(days: -1) { return "yesterday" }
        return "on \(Formatting.longDate(day))"
    }

    /// The day's total against the habit's daily goal.
    static func line(habit: Habit, dayTotal: Double, day: Day, today: Day, style: TerminalStyle) -> String {
        let unit = habit.goal.unit
        let when = when(day, today: today)
        guard habit.goal.period == .day else {
            return "\(Formatting.amount(dayTotal, unit: unit ?? "times")) \(when) (goal: \(HabitText.goal(of: habit)))"
        }
        let amounts = "\(Formatting.quantity(dayTotal))/\(Formatting.amount(habit.goal.target, unit: unit)) \(when)"
        let met = habit.isSuccessful(dayTotal: dayTotal)
        switch habit.kind {
        case .build:
            return met ? amounts + style.green(" · goal met") : amounts
        case .quit:
            return met ? amounts + style.dim(" · within the limit") : amounts + " · " + style.red("over the limit")
        }
    }
}
