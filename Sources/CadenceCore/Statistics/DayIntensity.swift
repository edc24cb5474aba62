/// How strongly a calendar shades one day of a habit (docs/domain-rules.md §3 day totals, shown as
/// heatmaps by the command line and the web app): 0 nothing, 1–3 partial progress toward the
/// day's share of the target, 4 goal met; a quit habit's day is 4 clean, 3 within the limit,
/// 1 over it.
public enum DayIntensity {
    /// The highest level: the day's goal met (build) or a clean day (quit).
    public static let met = 4

    /// The level of a day whose total is `total`. A week or month goal's day share is the
    /// target over 7 or 30 days.
    public static func level(of habit: Habit, total: Double) -> Int {
        switch habit.kind {
        case .quit:
            if total <= Habit.tolerance { return met }
            return habit.goal.period == .day && !habit.isSuccessful(dayTotal: total) ? 1 : 3
        case .build:
            if habit.goal.period == .day, habit.isSuccessful(dayTotal: total) { return met }
            guard total > 0 else { return 0 }
            let share: Double =
                switch habit.goal.period {
                case .day: habit.goal.target
                case .week: habit.goal.target / 7
                case .month: habit.goal.target / 30
                }
            let fraction = share > 0 ? total / share : 1
            if fraction >= 1 { return met }
            return fraction < 1.0 / 3 ? 1 : fraction < 2.0 / 3 ? 2 : 3
        }
    }
}
