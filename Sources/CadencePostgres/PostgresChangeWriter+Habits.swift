import CadenceCore
import CadenceStorage
import PostgresNIO

// MARK: - Habits

extension PostgresChangeWriter {
    /// Inserts a habit with its reminders; `createdAt` and `updatedAt` become the apply instant.
    mutating func insertHabit(_ habit: Habit) async throws -> Int64 {
        try await requireCategory(habit.categoryID)
        let schedule = try PostgresValues.json(habit.schedule)
        let id = try Self.insertedID(
            try await connection.first(
                """
                INSERT INTO habit (
                    user_id, name, name_key, description, icon, color, category_id, kind, goal_type, unit, target,
                    period, baseline, schedule, start_day, end_day, sort_order, archived, preset_id, source_id,
                    linked_health, created_at, updated_at)
                VALUES (
                    \(user), \(habit.name), \(PostgresValues.nameKey(habit.name)), \(habit.description), \(habit.icon),
                    \(habit.color), \(habit.categoryID), \(habit.kind.rawValue), \(habit.goal.type.rawValue),
                    \(habit.goal.unit), \(habit.goal.target), \(habit.goal.period.rawValue), \(habit.baseline),
                    \(schedule), \(PostgresValues.ordinal(habit.startDay)), \(habit.endDay.map(PostgresValues.ordinal)),
                    \(Int64(habit.sortOrder)), \(habit.isArchived), \(habit.presetID), \(habit.sourceID),
                    \(habit.linkedHealth?.rawValue), \(instant), \(instant))
                RETURNING id
                """, logger: logger))
        try await insertReminders(habit.reminders, habit: id)
        return id
    }

    /// Replaces a habit's definition and reminders; `updatedAt` becomes the apply instant and
    /// `createdAt` is kept.
    mutating func updateHabit(_ habit: Habit) async throws {
        try await requireCategory(habit.categoryID)
        let schedule = try PostgresValues.json(habit.schedule)
        let updated = try await connection.rows(
            """
            UPDATE habit SET
                name = \(habit.name), name_key = \(PostgresValues.nameKey(habit.name)),
                description = \(habit.description), icon = \(habit.icon), color = \(habit.color),
                category_id = \(habit.categoryID), kind = \(habit.kind.rawValue),
                goal_type = \(habit.goal.type.rawValue), unit = \(habit.goal.unit), target = \(habit.goal.target),
                period = \(habit.goal.period.rawValue), baseline = \(habit.baseline), schedule = \(schedule),
                start_day = \(PostgresValues.ordinal(habit.startDay)),
                end_day = \(habit.endDay.map(PostgresValues.ordinal)), sort_order = \(Int64(habit.sortOrder)),
                archived = \(habit.isArchived), preset_id = \(habit.presetID), source_id = \(habit.sourceID),
                linked_health = \(habit.linkedHealth?.rawValue), updated_at = \(instant)
            WHERE id = \(habit.id) AND user_id = \(user)
            RETURNING id
            """, logger: logger)
        guard !updated.isEmpty else { throw Self.habitNotFound(habit.id) }
        try await replaceReminders(with: habit.reminders, habit: habit.id)
    }

    /// docs/domain-rules.md §9: the habit's reminders become `reminders`, in order. A stored
    /// reminder with the same time and weekdays as one in the list keeps its id (its position and
    /// active flag are updated); the other stored ones are deleted, the other listed ones inserted.
    private func replaceReminders(with reminders: [Reminder], habit: HabitID) async throws {
        let stored = try await connection.rows(
            """
            SELECT id, hour, minute, weekdays FROM reminder
            WHERE user_id = \(user) AND habit_id = \(habit) ORDER BY position, id
            """, logger: logger)
        var available = try stored.map { row -> (id: Int64, hour: Int64, minute: Int64, mask: Int64) in
            let (id, hour, minute, mask) = try row.decode((Int64, Int64, Int64, Int64).self)
            return (id: id, hour: hour, minute: minute, mask: mask)
        }
        for (position, reminder) in reminders.enumerated() {
            let hour = Int64(reminder.hour)
            let minute = Int64(reminder.minute)
            let mask = PostgresValues.mask(reminder.weekdays)
            if let index = available.firstIndex(where: { $0.hour == hour && $0.minute == minute && $0.mask == mask }) {
                try await connection.run(
                    """
                    UPDATE reminder SET position = \(Int64(exactly: position) ?? 0), is_active = \(reminder.isActive)
                    WHERE id = \(available[index].id)
                    """, logger: logger)
                available.remove(at: index)
            } else {
                try await insertReminder(reminder, position: position, habit: habit)
            }
        }
        for leftover in available {
            try await connection.run("DELETE FROM reminder WHERE id = \(leftover.id)", logger: logger)
        }
    }

