import CadenceCore
import CadenceStorage
import PostgresNIO

extension PostgresStore {
    /// docs/domain-rules.md §9: the user's reminders with their ids, by habit then position.
    public func reminders(of user: UserID, habit: HabitID?) async throws -> [HabitReminder] {
        try await database.read { connection in
            let query: PostgresQuery
            if let habit {
                query = """
                    SELECT id, habit_id, position, hour, minute, weekdays, is_active FROM reminder
                    WHERE user_id = \(user) AND habit_id = \(habit) ORDER BY habit_id, position, id
                    """
            } else {
                query = """
                    SELECT id, habit_id, position, hour, minute, weekdays, is_active FROM reminder
                    WHERE user_id = \(user) ORDER BY habit_id, position, id
                    """
            }
            return try await connection.rows(query, logger: logger).map { row in
                let (id, habitID, position, hour, minute, weekdays, isActive) = try row.decode(
                    (Int64, Int64, Int64, Int64, Int64, Int64, Bool).self)
                return HabitReminder(
                    id: id, habitID: habitID, position: try PostgresValues.int(position),
                    reminder: Reminder(
                        hour: try PostgresValues.int(hour), minute: try PostgresValues.int(minute),
                        weekdays: PostgresValues.weekdays(weekdays), isActive: isActive))
            }
        }
    }
}
