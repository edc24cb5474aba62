/// docs/domain-rules.md §6: perfect days (sources 002 and 003).
public enum PerfectDay {
    /// docs/domain-rules.md §6: a day is perfect when at least one active habit with a day unit was due
    /// and every such habit succeeded or was skipped, at least one succeeding. A quit habit
    /// counts as succeeded while its total is within its limit (≤). Archived habits, flexible
    /// schedules and week/month goals never make a day imperfect. Days with nothing due, or
    /// with everything due skipped, are neutral.
    public static func verdict(on day: Day, histories: [HabitHistory]) -> DayVerdict {
        var due = 0
        var succeeded = 0
        for history in histories where counts(history.habit, on: day) {
            if history.isSkipped(day) { continue }
            due += 1
            guard history.habit.isSuccessful(dayTotal: history.total(on: day)) else { return .imperfect }
            succeeded += 1
        }
        return due > 0 && succeeded > 0 ? .perfect : .neutral
    }

    /// docs/domain-rules.md §6: the verdicts of the days `first` through `last` that are not
    /// neutral, in day order (empty when `first` is after `last`).
    public static func verdicts(from first: Day, through last: Day, histories: [HabitHistory]) -> [(Day, DayVerdict)] {
        guard first <= last else { return [] }
        return first.through(last).compactMap { day in
            let verdict = verdict(on: day, histories: histories)
            return verdict == .neutral ? nil : (day, verdict)
        }
    }

    /// Whether a habit takes part in the perfect-day check of `day`: active (not archived),
    /// judged in day units, within `[start, end]` and due that day.
    public static func counts(_ habit: Habit, on day: Day) -> Bool {
        !habit.isArchived && SpanPlan(habit: habit) == .dueDays && habit.isActive(on: day)
            && habit.schedule.isDue(on: day, start: habit.startDay)
    }

    /// Whether a day is neutral by definition alone (nothing due, or everything due skipped),
    /// whatever was checked in: `skipped(habit, day)` answers from the day records.
    public static func isNeutral(on day: Day, habits: [Habit], skipped: (Habit, Day) -> Bool) -> Bool {
        !habits.contains { counts($0, on: day) && !skipped($0, day) }
    }
}
