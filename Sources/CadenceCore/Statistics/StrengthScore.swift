import Foundation

/// docs/domain-rules.md §5: Loop Habit Tracker's habit strength score, so people moving from Loop see
/// the same number.
public enum StrengthScore {
    /// The daily smoothing step: `score = previous × m + value × (1 − m)`, `m = 0.5^(√f ÷ 13)`.
    public static func step(previous: Double, value: Double, frequency: Double) -> Double {
        let multiplier = pow(0.5, frequency.squareRoot() / 13)
        return previous * multiplier + value * (1 - multiplier)
    }

    /// docs/domain-rules.md §5: the frequency as numerator ÷ denominator — the schedule's, or 1/7 and
    /// 1/30 for `week` and `month` goal periods.
    public static func frequency(of habit: Habit) -> (numerator: Int, denominator: Int) {
        if !habit.schedule.isFlexible {
            switch habit.goal.period {
            case .week: return (1, 7)
            case .month: return (1, 30)
            case .day: break
            }
        }
        return habit.schedule.frequency
    }

    /// docs/domain-rules.md §5: the score as of `today`, walking daily from the habit's start.
    ///
    /// - `none` habits with f < 1 double numerator and denominator first; v = min(1,
    ///   successful days in the last `denominator` days ÷ numerator).
    /// - Measured build habits: v = min(1, total over the last `denominator` days ÷ (target ×
    ///   numerator)). Loop's numerical habits always have numerator 1, where this is Loop's
    ///   `total ÷ target`; for several due days per window the target counts once per day.
    /// - Quit habits: v = clamp(1 − (total − limit) ÷ limit, 0, 1) over the same window (limit
    ///   0: v = 1 when the total is 0, else 0), and the score starts at 1.
    /// - Skipped days leave the score unchanged and add nothing to the window.
    /// Before the first check-in a build habit's score stays exactly 0, so walking from the
    /// start equals walking from the first check-in.
    public static func score(of history: HabitHistory, asOf today: Day) -> Double {
        let habit = history.habit
        var walk = StrengthScoreWalk(habit: habit)
        let last = min(today, habit.endDay ?? today)
        guard habit.startDay <= last else { return walk.score }
        walk.walk(from: habit.startDay, through: last, history: history)
        return walk.score
    }
}
