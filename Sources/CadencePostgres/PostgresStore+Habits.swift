import CadenceCore
import CadenceStore
import Logging
import PostgresNIO

// MARK: - Users

extension PostgresStore {
    /// All users, ordered by id (docs/domain-rules.md §8).
    public func users() async throws -> [User] {
        try await database.read { connection in
            try await connection.rows(
                "SELECT \(unescaped: PostgresUserRecord.userColumns) FROM \"user\" ORDER BY id", logger: logger
            ).map(PostgresUserRecord.user)
        }
    }

    /// The user's settings (docs/domain-rules.md §1); throws `notFound` for an unknown user.
    public func settings(of user: UserID) async throws -> UserSettings {
        try await database.read { connection in try await Self.settings(connection, user: user, logger: logger) }
    }

    /// The user's settings inside the caller's access; throws `notFound` for an unknown user.
    static func settings(_ connection: PostgresConnection, user: UserID, logger: Logger) async throws -> UserSettings {
        guard
            let row = try await connection.first(
                "SELECT \(unescaped: PostgresUserRecord.settingsColumns) FROM \"user\" WHERE id = \(user)",
                logger: logger)
        else {
            throw CadenceError(.notFound, field: "user", "user \(user) not found")
        }
        return try PostgresUserRecord.settings(row)
    }
}

// MARK: - Habits and categories

extension PostgresStore {
    /// The user's habits ordered by sort order then id; archived ones only when asked (docs/domain-rules.md §2).
    /// Habits and reminders are read in one snapshot.
    public func habits(of user: UserID, includeArchived: Bool) async throws -> [Habit] {
        try await database.write(readOnly: true) { connection in
            let reminders = try await Self.reminders(connection, user: user, habit: nil, logger: logger)
            let rows = try await connection.rows(
                """
                SELECT \(unescaped: PostgresHabitRecord.columns) FROM habit
                WHERE user_id = \(user) AND (NOT archived OR \(includeArchived)) ORDER BY sort_order, id
                """, logger: logger)
            return try rows.map { row in
                try PostgresHabitRecord.habit(row, reminders: reminders[try row.decode(Int64.self)] ?? [])
            }
        }
    }

    /// One habit, or `nil` when it does not exist or belongs to another user (docs/domain-rules.md §8).
    public func habit(_ id: HabitID, of user: UserID) async throws -> Habit? {
        try await database.write(readOnly: true) { connection in
            try await Self.habit(connection, id: id, user: user, logger: logger)
        }
    }

    /// One habit of the user with its reminders, inside the caller's access (docs/domain-rules.md §8).
    static func habit(_ connection: PostgresConnection, id: HabitID, user: UserID, logger: Logger) async throws
        -> Habit?
    {
        guard
            let row = try await connection.first(
                "SELECT \(unescaped: PostgresHabitRecord.columns) FROM habit WHERE id = \(id) AND user_id = \(user)",
                logger: logger)
        else { return nil }
        let reminders = try await Self.reminders(connection, user: user, habit: id, logger: logger)
        return try PostgresHabitRecord.habit(row, reminders: reminders[id] ?? [])
    }

    /// The user's categories ordered by sort order then id (docs/domain-rules.md §2).
    public func categories(of user: UserID) async throws -> [Category] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresCategoryRecord.columns) FROM category
                WHERE user_id = \(user) ORDER BY sort_order, id
                """, logger: logger
            ).map(PostgresCategoryRecord.category)
        }
    }

    /// Reminders by habit, each list in its stored order (docs/domain-rules.md §9).
    private static func reminders(
        _ connection: PostgresConnection, user: UserID, habit: HabitID?, logger: Logger
    ) async throws -> [HabitID: [Reminder]] {
        let rows: [PostgresRow]
        if let habit {
            rows = try await connection.rows(
                """
                SELECT \(unescaped: PostgresHabitRecord.reminderColumns) FROM reminder
                WHERE user_id = \(user) AND habit_id = \(habit) ORDER BY position, id
                """, logger: logger)
        } else {
            rows = try await connection.rows(
                """
                SELECT \(unescaped: PostgresHabitRecord.reminderColumns) FROM reminder
                WHERE user_id = \(user) ORDER BY habit_id, position, id
                """, logger: logger)
        }
        var result: [HabitID: [Reminder]] = [:]
        for row in rows {
            result[try row.decode(Int64.self), default: []].append(try PostgresHabitRecord.reminder(row))
        }
        return result
    }
}
