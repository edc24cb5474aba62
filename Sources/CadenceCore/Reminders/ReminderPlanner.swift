import Foundation

/// docs/domain-rules.md §9 "The planner": which reminders fire between two instants — pure, from
/// the stored facts.
///
/// A reminder at `HH:MM` for the habit's day D fires at that wall-clock time on D's date, or on
/// the next date when the time is before the user's day start (with a day start of 4, a 02:00
/// reminder fires in the night that ends D). It fires when D is in one of the habit's units —
/// a due day of a fixed schedule, any day of a flexible or week/month unit — inside `[start,
/// end]`, not archived, not skipped, the reminder active and its weekdays (if any) holding D's
/// weekday. A build habit's firing is cancelled when the day's (or unit's) goal was met by the
/// check-ins made before its instant; a quit habit's never is (it is the evening's "how did it
/// go" prompt).
public enum ReminderPlanner {
    /// The firings with `from ≤ at < to`, by instant, then habit order, then reminder id.
    public static func firings(for habits: [ReminderFacts], calendar: UserCalendar, from: Date, to: Date) -> [ReminderFiring] {
        guard from < to else { return [] }
        let firstDay = calendar.day(containing: from).adding(days: -1)
        let lastDay = calendar.day(containing: to).adding(days: 1)
        var firings: [(order: Int, firing: ReminderFiring)] = []
        for facts in habits where !facts.habit.isArchived {
            let habit = facts.habit
            let plan = SpanPlan(habit: habit)
            for entry in facts.reminders where entry.reminder.isActive {
                var day = max(firstDay, habit.startDay)
                let last = min(lastDay, habit.endDay ?? lastDay)
                while day <= last {
                    defer { day = day.adding(days: 1) }
                    let at = instant(of: entry.reminder, for: day, calendar: calendar)
                    guard at >= from, at < to, !facts.skippedDays.contains(day) else { continue }
                    guard entry.reminder.weekdays.isEmpty || entry.reminder.weekdays.contains(day.weekday) else { continue }
                    guard plan.unit(containing: day, habit: habit, weekStart: calendar.weekStart) != nil else { continue }
                    let firing = ReminderFiring(
                        habitID: habit.id, habitName: habit.name, reminderID: entry.id, day: day, at: at,
                        localTime: entry.reminder.timeText,
                        isCancelled: habit.kind == .build && goalMet(facts, on: day, before: at, weekStart: calendar.weekStart))
                    firings.append((habit.sortOrder, firing))
                }
            }
        }
        return firings.sorted { lhs, rhs in
            (lhs.firing.at, lhs.order, lhs.firing.habitID, lhs.firing.reminderID)
                < (rhs.firing.at, rhs.order, rhs.firing.habitID, rhs.firing.reminderID)
        }.map(\.firing)
    }

    /// The instant `reminder` fires for the habit's day `day`.
    public static func instant(of reminder: Reminder, for day: Day, calendar: UserCalendar) -> Date {
        let date = reminder.hour < calendar.dayStartHour ? day.adding(days: 1) : day
        return calendar.instant(on: date, hour: reminder.hour, minute: reminder.minute)
    }

    /// Whether the check-ins made before `instant` already meet the goal of the day's unit.
    static func goalMet(_ facts: ReminderFacts, on day: Day, before instant: Date, weekStart: Weekday) -> Bool {
        var totals: [Day: (Double, Int)] = [:]
        for checkIn in facts.checkIns where checkIn.habitID == facts.habit.id && checkIn.at < instant {
            let (total, count) = totals[checkIn.day] ?? (0, 0)
            totals[checkIn.day] = (total + checkIn.amount, count + 1)
        }
        let dayTotals = totals.map { DayTotal(habitID: facts.habit.id, day: $0.key, total: $0.value.0, count: $0.value.1) }
        let history = HabitHistory(habit: facts.habit, dayTotals: dayTotals, skippedDays: facts.skippedDays)
        return SpanEvaluator(history: history, today: day, weekStart: weekStart).evaluation(containing: day)?.outcome == .success
    }
}
