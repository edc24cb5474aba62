import CadenceCore
import CadenceStorage
import GRDB

// MARK: - Imports

extension ChangeWriter {
    /// Inserts an imported habit with its check-ins and day records in one step
    /// (`StoreChange.insertHabitWithHistory`, docs/import-export.md): the history gets the new
    /// habit's id, the habit keeps its own `createdAt` and `updatedAt`, and a category named by
    /// `categoryName` is looked up among the user's categories (including those inserted earlier
    /// in this batch). Returns the new habit's id.
    mutating func insertHabitWithHistory(_ imported: HabitWithHistory) throws -> Int64 {
        var habit = imported.habit
        if let name = imported.categoryName {
            habit.categoryID = try categoryID(named: name)
        }
        let id: Int64
        do {
            id = try insertHabit(habit)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            throw ConstraintErrorMapping.error(for: error, during: .insertHabit(habit))
        }
        try db.cachedStatement(sql: "UPDATE habit SET created_at = ?, updated_at = ? WHERE id = ? AND user_id = ?")
            .execute(arguments: [
                StoredInstant.milliseconds(habit.createdAt), StoredInstant.milliseconds(habit.updatedAt), id, user,
            ])
        try insertImportedCheckIns(imported.checkIns, habit: id)
        try saveImportedDayRecords(imported.dayRecords, habit: id)
        return id
    }

    /// The id of the user's category named `name` (case-insensitive, docs/domain-rules.md §7), or `notFound`.
    private func categoryID(named name: String) throws -> CategoryID {
        let statement = try db.cachedStatement(sql: "SELECT id FROM category WHERE user_id = ? AND name_key = ?")
        guard let id = try Int64.fetchOne(statement, arguments: [user, nameKey(name)]) else {
            throw CadenceError(.notFound, field: "category", "no category named '\(name)'")
        }
        return id
    }

    /// Check-ins go in by `importBatch` rows per statement: an import writes hundreds of thousands.
    private func insertImportedCheckIns(_ checkIns: [CheckIn], habit: HabitID) throws {
        var start = checkIns.startIndex
        while start < checkIns.endIndex {
            let batch = checkIns[start..<min(start + Self.importBatch, checkIns.endIndex)]
            let rows = Array(repeating: "(?, ?, ?, ?, ?, ?)", count: batch.count).joined(separator: ", ")
            let statement = try db.cachedStatement(
                sql: "INSERT INTO checkin (user_id, habit_id, day, at, amount, note) VALUES \(rows)")
            var values: [(any DatabaseValueConvertible)?] = []
            values.reserveCapacity(batch.count * 6)
            for checkIn in batch {
                values += [
                    user, habit, checkIn.day.ordinal, StoredInstant.milliseconds(checkIn.at), checkIn.amount,
                    checkIn.note,
                ]
            }
            do {
                try statement.execute(arguments: StatementArguments(values))
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                throw ConstraintErrorMapping.error(for: error, during: batch.first.map(StoreChange.insertCheckIn))
            }
            start = batch.endIndex
        }
    }

    /// Rows per `INSERT` of imported check-ins (6 parameters each, well under SQLite's limit).
    private static let importBatch = 200

    private func saveImportedDayRecords(_ records: [DayRecord], habit: HabitID) throws {
        let stored = records.filter { !$0.isEmpty }
        guard !stored.isEmpty else { return }
        let statement = try db.cachedStatement(
            sql: """
                INSERT INTO day_record (user_id, habit_id, day, is_skipped, difficulty, note) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (user_id, habit_id, day) DO UPDATE
                SET is_skipped = excluded.is_skipped, difficulty = excluded.difficulty, note = excluded.note
                """)
        for record in stored {
            do {
                try statement.execute(arguments: [
                    user, habit, record.day.ordinal, record.isSkipped, record.difficulty, record.note,
                ])
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                throw ConstraintErrorMapping.error(for: error, during: .saveDayRecord(record))
            }
        }
    }
}
