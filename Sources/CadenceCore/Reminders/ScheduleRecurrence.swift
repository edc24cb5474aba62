import Foundation

/// docs/domain-rules.md §17 The calendar feed's recurring events: the RFC 5545
/// `RRULE` that says on which dates a reminder of a fixed schedule fires — `FREQ=DAILY`,
/// `FREQ=DAILY;INTERVAL=3`, `FREQ=WEEKLY;BYDAY=MO,WE`, `FREQ=MONTHLY;BYMONTHDAY=1,15,-1`,
/// `FREQ=MONTHLY;BYDAY=2TU`, `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=MO` — with the
/// reminder's own weekdays as a `BYDAY` limit. `nil` where no rule says the dates exactly: a
/// flexible schedule or a week/month goal (the planner fires on every day of the unit), a
/// reminder before the day start (it fires on the next date), or no weekday left.
public enum ScheduleRecurrence {
    /// The rule's parts before `UNTIL`, for `reminder` of `habit` under `calendar`.
    public static func rule(of habit: Habit, reminder: Reminder, calendar: UserCalendar) -> String? {
        guard SpanPlan(habit: habit) == .dueDays, reminder.hour >= calendar.dayStartHour else { return nil }
        let filter = reminder.weekdays
        switch habit.schedule {
        case .daily, .everyNDays(1):
            return filter.isEmpty ? "FREQ=DAILY" : "FREQ=WEEKLY;BYDAY=" + byDay(filter)
        case .everyNDays(let interval):
            return "FREQ=DAILY;INTERVAL=\(interval)" + (filter.isEmpty ? "" : ";BYDAY=" + byDay(filter))
        case .weekdays(let days):
            let due = filter.isEmpty ? days : days.intersection(filter)
            return due.isEmpty ? nil : "FREQ=WEEKLY;BYDAY=" + byDay(due)
        case .daysOfMonth(let days):
            let list = Schedule.orderedMonthDays(days).map(String.init).joined(separator: ",")
            return "FREQ=MONTHLY;BYMONTHDAY=" + list + (filter.isEmpty ? "" : ";BYDAY=" + byDay(filter))
        case .nthWeekday(let week, let weekday):
            guard filter.isEmpty || filter.contains(weekday) else { return nil }
            return "FREQ=MONTHLY;BYDAY=\(week)" + code(weekday)
        case .everyNWeeks(let weeks, let days):
            let due = filter.isEmpty ? days : days.intersection(filter)
            return due.isEmpty ? nil : "FREQ=WEEKLY;INTERVAL=\(weeks);BYDAY=" + byDay(due) + ";WKST=MO"
        case .timesPerWeek, .timesPerMonth, .timesInDays:
            return nil
        }
    }

    /// Whether the rule of `reminder` holds `day` (the habit's day): the schedule's due day, the
    /// reminder's weekdays, inside `[start, end]` — what the rule's dates are, to find the
    /// dates the planner leaves out (`EXDATE`: skipped, paused).
    public static func holds(_ day: Day, habit: Habit, reminder: Reminder) -> Bool {
        habit.isActive(on: day) && habit.schedule.isDue(on: day, start: habit.startDay)
            && (reminder.weekdays.isEmpty || reminder.weekdays.contains(day.weekday))
    }

    /// `MO,TH`, in ISO order.
    static func byDay(_ days: Set<Weekday>) -> String {
        days.sorted().map(code).joined(separator: ",")
    }

    /// RFC 5545's two-letter weekday.
    static func code(_ day: Weekday) -> String {
        String(day.shortName.prefix(2)).uppercased()
    }
}
