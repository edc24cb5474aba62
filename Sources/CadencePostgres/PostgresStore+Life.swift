import CadenceCore
import CadenceStorage
import PostgresNIO

// MARK: - Life OS reads (docs/domain-rules.md §12)

extension PostgresStore {
    /// docs/domain-rules.md §12 "Health": the user's entries, optionally of one type and inside
    /// `[from, through]` (an open end is unbounded), by day, then the instant recorded, then id.
    public func healthEntries(of user: UserID, type: HealthType?, from: Day?, through: Day?) async throws -> [HealthEntry] {
        let lower = from.map(PostgresValues.ordinal) ?? Int64.min
        let upper = through.map(PostgresValues.ordinal) ?? Int64.max
        let typeName = type?.rawValue
        return try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresHealthEntryRecord.columns) FROM health_entry
                WHERE user_id = \(user) AND day BETWEEN \(lower) AND \(upper)
                    AND (\(typeName)::text IS NULL OR type = \(typeName))
                ORDER BY day, created_at, id
                """, logger: logger
            ).map(PostgresHealthEntryRecord.entry)
        }
    }
}

extension PostgresStore {
    /// docs/domain-rules.md §12 "To-dos": every to-do of the user, open and completed, by id.
    public func todos(of user: UserID) async throws -> [Todo] {
        try await database.read { connection in
            try await connection.rows(
                "SELECT \(unescaped: PostgresTodoRecord.columns) FROM todo WHERE user_id = \(user) ORDER BY id",
                logger: logger
            ).map(PostgresTodoRecord.todo)
        }
    }

    /// One to-do, or `nil` when it does not exist or is another user's (docs/domain-rules.md §8).
    public func todo(_ id: TodoID, of user: UserID) async throws -> Todo? {
        try await database.read { connection in
            try await connection.first(
                "SELECT \(unescaped: PostgresTodoRecord.columns) FROM todo WHERE id = \(id) AND user_id = \(user)",
                logger: logger
            ).map(PostgresTodoRecord.todo)
        }
    }
}

// MARK: - Life OS writes, inside `PostgresChangeWriter`'s transaction

extension PostgresChangeWriter {
    /// Runs an `INSERT … RETURNING id` of the Life OS areas and gives the new row's id.
    func lifeAreaInsert(_ query: PostgresQuery, into table: String) async throws -> Int64 {
        guard let row = try await connection.first(query, logger: logger) else {
            throw PostgresStoreError.invalidStoredValue("INSERT INTO \(table) returned no id")
        }
        return try row.decode(Int64.self)
    }

    /// Runs an `UPDATE` or `DELETE … RETURNING id` scoped to the user and tells whether it
    /// touched a row: `false` means the row does not exist or is another user's
    /// (docs/domain-rules.md §8).
    func lifeAreaChange(_ query: PostgresQuery) async throws -> Bool {
        let rows = try await connection.rows(query, logger: logger)
        return !rows.isEmpty
    }

    /// docs/domain-rules.md §12 "Health": records an entry for the user; gives its new id.
    func insertHealthEntry(_ entry: HealthEntry) async throws -> Int64 {
        try await lifeAreaInsert(
            """
            INSERT INTO health_entry (user_id, type, day, value, note, created_at, client_id)
            VALUES (\(user), \(entry.type.rawValue), \(PostgresValues.ordinal(entry.day)), \(entry.value), \(entry.note),
                \(PostgresValues.milliseconds(entry.createdAt)), \(entry.clientID))
            RETURNING id
            """, into: "health_entry")
    }

    /// Stores the entry's type, day, value and note; another user's entry, or none, is
    /// `notFound` (docs/domain-rules.md §8).
    func updateHealthEntry(_ entry: HealthEntry) async throws {
        let changed = try await lifeAreaChange(
            """
            UPDATE health_entry SET type = \(entry.type.rawValue), day = \(PostgresValues.ordinal(entry.day)),
                value = \(entry.value), note = \(entry.note)
            WHERE id = \(entry.id) AND user_id = \(user) RETURNING id
            """)
        guard changed else {
            throw CadenceError(.notFound, field: "id", "health entry \(entry.id) not found")
        }
    }

    /// Deletes one of the user's entries; another user's, or none, is `notFound`.
    func deleteHealthEntry(_ id: HealthEntryID) async throws {
        let changed = try await lifeAreaChange(
            "DELETE FROM health_entry WHERE id = \(id) AND user_id = \(user) RETURNING id")
        guard changed else {
            throw CadenceError(.notFound, field: "id", "health entry \(id) not found")
        }
    }

    /// docs/domain-rules.md §12 "To-dos": adds a to-do for the user; gives its new id.
    func insertTodo(_ todo: Todo) async throws -> Int64 {
        try await lifeAreaInsert(
            """
            INSERT INTO todo (user_id, title, due, priority, notes, repeat_rule, completed_at, created_at, updated_at)
            VALUES (\(user), \(todo.title), \(todo.due.map(PostgresValues.ordinal)), \(todo.priority.rawValue),
                \(todo.notes), \(todo.repeatRule?.text), \(todo.completedAt.map(PostgresValues.milliseconds)),
                \(PostgresValues.milliseconds(todo.createdAt)), \(PostgresValues.milliseconds(todo.updatedAt)))
            RETURNING id
            """, into: "todo")
    }

    /// Stores every field of `todo`; `updated_at` becomes the apply instant. Another user's
    /// to-do, or none, is `notFound` (docs/domain-rules.md §8).
    func updateTodo(_ todo: Todo) async throws {
        let changed = try await lifeAreaChange(
            """
            UPDATE todo SET title = \(todo.title), due = \(todo.due.map(PostgresValues.ordinal)),
                priority = \(todo.priority.rawValue), notes = \(todo.notes), repeat_rule = \(todo.repeatRule?.text),
                completed_at = \(todo.completedAt.map(PostgresValues.milliseconds)),
                created_at = \(PostgresValues.milliseconds(todo.createdAt)), updated_at = \(instant)
            WHERE id = \(todo.id) AND user_id = \(user) RETURNING id
            """)
        guard changed else { throw CadenceError(.notFound, field: "id", "to-do \(todo.id) not found") }
    }

    /// Deletes one of the user's to-dos; another user's, or none, is `notFound`.
    func deleteTodo(_ id: TodoID) async throws {
        let changed = try await lifeAreaChange("DELETE FROM todo WHERE id = \(id) AND user_id = \(user) RETURNING id")
        guard changed else { throw CadenceError(.notFound, field: "id", "to-do \(id) not found") }
    }
}
