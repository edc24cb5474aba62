import Foundation

/// docs/domain-rules.md §5 "Analytics": across all of a user's habits.
public enum Analytics {
    /// One day of the weekly completion trend.
    public struct DayCompletion: Sendable, Hashable {
        public let day: Day
        /// Habits with a day unit due that day (not skipped).
        public let due: Int
        public let completed: Int
        /// completed ÷ due; `nil` when nothing was due or the day is in the future.
        public let rate: Double?
    }

    /// docs/domain-rules.md §5: per-day completion rate across all active habits for the week containing
    /// `day` (starting on the user's week start). Only day units count (fixed schedules with a
    /// `day` period); skipped days are left out; today counts what is already met.
    public static func weeklyCompletion(histories: [HabitHistory], weekContaining day: Day, today: Day, weekStart: Weekday) -> [DayCompletion] {
        let first = day.firstOfWeek(startingOn: weekStart)
        return (0..<7).map { offset in
            let date = first.adding(days: offset)
            guard date <= today else { return DayCompletion(day: date, due: 0, completed: 0, rate: nil) }
            var due = 0
            var completed = 0
            for history in histories where !history.habit.isArchived {
                let habit = history.habit
                guard SpanPlan(habit: habit) == .dueDays, habit.isActive(on: date),
                    habit.schedule.isDue(on: date, start: habit.startDay), !history.isSkipped(date)
                else { continue }
                due += 1
                if habit.isSuccessful(dayTotal: history.total(on: date)) { completed += 1 }
            }
            return DayCompletion(day: date, due: due, completed: completed, rate: due > 0 ? Double(completed) / Double(due) : nil)
        }
    }

    /// docs/domain-rules.md §5: a habit is struggling when its 30-day success rate is under 50%.
    public static func isStruggling(_ statistics: WindowStatistics) -> Bool {
        guard let rate = statistics.successRate else { return false }
        return rate < 0.5
    }

    /// docs/domain-rules.md §5: how many check-ins fell in each local hour (index 0–23), in the user's zone.
    public static func timeOfDayHistogram(of instants: [Date], calendar: UserCalendar) -> [Int] {
        var histogram = [Int](repeating: 0, count: 24)
        for instant in instants {
            histogram[calendar.minuteOfDay(of: instant) / 60] += 1
        }
        return histogram
    }
}
