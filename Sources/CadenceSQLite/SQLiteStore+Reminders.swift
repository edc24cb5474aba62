import CadenceCore
import CadenceStorage
import Foundation
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

extension SQLiteStore {
    public func calendarFeedCreatedAt(of user: UserID) async throws -> Date? {
        try await databaseWriter.read { db in
            try Int64.fetchOne(db, sql: "SELECT created_at FROM calendar_feed WHERE user_id = ?", arguments: [user])
                .map(StoredInstant.date)
        }
    }

    public func setCalendarFeed(tokenHash: String, for user: UserID, at instant: Date) async throws {
        try await databaseWriter.write { db in
            try db.execute(
                sql: """
                    INSERT INTO calendar_feed (user_id, token_hash, created_at) VALUES (?, ?, ?)
                    ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at
                    """, arguments: [user, tokenHash, StoredInstant.milliseconds(instant)])
        }
    }

    public func deleteCalendarFeed(of user: UserID) async throws -> Bool {
        try await databaseWriter.write { db in
            try db.execute(sql: "DELETE FROM calendar_feed WHERE user_id = ?", arguments: [user])
            return db.changesCount > 0
        }
    }

    public func calendarFeedUser(tokenHash: String) async throws -> UserID? {
        try await databaseWriter.read { db in
            try Int64.fetchOne(db, sql: "SELECT user_id FROM calendar_feed WHERE token_hash = ?", arguments: [tokenHash])
        }
    }
}
