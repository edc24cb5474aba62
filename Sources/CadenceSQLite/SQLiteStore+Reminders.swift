import CadenceCore
import CadenceStore
import GRDB

extension SQLiteStore {
    /// docs/domain-rules.md §9: the user's reminders with their ids, by habit then position.
    public func reminders(of user: UserID, habit: HabitID?) async throws -> [HabitReminder] {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT id, habit_id, position, hour, minute, weekdays, is_active FROM reminder
                    WHERE user_id = ?1 AND (?2 IS NULL OR habit_id = ?2) ORDER BY habit_id, position, id
                    """)
            return try Row.fetchAll(statement, arguments: [user, habit]).map { row in
                HabitReminder(
                    id: try row.decode(Int64.self, atIndex: 0), habitID: try row.decode(Int64.self, atIndex: 1),
                    position: try row.decode(Int.self, atIndex: 2),
                    reminder: Reminder(
                        hour: try row.decode(Int.self, atIndex: 3), minute: try row.decode(Int.self, atIndex: 4),
                        weekdays: StoredWeekdays.weekdays(try row.decode(Int.self, atIndex: 5)),
                        isActive: try row.decode(Bool.self, atIndex: 6)))
            }
        }
    }
}