    /// docs/domain-rules.md §2: deleting a habit removes its check-ins, day records and reminders (the
    /// foreign keys cascade).
    mutating func deleteHabit(_ id: HabitID) async throws {
        let deleted = try await connection.rows(
            "DELETE FROM habit WHERE id = \(id) AND user_id = \(user) RETURNING id", logger: logger)
        guard !deleted.isEmpty else { throw Self.habitNotFound(id) }
        forgetHabit(id)
    }

    /// Sets each listed habit's sort order to its position; every id must be the user's.
    func setHabitOrder(_ ids: [HabitID]) async throws {
        for (position, id) in ids.enumerated() {
            let updated = try await connection.rows(
                "UPDATE habit SET sort_order = \(Int64(exactly: position) ?? 0) WHERE id = \(id) AND user_id = \(user) RETURNING id",
                logger: logger)
            guard !updated.isEmpty else { throw Self.habitNotFound(id) }
        }
    }

    private func insertReminders(_ reminders: [Reminder], habit: HabitID) async throws {
        for (position, reminder) in reminders.enumerated() {
            try await insertReminder(reminder, position: position, habit: habit)
        }
    }

    private func insertReminder(_ reminder: Reminder, position: Int, habit: HabitID) async throws {
        try await connection.run(
            """
            INSERT INTO reminder (user_id, habit_id, position, hour, minute, weekdays, is_active)
            VALUES (\(user), \(habit), \(Int64(exactly: position) ?? 0), \(Int64(reminder.hour)), \(Int64(reminder.minute)),
                \(PostgresValues.mask(reminder.weekdays)), \(reminder.isActive))
            """, logger: logger)
    }

    private static func habitNotFound(_ id: HabitID) -> CadenceError {
        CadenceError(.notFound, field: "habit", "habit \(id) not found")
    }
}

// MARK: - Categories

extension PostgresChangeWriter {
    /// Inserts a user category; `createdAt` becomes the apply instant.
    func insertCategory(_ category: Category) async throws -> Int64 {
        try Self.insertedID(
            try await connection.first(
                """
                INSERT INTO category (user_id, name, name_key, is_preset, sort_order, created_at)
                VALUES (\(user), \(category.name), \(PostgresValues.nameKey(category.name)), \(category.isPreset),
                    \(Int64(category.sortOrder)), \(instant))
                RETURNING id
                """, logger: logger))
    }

    /// Renames or re-sorts a category; its preset flag and creation instant are kept.
    func updateCategory(_ category: Category) async throws {
        let updated = try await connection.rows(
            """
            UPDATE category SET name = \(category.name), name_key = \(PostgresValues.nameKey(category.name)),
                sort_order = \(Int64(category.sortOrder))
            WHERE id = \(category.id) AND user_id = \(user)
            RETURNING id
            """, logger: logger)
        guard !updated.isEmpty else { throw Self.categoryNotFound(category.id) }
    }

    /// docs/domain-rules.md §2: presets cannot be deleted; a deleted category's habits become
    /// uncategorized (`ON DELETE SET NULL`).
    func deleteCategory(_ id: CategoryID) async throws {
        let row = try await connection.first(
            "SELECT is_preset FROM category WHERE id = \(id) AND user_id = \(user)", logger: logger)
        guard let isPreset = try row?.decode(Bool.self) else {
            throw Self.categoryNotFound(id)
        }
        guard !isPreset else {
            throw CadenceError(.presetCategoryLocked, field: "category", "preset categories cannot be deleted")
        }
        try await connection.run("DELETE FROM category WHERE id = \(id) AND user_id = \(user)", logger: logger)
    }

    /// Sets each listed category's sort order to its position; every id must be the user's.
    func setCategoryOrder(_ ids: [CategoryID]) async throws {
        for (position, id) in ids.enumerated() {
            let updated = try await connection.rows(
                """
                UPDATE category SET sort_order = \(Int64(exactly: position) ?? 0) WHERE id = \(id) AND user_id = \(user)
                RETURNING id
                """, logger: logger)
            guard !updated.isEmpty else { throw Self.categoryNotFound(id) }
        }
    }

    /// Throws `notFound` unless `id` is nil or a category of the user (docs/domain-rules.md §8).
    private func requireCategory(_ id: CategoryID?) async throws {
        guard let id else { return }
        let found = try await connection.first(
            "SELECT 1 FROM category WHERE id = \(id) AND user_id = \(user)", logger: logger)
        guard found != nil else { throw Self.categoryNotFound(id) }
    }

    private static func categoryNotFound(_ id: CategoryID) -> CadenceError {
        CadenceError(.notFound, field: "category", "category \(id) not found")
    }
}
