import Foundation

/// docs/domain-rules.md §17 The calendar feed's recurring events: one reminder of a
/// fixed schedule after the feed's 14 days of single events, as one recurring event — its
/// `RRULE` (`ScheduleRecurrence`), its first and last planned firing, and the dates its rule
/// holds that the planner leaves out (skipped or paused days) as `EXDATE`s.
public struct ReminderSeries: Sendable, Hashable {
    public let habit: Habit
    public let reminderID: ReminderID
    public let reminder: Reminder
    /// The rule without `UNTIL`.
    public let rule: String
    public let first: ReminderFiring
    public let last: ReminderFiring
    /// The habit's days the rule holds between `first` and `last` without a firing.
    public let excluded: [Day]

    /// The series of `reminder` from its planned `firings` (one reminder's, any order), or `nil`
    /// when no rule says its dates or it has no firing.
    public init?(habit: Habit, reminderID: ReminderID, reminder: Reminder, firings: [ReminderFiring], calendar: UserCalendar) {
        let planned = firings.filter { $0.reminderID == reminderID }.sorted { $0.at < $1.at }
        guard let rule = ScheduleRecurrence.rule(of: habit, reminder: reminder, calendar: calendar),
            let first = planned.first, let last = planned.last
        else { return nil }
        let fired = Set(planned.map(\.day))
        guard fired.allSatisfy({ ScheduleRecurrence.holds($0, habit: habit, reminder: reminder) }) else { return nil }
        self.habit = habit
        self.reminderID = reminderID
        self.reminder = reminder
        self.rule = rule
        self.first = first
        self.last = last
        excluded = first.day.through(last.day).filter {
            !fired.contains($0) && ScheduleRecurrence.holds($0, habit: habit, reminder: reminder)
        }
    }
}
