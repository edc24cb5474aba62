import CadenceCore

/// The storage contract's read of reminders with their ids (docs/domain-rules.md §9). Reminders
/// are written with their habit (`.insertHabit`, `.updateHabit`): an update keeps the id of every
/// reminder it keeps (same time and weekdays), removes the others and gives new ones new ids.
public protocol ReminderStore: Sendable {
    /// The user's reminders — of one habit when `habit` is given — by habit, then position.
    func reminders(of user: UserID, habit: HabitID?) async throws -> [HabitReminder]
}
