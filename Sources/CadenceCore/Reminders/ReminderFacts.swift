/// What the planner needs to know about one habit (docs/domain-rules.md §9): the habit, its
/// stored reminders, its check-ins (with the instants they were made) and its skipped days,
/// covering at least the units that contain the planned days.
public struct ReminderFacts: Sendable {
    public let habit: Habit
    public let reminders: [HabitReminder]
    public let checkIns: [CheckIn]
    public let skippedDays: Set<Day>

    public init(habit: Habit, reminders: [HabitReminder], checkIns: [CheckIn], skippedDays: Set<Day>) {
        self.habit = habit
        self.reminders = reminders
        self.checkIns = checkIns
        self.skippedDays = skippedDays
    }
}
