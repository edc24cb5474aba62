/// A stored reminder with its identity (docs/domain-rules.md §9): the store's id, the habit it
/// belongs to and its place in the habit's list. The id stays while the reminder does — editing
/// the habit keeps the ids of the reminders it keeps.
public struct HabitReminder: Sendable, Hashable, Identifiable {
    public var id: ReminderID
    public var habitID: HabitID
    public var position: Int
    public var reminder: Reminder

    public init(id: ReminderID, habitID: HabitID, position: Int, reminder: Reminder) {
        self.id = id
        self.habitID = habitID
        self.position = position
        self.reminder = reminder
    }
}
