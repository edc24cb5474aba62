import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - Writes

extension SQLiteStore {
    /// Creates a user and seeds its four preset categories — Health, Fitness, Learning, Social,
    /// sort order 0–3 (docs/domain-rules.md §2) — in one transaction. The instant becomes `createdAt`.
    public func createUser(name: String, settings: UserSettings, at instant: Date) async throws -> UserID {
        try await databaseWriter.write { db in
            do {
                return try Self.insertUser(db, name: name, settings: settings, createdAt: StoredInstant.milliseconds(instant))
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                throw ConstraintErrorMapping.error(for: error, during: nil)
            }
        }
    }

    /// Inserts a user with its four preset categories (docs/domain-rules.md §2) inside the caller's
    /// transaction; shared by `createUser` and account creation.
    static func insertUser(_ db: Database, name: String, settings: UserSettings, createdAt: Int64) throws -> UserID {
        try db.cachedStatement(
            sql: """
                INSERT INTO "user" (name, created_at, time_zone, day_start, week_start, onboarding_completed, locale, week_start_chosen, clock)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [name, createdAt] + UserRecord.settingsArguments(settings))
        let user = db.lastInsertedRowID
        let insertCategory = try db.cachedStatement(
            sql: """
                INSERT INTO category (user_id, name, name_key, is_preset, sort_order, created_at)
                VALUES (?, ?, ?, 1, ?, ?)
                """)
        for (position, presetName) in Category.presetNames.enumerated() {
            try insertCategory.execute(arguments: [user, presetName, nameKey(presetName), position, createdAt])
        }
        return user
    }

    /// Applies the changes in order as one transaction: all of them or none (docs/domain-rules.md §7).
    ///
    /// Every change is scoped to `user` (docs/domain-rules.md §8): a habit, category or check-in of
    /// another user is `notFound`, exactly like one that does not exist. Inserted and updated
    /// habits are stamped with `instant` (never the system clock). After the last change, the
    /// user's active habits are counted against `HabitLimits.maximumActive` (docs/domain-rules.md §7) when
    /// the batch inserted or updated a habit. Returns the ids of inserted rows, in order.
    @discardableResult
    public func apply(_ changes: [StoreChange], for user: UserID, at instant: Date) async throws -> [Int64] {
        guard !changes.isEmpty else { return [] }
        // docs/domain-rules.md §6 "Retries": a busy database committed nothing (BusyErrorMapping).
        return try await BusyErrorMapping.mapping {
            try await databaseWriter.write { db in
                var writer = ChangeWriter(db: db, user: user, instant: StoredInstant.milliseconds(instant))
                return try writer.apply(changes)
            }
        }
    }
}

/// Applies `StoreChange`s inside one write transaction, for one user at one instant.
///
/// Any error thrown out of ``apply(_:)`` makes GRDB roll the whole transaction back.
struct ChangeWriter {
    let db: Database
    let user: UserID
    /// The apply instant, in stored milliseconds.
    let instant: Int64
    /// Habits already shown to belong to the user in this transaction.
    private var ownedHabits: Set<HabitID> = []

    init(db: Database, user: UserID, instant: Int64) {
        self.db = db
        self.user = user
        self.instant = instant
    }

    mutating func apply(_ changes: [StoreChange]) throws -> [Int64] {
        try requireUser()
        var insertedIDs: [Int64] = []
        var insertedByPosition: [Int: Int64] = [:]
        var countsHabits = false
        for (position, change) in changes.enumerated() {
            do {
                if case .recordClientRequest(let clientID, let habit) = change {
                    try recordClientRequest(clientID, habit: habit, checkIns: insertedIDs)
                } else if case .linkSyncRecord(let space, let key, let index) = change {
                    try linkSyncRecord(space: space, key: key, insertedIndex: index, inserted: insertedIDs)
                } else if case .insertRoutineOfBatch(var routine, let slots) = change {
                    routine.habitIDs = try RoutineHabitSlot.resolve(slots, insertedByPosition: insertedByPosition)
                    insertedIDs.append(try insertImportedRoutine(routine))
                } else if case .enqueueWebhookMessage(let draft) = change {
                    try enqueueWebhookMessage(draft, inserted: insertedIDs)
                } else if case .challenge(let challenge) = change {
                    if let id = try applyChallenge(challenge, inserted: insertedIDs) { insertedIDs.append(id) }
                } else if let id = try apply(change) {
                    insertedIDs.append(id)
                    insertedByPosition[position] = id
                }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                throw ConstraintErrorMapping.error(for: error, during: change)
            }
            switch change {
            case .insertHabit, .updateHabit, .insertHabitWithHistory: countsHabits = true
            default: break
            }
        }
        if countsHabits { try requireHabitLimit() }
        return insertedIDs
    }

    /// docs/domain-rules.md §6 "Concurrent changes": inside this write transaction (SQLite's
    /// single writer), the revision read is the latest committed one.
    private func requireRevision(_ revision: Int64) throws {
        let current = try SQLiteStore.dataRevision(db, user: user)
        guard current == revision else {
            throw CadenceError(
                .concurrentChange, "another change of this user was saved first (revision \(current), expected \(revision)); nothing was written")
        }
    }

    /// docs/domain-rules.md §3 "Client ids": the request's id with the check-ins it made.
    private func recordClientRequest(_ clientID: String, habit: HabitID, checkIns: [Int64]) throws {
        try db.cachedStatement(
            sql: "INSERT INTO client_request (user_id, client_id, habit_id, check_in_ids, created_at) VALUES (?, ?, ?, ?, ?)"
        ).execute(arguments: [user, clientID, habit, checkIns.map(String.init).joined(separator: ","), instant])
    }

    /// Applies one change; returns the new row id for inserts.
    private mutating func apply(_ change: StoreChange) throws -> Int64? {
        switch change {
        case .insertHabit(let habit): return try insertHabit(habit)
        case .updateHabit(let habit): try updateHabit(habit)
        case .deleteHabit(let id): try deleteHabit(id)
        case .setHabitOrder(let ids): try setHabitOrder(ids)
        case .insertCategory(let category): return try insertCategory(category)
        case .updateCategory(let category): try updateCategory(category)
        case .deleteCategory(let id): try deleteCategory(id)
        case .setCategoryOrder(let ids): try setCategoryOrder(ids)
        case .insertCheckIn(let checkIn): return try insertCheckIn(checkIn)
        case .recordClientRequest: return nil  // handled by `apply(_:)`, which knows the batch's inserts
        case .saveHabitFold(let habit, let fold): try saveHabitFold(fold, of: habit)
        case .saveDayVerdicts(let verdicts): try saveDayVerdicts(verdicts)
        case .deleteCheckIn(let id): try deleteCheckIn(id)
        case .deleteCheckIns(let habit, let day): try deleteCheckIns(habit: habit, day: day)
        case .saveDayRecord(let record): try saveDayRecord(record)
        case .saveSettings(let settings): try saveSettings(settings)
        case .awardPerfectDay(let day): try awardPerfectDay(day)
        case .revokePerfectDay(let day): try revokePerfectDay(day)
        case .appendXP(let transaction): return try appendXP(transaction)
        case .unlockAchievement(let unlock): try unlockAchievement(unlock)
        case .recordImport(let record): return try recordImport(record)
        case .insertHabitWithHistory(let imported): return try insertHabitWithHistory(imported)
        case .requireRevision(let revision): try requireRevision(revision)
        case .insertHealthEntry(let entry): return try insertHealthEntry(entry)
        case .updateHealthEntry(let entry): try updateHealthEntry(entry)
        case .deleteHealthEntry(let id): try deleteHealthEntry(id)
        case .insertTodo(let todo): return try insertTodo(todo)
        case .updateTodo(let todo): try updateTodo(todo)
        case .deleteTodo(let id): try deleteTodo(id)
        case .insertNote(let note): return try insertNote(note)
        case .updateNote(let note): try updateNote(note)
        case .deleteNote(let id): try deleteNote(id)
        case .insertMoneyAccount(let account): return try insertMoneyAccount(account)
        case .updateMoneyAccount(let account): try updateMoneyAccount(account)
        case .deleteMoneyAccount(let id): try deleteMoneyAccount(id)
        case .insertMoneyTransaction(let transaction): return try insertMoneyTransaction(transaction)
        case .deleteMoneyTransaction(let id): try deleteMoneyTransaction(id)
        case .updateMoneyTransaction(let transaction): try updateMoneyTransaction(transaction)
        case .moveToTrash(let record): try moveToTrash(record)
        case .restoreFromTrash(let record): try restoreFromTrash(record)
        case .purgeTrash(let instant): try purgeTrash(before: instant)
        case .saveSyncRecord(let space, let key, let value): try saveSyncRecord(space: space, key: key, value: value)
        case .linkSyncRecord: return nil  // handled by `apply(_:)`, which knows the batch's inserts
        case .deleteSyncRecords(let space, let keys): try deleteSyncRecords(space: space, keys: keys)
        case .insertMoneyAccountWithHistory(let account, let transactions):
            return try insertMoneyAccount(account, transactions: transactions)
        case .insertRoutine(let routine): return try insertRoutine(routine)
        case .updateRoutine(let routine): try updateRoutine(routine)
        case .deleteRoutine(let id): try deleteRoutine(id)
        case .insertRoutineOfBatch: return nil  // handled by `apply(_:)`, which knows the batch's inserts
        case .enqueueWebhookMessage, .challenge: return nil  // handled by `apply(_:)`, which knows the batch's inserts
        case .enqueuePartnerNews(let news): try enqueuePartnerNews(news)
        }
        return nil
    }

    // MARK: Check-ins and day records

    private mutating func insertCheckIn(_ checkIn: CheckIn) throws -> Int64 {
        try requireHabit(checkIn.habitID)
        try db.cachedStatement(
            sql: "INSERT INTO checkin (user_id, habit_id, day, at, amount, note) VALUES (?, ?, ?, ?, ?, ?)"
        ).execute(arguments: [
            user, checkIn.habitID, checkIn.day.ordinal, StoredInstant.milliseconds(checkIn.at), checkIn.amount,
            checkIn.note,
        ])
        return db.lastInsertedRowID
    }

    private func deleteCheckIn(_ id: CheckInID) throws {
        try db.cachedStatement(sql: "DELETE FROM checkin WHERE id = ? AND user_id = ?").execute(arguments: [id, user])
        guard db.changesCount > 0 else {
            throw CadenceError(.notFound, field: "checkIn", "check-in \(id) not found")
        }
    }

    private mutating func deleteCheckIns(habit: HabitID, day: Day) throws {
        try requireHabit(habit)
        try db.cachedStatement(sql: "DELETE FROM checkin WHERE user_id = ? AND habit_id = ? AND day = ?")
            .execute(arguments: [user, habit, day.ordinal])
        try recordDayTotalSet(habit: habit, day: day)
    }

    /// docs/domain-rules.md §3, §8: one record per (user, habit, day), upserted; an empty record is removed.
    private mutating func saveDayRecord(_ record: DayRecord) throws {
        try requireHabit(record.habitID)
        guard !record.isEmpty else {
            try db.cachedStatement(sql: "DELETE FROM day_record WHERE user_id = ? AND habit_id = ? AND day = ?")
                .execute(arguments: [user, record.habitID, record.day.ordinal])
            return
        }
        try db.cachedStatement(
            sql: """
                INSERT INTO day_record (user_id, habit_id, day, is_skipped, difficulty, note) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (user_id, habit_id, day) DO UPDATE
                SET is_skipped = excluded.is_skipped, difficulty = excluded.difficulty, note = excluded.note
                """
        ).execute(arguments: [
            user, record.habitID, record.day.ordinal, record.isSkipped, record.difficulty, record.note,
        ])
    }

    // MARK: Settings

    private func saveSettings(_ settings: UserSettings) throws {
        try db.cachedStatement(
            sql: """
                UPDATE "user" SET time_zone = ?, day_start = ?, week_start = ?, onboarding_completed = ?, locale = ?,
                    week_start_chosen = ?, clock = ?
                WHERE id = ?
                """
        ).execute(arguments: UserRecord.settingsArguments(settings) + [user])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "user", "user \(user) not found") }
    }

    // MARK: Ownership and limits

    /// Throws `notFound` unless the user exists.
    private func requireUser() throws {
        let statement = try db.cachedStatement(sql: "SELECT 1 FROM \"user\" WHERE id = ?")
        guard try Int.fetchOne(statement, arguments: [user]) != nil else {
            throw CadenceError(.notFound, field: "user", "user \(user) not found")
        }
    }

    /// Throws `notFound` unless the habit exists and belongs to the user (docs/domain-rules.md §8).
    mutating func requireHabit(_ id: HabitID) throws {
        if ownedHabits.contains(id) { return }
        let statement = try db.cachedStatement(sql: "SELECT 1 FROM habit WHERE id = ? AND user_id = ?")
        guard try Int.fetchOne(statement, arguments: [id, user]) != nil else {
            throw CadenceError(.notFound, field: "habit", "habit \(id) not found")
        }
        ownedHabits.insert(id)
    }

    /// Forgets a habit shown to be owned, once it is deleted.
    mutating func forgetHabit(_ id: HabitID) {
        ownedHabits.remove(id)
    }

    /// docs/domain-rules.md §7: at most `HabitLimits.maximumActive` active habits per user.
    private func requireHabitLimit() throws {
        let statement = try db.cachedStatement(sql: "SELECT count(*) FROM habit WHERE user_id = ? AND archived = 0")
        let active = try Int.fetchOne(statement, arguments: [user]) ?? 0
        try HabitLimits.check(active: active)
    }
}
