import CadenceCore

/// The short sentences tools answer with, plain text for a model (no terminal styling):
/// `Run: 3.5/5 km today · goal met`.
enum ToolText {
    /// `today`, `yesterday`, or the date `YYYY-MM-DD`.
    static func when(_ day: Day, today: Day) -> String {
        if day == today { return "today" }
        if day == today.adding(days: -1) { return "yesterday" }
        return "on \(day)"
    }

    /// An amount with the habit's unit (`5 km`, `2 times`).
    static func amount(_ value: Double, of habit: Habit) -> String {
        "\(QuantityText.format(value)) \(habit.goal.displayUnit)"
    }

    /// A habit's day total against its goal, as the command line words it after a change.
    static func day(of habit: Habit, total: Double, day: Day, today: Day) -> String {
        let when = when(day, today: today)
        guard habit.goal.period == .day else {
            return "\(habit.name): \(amount(total, of: habit)) \(when) (goal: \(habit.goal.sentence(kind: habit.kind)))"
        }
        let amounts = "\(habit.name): \(QuantityText.format(total))/\(amount(habit.goal.target, of: habit)) \(when)"
        let met = habit.isSuccessful(dayTotal: total)
        switch habit.kind {
        case .build: return met ? amounts + " · goal met" : amounts
        case .quit: return amounts + (met ? " · within the limit" : " · over the limit")
        }
    }

    /// `1 habit`, `3 habits`.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
