import CadenceCore
import CadenceStorage

/// One stored reminder (`remind list|add|on|off`, `/api/v1/habits/{id}/reminders`,
/// `/api/v1/reminders/{id}`): `{"id", "habit": {"id", "name"}, "time", "weekdays", "active"}` —
/// `time` a local `HH:MM`, `weekdays` ISO numbers (empty: every due day) (docs/domain-rules.md §9).
public struct ReminderEntryJSON: Codable, Sendable, Hashable {
    public var id: ReminderID
    public var habit: HabitReferenceJSON
    public var time: String
    public var weekdays: [Int]
    public var active: Bool

    public init(_ entry: HabitReminder, habit: Habit) {
        id = entry.id
        self.habit = HabitReferenceJSON(habit)
        time = entry.reminder.timeText
        weekdays = entry.reminder.weekdays.map(\.rawValue).sorted()
        active = entry.reminder.isActive
    }
}

/// One planned firing (`remind due`, `/api/v1/reminders/due`): `{"habit": {"id", "name"},
/// "reminderId", "day", "at", "localTime", "cancelled"}` — `at` an ISO 8601 instant in UTC,
/// `cancelled` true when the goal was met before `at` (docs/domain-rules.md §9 "The planner"); `routine`:
/// `{"id", "name"}` for a routine's firing (docs/domain-rules.md "§19 Routines": `habit` is then its first
/// habit due that day, under the routine's name, and `reminderId` minus the routine's id), else `null`.
public struct ReminderFiringJSON: Codable, Sendable, Hashable {
    /// A routine named in a firing.
    public struct RoutineReference: Codable, Sendable, Hashable {
        public var id: RoutineID
        public var name: String
    }

    public var habit: HabitReferenceJSON
    public var reminderId: ReminderID
    public var day: Day
    public var at: String
    public var localTime: String
    public var cancelled: Bool
    @NullWhenAbsent public var routine: RoutineReference?

    public init(_ firing: ReminderFiring) {
        habit = HabitReferenceJSON(id: firing.habitID, name: firing.habitName)
        reminderId = firing.reminderID
        day = firing.day
        at = ContractJSON.instant(firing.at)
        localTime = firing.localTime
        cancelled = firing.isCancelled
        routine = firing.routineID.map { RoutineReference(id: $0, name: firing.habitName) }
    }
}

/// One pause (`pause list`, `/api/v1/pauses`): `{"from", "to", "habits": [{"id", "name"}]}`.
public struct PauseJSON: Codable, Sendable, Hashable {
    public var from: Day
    public var to: Day
    public var habits: [HabitReferenceJSON]

    public init(_ range: PauseRange) {
        from = range.from
        to = range.through
        habits = range.habits.map(HabitReferenceJSON.init)
    }
}
