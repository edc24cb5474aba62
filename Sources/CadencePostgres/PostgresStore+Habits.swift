import CadenceCore
import CadenceStorage
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
    /// Habits and their reminders are read by one statement.
    public func habits(of user: UserID, includeArchived: Bool) async throws -> [Habit] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresHabitRecord.columnsWithReminders)
                FROM \(unescaped: PostgresHabitRecord.habitsWithReminders)
                WHERE h.user_id = \(user) AND (NOT h.archived OR \(includeArchived)) ORDER BY h.sort_order, h.id
                """, logger: logger
            ).map(PostgresHabitRecord.habitWithReminders)
        }
    }

    /// One habit, or `nil` when it does not exist or belongs to another user (docs/domain-rules.md §8).
    public func habit(_ id: HabitID, of user: UserID) async throws -> Habit? {
        try await database.read { connection in
            try await Self.habit(connection, id: id, user: user, logger: logger)
        }
    }

    /// One habit of the user with its reminders, inside the caller's access (docs/domain-rules.md §8).
    static func habit(_ connection: PostgresConnection, id: HabitID, user: UserID, logger: Logger) async throws
        -> Habit?
    {
        try await connection.first(
            """
            SELECT \(unescaped: PostgresHabitRecord.columnsWithReminders)
            FROM \(unescaped: PostgresHabitRecord.habitsWithReminders)
            WHERE h.id = \(id) AND h.user_id = \(user)
            """, logger: logger
        ).map(PostgresHabitRecord.habitWithReminders)
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
}
