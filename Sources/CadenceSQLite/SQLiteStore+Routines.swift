import CadenceCore
import CadenceStorage
import GRDB

// MARK: - Routines (docs/domain-rules.md "§19 Routines")

extension SQLiteStore {
    public func routines(of user: UserID) async throws -> [Routine] {
        try await databaseWriter.read { db in
            let habits = Set(try Int64.fetchAll(db.cachedStatement(sql: "SELECT id FROM habit WHERE user_id = ?"), arguments: [user]))
            let statement = try db.cachedStatement(
                sql: "SELECT id, name, habit_ids, minute_of_day, created_at, updated_at FROM routine WHERE user_id = ? ORDER BY id")
            return try Row.fetchAll(statement, arguments: [user]).map { row in
                Routine(
                    id: try row.decode(Int64.self, atIndex: 0), name: try row.decode(String.self, atIndex: 1),
                    habitIDs: RoutineHabitList.ids(try row.decode(String.self, atIndex: 2)).filter(habits.contains),
                    minuteOfDay: try row.decode(Int?.self, atIndex: 3),
                    createdAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 4)),
                    updatedAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 5)))
            }
        }
    }
}

extension ChangeWriter {
    func insertRoutine(_ routine: Routine) throws -> Int64 {
        try db.cachedStatement(
            sql: """
                INSERT INTO routine (user_id, name, habit_ids, minute_of_day, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            user, routine.name, RoutineHabitList.text(routine.habitIDs), routine.minuteOfDay,
            StoredInstant.milliseconds(routine.createdAt), StoredInstant.milliseconds(routine.updatedAt),
        ])
        return db.lastInsertedRowID
    }

    /// An imported routine: its habits shown to be the user's first.
    mutating func insertImportedRoutine(_ routine: Routine) throws -> Int64 {
        for habit in routine.habitIDs { try requireHabit(habit) }
        return try insertRoutine(routine)
    }

    func updateRoutine(_ routine: Routine) throws {
        try db.cachedStatement(
            sql: "UPDATE routine SET name = ?, habit_ids = ?, minute_of_day = ?, updated_at = ? WHERE id = ? AND user_id = ?"
        ).execute(arguments: [routine.name, RoutineHabitList.text(routine.habitIDs), routine.minuteOfDay, instant, routine.id, user])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "routine", "no routine with id \(routine.id)") }
    }

    func deleteRoutine(_ id: RoutineID) throws {
        try db.cachedStatement(sql: "DELETE FROM routine WHERE id = ? AND user_id = ?").execute(arguments: [id, user])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "routine", "no routine with id \(id)") }
    }
}
