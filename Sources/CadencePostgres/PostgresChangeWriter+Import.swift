import CadenceCore
import CadenceStorage
import PostgresNIO

// MARK: - Imports

extension PostgresChangeWriter {
    /// Inserts an imported habit with its check-ins and day records in one step
    /// (`StoreChange.insertHabitWithHistory`, docs/import-export.md): the history gets the new
    /// habit's id, the habit keeps its own `createdAt` and `updatedAt`, and a category named by
    /// `categoryName` is looked up among the user's categories (including those inserted earlier
    /// in this batch). Returns the new habit's id.
    mutating func insertHabitWithHistory(_ imported: HabitWithHistory) async throws -> Int64 {
        var habit = imported.habit
        if let name = imported.categoryName {
            habit.categoryID = try await categoryID(named: name)
        }
        let id: Int64
        do {
            id = try await insertHabit(habit)
        } catch {
            throw PostgresErrorMapping.error(for: error, during: .insertHabit(habit))
        }
        try await connection.run(
            """
            UPDATE habit SET created_at = \(PostgresValues.milliseconds(habit.createdAt)),
                updated_at = \(PostgresValues.milliseconds(habit.updatedAt))
            WHERE id = \(id) AND user_id = \(user)
            """, logger: logger)
        try await insertImportedCheckIns(imported.checkIns, habit: id)
        try await saveImportedDayRecords(imported.dayRecords, habit: id)
        return id
    }

    /// The id of the user's category named `name` (case-insensitive, docs/domain-rules.md §7), or `notFound`.
    private func categoryID(named name: String) async throws -> CategoryID {
        let row = try await connection.first(
            "SELECT id FROM category WHERE user_id = \(user) AND name_key = \(PostgresValues.nameKey(name))",
            logger: logger)
        guard let id = try row?.decode(Int64.self) else {
            throw CadenceError(.notFound, field: "category", "no category named '\(name)'")
        }
        return id
    }

    /// Check-ins go in by `importBatch` rows per statement, as parallel arrays unnested by the
    /// server: an import writes hundreds of thousands. A note's absence travels as a flag beside
    /// it (array elements cannot be bound as NULL), so an empty note stays empty.
    private func insertImportedCheckIns(_ checkIns: [CheckIn], habit: HabitID) async throws {
        var start = checkIns.startIndex
        while start < checkIns.endIndex {
            let batch = checkIns[start..<min(start + Self.importBatch, checkIns.endIndex)]
            let days = batch.map { PostgresValues.ordinal($0.day) }
            let instants = batch.map { PostgresValues.milliseconds($0.at) }
            let amounts = batch.map(\.amount)
            let notes = batch.map { $0.note ?? "" }
            let hasNotes = batch.map { $0.note != nil }
            do {
                try await connection.run(
                    """
                    INSERT INTO checkin (user_id, habit_id, day, at, amount, note)
                    SELECT \(user), \(habit), imported.day_ordinal, imported.at_ms, imported.amount,
                        CASE WHEN imported.has_note THEN imported.note END
                    FROM unnest(\(days), \(instants), \(amounts), \(notes), \(hasNotes))
                        AS imported(day_ordinal, at_ms, amount, note, has_note)
                    """, logger: logger)
            } catch {
                throw PostgresErrorMapping.error(for: error, during: batch.first.map(StoreChange.insertCheckIn))
            }
            start = batch.endIndex
        }
    }

    /// Rows per `INSERT` of imported check-ins or day records (one bind per column array).
    private static let importBatch = 1000

    /// docs/domain-rules.md §3: one record per (habit, day), upserted; empty records are not
    /// stored. Records for the same day are applied in order (the last one wins), as one upsert
    /// per record would; a multi-row upsert may not touch one row twice, so they are merged first.
    private func saveImportedDayRecords(_ records: [DayRecord], habit: HabitID) async throws {
        var stored: [DayRecord] = []
        var positions: [Day: Int] = [:]
        for record in records where !record.isEmpty {
            if let position = positions[record.day] {
                stored[position] = record
            } else {
                positions[record.day] = stored.count
                stored.append(record)
            }
        }
        var start = stored.startIndex
        while start < stored.endIndex {
            let batch = stored[start..<min(start + Self.importBatch, stored.endIndex)]
            let days = batch.map { PostgresValues.ordinal($0.day) }
            let skipped = batch.map(\.isSkipped)
            let difficulties = batch.map { Int64($0.difficulty ?? 0) }
            let hasDifficulties = batch.map { $0.difficulty != nil }
            let notes = batch.map { $0.note ?? "" }
            let hasNotes = batch.map { $0.note != nil }
            do {
                try await connection.run(
                    """
                    INSERT INTO day_record (user_id, habit_id, day, is_skipped, difficulty, note)
                    SELECT \(user), \(habit), imported.day_ordinal, imported.is_skipped,
                        CASE WHEN imported.has_difficulty THEN imported.difficulty END,
                        CASE WHEN imported.has_note THEN imported.note END
                    FROM unnest(\(days), \(skipped), \(difficulties), \(hasDifficulties), \(notes), \(hasNotes))
                        AS imported(day_ordinal, is_skipped, difficulty, has_difficulty, note, has_note)
                    ON CONFLICT (user_id, habit_id, day) DO UPDATE
                    SET is_skipped = EXCLUDED.is_skipped, difficulty = EXCLUDED.difficulty, note = EXCLUDED.note
                    """, logger: logger)
            } catch {
                throw PostgresErrorMapping.error(for: error, during: batch.first.map(StoreChange.saveDayRecord))
            }
            start = batch.endIndex
        }
    }
}
