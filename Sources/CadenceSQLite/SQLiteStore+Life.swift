import CadenceCore
import CadenceStorage
import GRDB

// MARK: - Life OS reads (docs/domain-rules.md §12)

extension SQLiteStore {
    public func healthEntries(of user: UserID, type: HealthType?, from: Day?, through: Day?) async throws -> [HealthEntry] {
        let range = DayBounds(from: from, through: through)
        return try await databaseWriter.read { db in try Self.healthEntries(db, user: user, type: type, range: range) }
    }

    static func healthEntries(_ db: Database, user: UserID, type: HealthType?, range: DayBounds) throws -> [HealthEntry] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(HealthEntryRecord.columns) FROM health_entry
                WHERE user_id = ?1 AND day BETWEEN ?2 AND ?3 AND (?4 IS NULL OR type = ?4)
                ORDER BY day, created_at, id
                """)
        return try Row.fetchAll(statement, arguments: [user, range.lower, range.upper, type?.rawValue])
            .map(HealthEntryRecord.entry)
    }
}

extension SQLiteStore {
    public func todos(of user: UserID) async throws -> [Todo] {
        try await databaseWriter.read { db in try Self.todos(db, user: user) }
    }

    static func todos(_ db: Database, user: UserID) throws -> [Todo] {
        let statement = try db.cachedStatement(sql: "SELECT \(TodoRecord.columns) FROM todo WHERE user_id = ? ORDER BY id")
        return try Row.fetchAll(statement, arguments: [user]).map(TodoRecord.todo)
    }

    public func todo(_ id: TodoID, of user: UserID) async throws -> Todo? {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(TodoRecord.columns) FROM todo WHERE id = ? AND user_id = ?")
            return try Row.fetchOne(statement, arguments: [id, user]).map(TodoRecord.todo)
        }
    }
}

// MARK: - Life OS writes, inside `ChangeWriter`'s transaction

extension ChangeWriter {
    func insertHealthEntry(_ entry: HealthEntry) throws -> Int64 {
        try db.cachedStatement(
            sql: "INSERT INTO health_entry (user_id, type, day, value, note, created_at, client_id) VALUES (?, ?, ?, ?, ?, ?, ?)"
        ).execute(arguments: [
            user, entry.type.rawValue, entry.day.ordinal, entry.value, entry.note, StoredInstant.milliseconds(entry.createdAt),
            entry.clientID,
        ])
        return db.lastInsertedRowID
    }

    func updateHealthEntry(_ entry: HealthEntry) throws {
        try db.cachedStatement(
            sql: "UPDATE health_entry SET type = ?, day = ?, value = ?, note = ? WHERE id = ? AND user_id = ?"
        ).execute(arguments: [entry.type.rawValue, entry.day.ordinal, entry.value, entry.note, entry.id, user])
        guard db.changesCount > 0 else {
            throw CadenceError(.notFound, field: "id", "health entry \(entry.id) not found")
        }
    }

    func deleteHealthEntry(_ id: HealthEntryID) throws {
        try db.cachedStatement(sql: "DELETE FROM health_entry WHERE id = ? AND user_id = ?").execute(arguments: [id, user])
        guard db.changesCount > 0 else {
            throw CadenceError(.notFound, field: "id", "health entry \(id) not found")
        }
    }

    func insertTodo(_ todo: Todo) throws -> Int64 {
        try db.cachedStatement(
            sql: """
                INSERT INTO todo (user_id, title, due, priority, notes, repeat_rule, completed_at, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [user] + TodoRecord.arguments(todo, updatedAt: StoredInstant.milliseconds(todo.updatedAt)))
        return db.lastInsertedRowID
    }

    func updateTodo(_ todo: Todo) throws {
        try db.cachedStatement(
            sql: """
                UPDATE todo SET title = ?, due = ?, priority = ?, notes = ?, repeat_rule = ?, completed_at = ?,
                created_at = ?, updated_at = ? WHERE id = ? AND user_id = ?
                """
        ).execute(arguments: TodoRecord.arguments(todo, updatedAt: instant) + [todo.id, user])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "id", "to-do \(todo.id) not found") }
    }

    func deleteTodo(_ id: TodoID) throws {
        try db.cachedStatement(sql: "DELETE FROM todo WHERE id = ? AND user_id = ?").execute(arguments: [id, user])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "id", "to-do \(id) not found") }
    }
}
