import Foundation

/// One planned firing of a reminder (docs/domain-rules.md §9 "The planner"): which habit and
/// reminder, the habit's day it is for, the instant it fires and the wall-clock time it shows,
/// and whether it is cancelled because the goal was met before that instant.
public struct ReminderFiring: Sendable, Hashable {
    public let habitID: HabitID
    public let habitName: String
    public let reminderID: ReminderID
    /// The habit's day (in the user's calendar, with its day start) the firing is for.
    public let day: Day
    public let at: Date
    /// `HH:MM` as set on the reminder (the wall clock shows it, or the gap's end on a
    /// spring-forward day).
    public let localTime: String
    public let isCancelled: Bool
    /// A routine's firing (docs/domain-rules.md "§19 Routines"): the routine; `habitID` is then its
    /// first habit due that day, `habitName` the routine's name and `reminderID` minus the routine's id.
    public var routineID: RoutineID? = nil

    public init(habitID: HabitID, habitName: String, reminderID: ReminderID, day: Day, at: Date, localTime: String, isCancelled: Bool) {
        self.habitID = habitID
        self.habitName = habitName
        self.reminderID = reminderID
        self.day = day
        self.at = at
        self.localTime = localTime
        self.isCancelled = isCancelled
    }
}
