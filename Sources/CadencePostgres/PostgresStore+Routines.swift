import CadenceCore
import CadenceStorage
import PostgresNIO

// MARK: - Routines (docs/domain-rules.md "§19 Routines"), as `SQLiteStore+Routines`

extension PostgresStore {
    public func routines(of user: UserID) async throws -> [Routine] {
        try await database.read { connection in
            let habits = Set(
                try await connection.rows("SELECT id FROM habit WHERE user_id = \(user)", logger: logger).map {
                    try $0.decode(Int64.self)
                })
            return try await connection.rows(
                """
                SELECT id, name, habit_ids, minute_of_day, created_at, updated_at FROM routine
                WHERE user_id = \(user) ORDER BY id
                """, logger: logger
            ).map { row in
                let (id, name, list, minute, created, updated) = try row.decode((Int64, String, String, Int64?, Int64, Int64).self)
                return Routine(
                    id: id, name: name, habitIDs: RoutineHabitList.ids(list).filter(habits.contains),
                    minuteOfDay: try minute.map(PostgresValues.int), createdAt: PostgresValues.date(created),
                    updatedAt: PostgresValues.date(updated))
            }
        }
    }
}

extension PostgresChangeWriter {
    func insertRoutine(_ routine: Routine) async throws -> Int64 {
        try await lifeAreaInsert(
            """
            INSERT INTO routine (user_id, name, habit_ids, minute_of_day, created_at, updated_at)
            VALUES (\(user), \(routine.name), \(RoutineHabitList.text(routine.habitIDs)), \(routine.minuteOfDay.map(Int64.init)),
                \(PostgresValues.milliseconds(routine.createdAt)), \(PostgresValues.milliseconds(routine.updatedAt)))
            RETURNING id
            """, into: "routine")
    }

    /// An imported routine: its habits shown to be the user's first.
    mutating func insertImportedRoutine(_ routine: Routine) async throws -> Int64 {
        for habit in routine.habitIDs { try await requireHabit(habit) }
        return try await insertRoutine(routine)
    }

    func updateRoutine(_ routine: Routine) async throws {
        let changed = try await lifeAreaChange(
            """
            UPDATE routine SET name = \(routine.name), habit_ids = \(RoutineHabitList.text(routine.habitIDs)),
                minute_of_day = \(routine.minuteOfDay.map(Int64.init)), updated_at = \(instant)
            WHERE id = \(routine.id) AND user_id = \(user) RETURNING id
            """)
        guard changed else { throw CadenceError(.notFound, field: "routine", "no routine with id \(routine.id)") }
    }

    func deleteRoutine(_ id: RoutineID) async throws {
        let changed = try await lifeAreaChange("DELETE FROM routine WHERE id = \(id) AND user_id = \(user) RETURNING id")
        guard changed else { throw CadenceError(.notFound, field: "routine", "no routine with id \(id)") }
    }
}

extension PostgresStore {
    /// docs/domain-rules.md §12 "Dashboard": the five areas read side by side, each on a
    /// connection of the pool (round trips overlap; one transaction would make them queue).
    public func lifeAreaFacts(of user: UserID) async throws -> LifeAreaFacts {
        try await lifeAreaFactsReadOneByOne(of: user)
    }
}
