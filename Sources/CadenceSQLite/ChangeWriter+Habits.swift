import CadenceCore
import CadenceStorage
import GRDB

// MARK: - Habits

extension ChangeWriter {
    /// Inserts a habit with its reminders; `createdAt` and `updatedAt` become the apply instant.
    mutating func insertHabit(_ habit: Habit) throws -> Int64 {
        try requireCategory(habit.categoryID)
        let values: [(any DatabaseValueConvertible)?] =
            [user] + (try HabitRecord.definitionValues(habit)) + [instant, instant]
        try db.cachedStatement(
            sql: """
                INSERT INTO habit (
                    user_id, name, name_key, description, icon, color, category_id, kind, goal_type, unit, target,
                    period, baseline, schedule, start_day, end_day, sort_order, archived, preset_id, source_id,
                    linked_health, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: StatementArguments(values))
        let id = db.lastInsertedRowID
        try insertReminders(habit.reminders, habit: id)
        return id
    }

    /// Replaces a habit's definition and reminders; `updatedAt` becomes the apply instant and
    /// `createdAt` is kept.
    mutating func updateHabit(_ habit: Habit) throws {
        try requireCategory(habit.categoryID)
        let values: [(any DatabaseValueConvertible)?] =
            (try HabitRecord.definitionValues(habit)) + [instant, habit.id, user]
        try db.cachedStatement(
            sql: """
                UPDATE habit SET
                    name = ?, name_key = ?, description = ?, icon = ?, color = ?, category_id = ?, kind = ?,
                    goal_type = ?, unit = ?, target = ?, period = ?, baseline = ?, schedule = ?, start_day = ?,
                    end_day = ?, sort_order = ?, archived = ?, preset_id = ?, source_id = ?, linked_health = ?,
                    updated_at = ?
                WHERE id = ? AND user_id = ?
                """
        ).execute(arguments: StatementArguments(values))
        guard db.changesCount > 0 else { throw Self.habitNotFound(habit.id) }
        try replaceReminders(with: habit.reminders, habit: habit.id)
    }

    /// docs/domain-rules.md §9: the habit's reminders become `reminders`, in order. A stored
    /// reminder with the same time and weekdays as one in the list keeps its id (its position and
    /// active flag are updated); the other stored ones are deleted, the other listed ones inserted.
    private func replaceReminders(with reminders: [Reminder], habit: HabitID) throws {
        let stored = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT id, hour, minute, weekdays FROM reminder WHERE user_id = ? AND habit_id = ? ORDER BY position, id"),
            arguments: [user, habit])
        var available = try stored.map { row in
            (
                id: try row.decode(Int64.self, atIndex: 0), hour: try row.decode(Int.self, atIndex: 1),
                minute: try row.decode(Int.self, atIndex: 2), mask: try row.decode(Int.self, atIndex: 3)
            )
        }
        let update = try db.cachedStatement(sql: "UPDATE reminder SET position = ?, is_active = ? WHERE id = ?")
        let insert = try db.cachedStatement(
            sql: "INSERT INTO reminder (user_id, habit_id, position, hour, minute, weekdays, is_active) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for (position, reminder) in reminders.enumerated() {
            let mask = StoredWeekdays.mask(reminder.weekdays)
            if let index = available.firstIndex(where: { $0.hour == reminder.hour && $0.minute == reminder.minute && $0.mask == mask }) {
                try update.execute(arguments: [position, reminder.isActive, available[index].id])
                available.remove(at: index)
            } else {
                try insert.execute(arguments: [user, habit, position, reminder.hour, reminder.minute, mask, reminder.isActive])
            }
        }
        let delete = try db.cachedStatement(sql: "DELETE FROM reminder WHERE id = ?")
        for leftover in available { try delete.execute(arguments: [leftover.id]) }
    }

    /// docs/domain-rules.md §2: deleting a habit removes its check-ins, day records and reminders (the
    /// foreign keys cascade).
    mutating func deleteHabit(_ id: HabitID) throws {
        try db.cachedStatement(sql: "DELETE FROM habit WHERE id = ? AND user_id = ?").execute(arguments: [id, user])
        guard db.changesCount > 0 else { throw Self.habitNotFound(id) }
        forgetHabit(id)
    }

    /// Sets each listed habit's sort order to its position; every id must be the user's.
    func setHabitOrder(_ ids: [HabitID]) throws {
        let statement = try db.cachedStatement(sql: "UPDATE habit SET sort_order = ? WHERE id = ? AND user_id = ?")
        for (position, id) in ids.enumerated() {
            try statement.execute(arguments: [position, id, user])
            guard db.changesCount > 0 else { throw Self.habitNotFound(id) }
        }
    }

    private func insertReminders(_ reminders: [Reminder], habit: HabitID) throws {
        guard !reminders.isEmpty else { return }
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO reminder (user_id, habit_id, position, hour, minute, weekdays, is_active)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        for (position, reminder) in reminders.enumerated() {
            try statement.execute(arguments: [
                user, habit, position, reminder.hour, reminder.minute, StoredWeekdays.mask(reminder.weekdays),
                reminder.isActive,
            ])
        }
    }

    private static func habitNotFound(_ id: HabitID) -> CadenceError {
        CadenceError(.notFound, field: "habit", "habit \(id) not found")
    }
}

// MARK: - Categories

extension ChangeWriter {
    /// Inserts a user category; `createdAt` becomes the apply instant.
    func insertCategory(_ category: Category) throws -> Int64 {
        try db.cachedStatement(
            sql: """
                INSERT INTO category (user_id, name, name_key, is_preset, sort_order, created_at)
                VALUES (?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            user, category.name, nameKey(category.name), category.isPreset, category.sortOrder, instant,
        ])
        return db.lastInsertedRowID
    }

