import Foundation

extension ReminderPlanner {
    /// docs/domain-rules.md "§19 Routines" (a reminder on a routine): a routine with a time fires
    /// once at that time (placed as a habit reminder's is, day start and DST included) on each day
    /// where any of its habits is due — judged as for the routine's verdict: active, in day units,
    /// within its dates, due by its schedule, not skipped. The firing is cancelled when every such
    /// habit's goal was met by the check-ins made before its instant. `habits` holds the facts of
    /// the routines' habits (their own reminders play no part here).
    public static func routineFirings(
        for routines: [Routine], habits: [ReminderFacts], calendar: UserCalendar, from: Date, to: Date
    ) -> [ReminderFiring] {
        guard from < to else { return [] }
        let firstDay = calendar.day(containing: from).adding(days: -1)
        let lastDay = calendar.day(containing: to).adding(days: 1)
        let facts = Dictionary(habits.map { ($0.habit.id, $0) }, uniquingKeysWith: { first, _ in first })
        var firings: [ReminderFiring] = []
        for routine in routines {
            guard let minute = routine.minuteOfDay else { continue }
            let reminder = Reminder(hour: minute / 60, minute: minute % 60)
            let members = routine.habitIDs.compactMap { facts[$0] }
            for day in firstDay.through(lastDay) {
                let at = instant(of: reminder, for: day, calendar: calendar)
                guard at >= from, at < to else { continue }
                let due = members.filter { PerfectDay.counts($0.habit, on: day) && !$0.skippedDays.contains(day) }
                guard let first = due.first else { continue }
                let done = due.allSatisfy { $0.habit.kind == .build && goalMet($0, on: day, before: at, weekStart: calendar.weekStart) }
                var firing = ReminderFiring(
                    habitID: first.habit.id, habitName: routine.name, reminderID: -routine.id, day: day, at: at,
                    localTime: reminder.timeText, isCancelled: done)
                firing.routineID = routine.id
                firings.append(firing)
            }
        }
        return firings.sorted { ($0.at, $0.routineID ?? 0) < ($1.at, $1.routineID ?? 0) }
    }
}