    /// Renames or re-sorts a category; its preset flag and creation instant are kept.
    func updateCategory(_ category: Category) throws {
        try db.cachedStatement(
            sql: "UPDATE category SET name = ?, name_key = ?, sort_order = ? WHERE id = ? AND user_id = ?"
        ).execute(arguments: [category.name, nameKey(category.name), category.sortOrder, category.id, user])
        guard db.changesCount > 0 else { throw Self.categoryNotFound(category.id) }
    }

    /// docs/domain-rules.md §2: presets cannot be deleted; a deleted category's habits become
    /// uncategorized (`ON DELETE SET NULL`).
    func deleteCategory(_ id: CategoryID) throws {
        let statement = try db.cachedStatement(sql: "SELECT is_preset FROM category WHERE id = ? AND user_id = ?")
        guard let isPreset = try Bool.fetchOne(statement, arguments: [id, user]) else {
            throw Self.categoryNotFound(id)
        }
        guard !isPreset else {
            throw CadenceError(.presetCategoryLocked, field: "category", "preset categories cannot be deleted")
        }
        try db.cachedStatement(sql: "DELETE FROM category WHERE id = ? AND user_id = ?").execute(arguments: [id, user])
    }

    /// Sets each listed category's sort order to its position; every id must be the user's.
    func setCategoryOrder(_ ids: [CategoryID]) throws {
        let statement = try db.cachedStatement(
            sql: "UPDATE category SET sort_order = ? WHERE id = ? AND user_id = ?")
        for (position, id) in ids.enumerated() {
            try statement.execute(arguments: [position, id, user])
            guard db.changesCount > 0 else { throw Self.categoryNotFound(id) }
        }
    }

    /// Throws `notFound` unless `id` is nil or a category of the user (docs/domain-rules.md §8).
    private func requireCategory(_ id: CategoryID?) throws {
        guard let id else { return }
        let statement = try db.cachedStatement(sql: "SELECT 1 FROM category WHERE id = ? AND user_id = ?")
        guard try Int.fetchOne(statement, arguments: [id, user]) != nil else { throw Self.categoryNotFound(id) }
    }

    private static func categoryNotFound(_ id: CategoryID) -> CadenceError {
        CadenceError(.notFound, field: "category", "category \(id) not found")
    }
}
