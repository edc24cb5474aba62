import CadenceCore
import CadenceStorage
import Logging
import PostgresNIO

/// Applies `StoreChange`s inside one write transaction of `PostgresDatabase.write(for:)`, for
/// one user at one instant: the PostgreSQL twin of SQLite's `ChangeWriter`, statement for
/// statement (docs/domain-rules.md §7, §8).
///
/// Any error thrown out of ``apply(_:)`` rolls the whole transaction back. Constraint failures
/// are mapped per change with `PostgresErrorMapping`, so they name the change that failed.
struct PostgresChangeWriter {
    let connection: PostgresConnection
    let logger: Logger
    let user: UserID
    /// The apply instant, in stored milliseconds.
    let instant: Int64
    /// The user's data revision read under the `user_revision` row lock at the start of the
    /// transaction; `nil` when the user does not exist.
    let revision: Int64?
    /// Habits already shown to belong to the user in this transaction.
    private var ownedHabits: Set<HabitID> = []

    init(connection: PostgresConnection, logger: Logger, user: UserID, instant: Int64, revision: Int64?) {
        self.connection = connection
        self.logger = logger
        self.user = user
        self.instant = instant
        self.revision = revision
    }

    mutating func apply(_ changes: [StoreChange]) async throws -> [Int64] {
        try requireUser()
        var insertedIDs: [Int64] = []
        var insertedByPosition: [Int: Int64] = [:]
        var countsHabits = false
        var pendingSync: [PendingSyncRecord] = []
        for (position, change) in changes.enumerated() {
            if let record = try PendingSyncRecord(change, inserted: insertedIDs) {
                pendingSync.append(record)
                continue
            }
            if case .deleteSyncRecords = change { try await flushSyncRecords(&pendingSync) }
            do {
                if case .recordClientRequest(let clientID, let habit) = change {
                    try await recordClientRequest(clientID, habit: habit, checkIns: insertedIDs)
                } else if case .insertRoutineOfBatch(var routine, let slots) = change {
                    routine.habitIDs = try RoutineHabitSlot.resolve(slots, insertedByPosition: insertedByPosition)
                    insertedIDs.append(try await insertImportedRoutine(routine))
                } else if case .enqueueWebhookMessage(let draft) = change {
                    try await enqueueWebhookMessage(draft, inserted: insertedIDs)
                } else if case .challenge(let challenge) = change {
                    if let id = try await applyChallenge(challenge, inserted: insertedIDs) { insertedIDs.append(id) }
                } else if let id = try await apply(change) {
                    insertedIDs.append(id)
                    insertedByPosition[position] = id
                }
            } catch {
                throw PostgresErrorMapping.error(for: error, during: change)
            }
            switch change {
            case .insertHabit, .updateHabit, .insertHabitWithHistory: countsHabits = true
            default: break
            }
        }
        try await flushSyncRecords(&pendingSync)
        if countsHabits { try await requireHabitLimit() }
        return insertedIDs
    }

    /// docs/domain-rules.md §6 "Concurrent changes": the revision read under the row lock is
    /// the latest committed one (no other writer of this user can commit while the lock is
    /// held). It is compared as read at the start of the transaction: the batch's own writes
    /// raise the stored revision through triggers, and `.requireRevision` comes first in a batch.
    private func requireRevision(_ expected: Int64) throws {
        let current = revision ?? 0
        guard current == expected else {
            throw CadenceError(
                .concurrentChange,
                "another change of this user was saved first (revision \(current), expected \(expected)); nothing was written")
        }
    }

    /// docs/domain-rules.md §3 "Client ids": the request's id with the check-ins it made.
    private func recordClientRequest(_ clientID: String, habit: HabitID, checkIns: [Int64]) async throws {
        let ids = checkIns.map(String.init).joined(separator: ",")
        try await connection.run(
            """
            INSERT INTO client_request (user_id, client_id, habit_id, check_in_ids, created_at)
            VALUES (\(user), \(clientID), \(habit), \(ids), \(instant))
            """, logger: logger)
    }

    /// Applies one change; returns the new row id for inserts.
    private mutating func apply(_ change: StoreChange) async throws -> Int64? {
        switch change {
        case .insertHabit(let habit): return try await insertHabit(habit)
        case .updateHabit(let habit): try await updateHabit(habit)
        case .deleteHabit(let id): try await deleteHabit(id)
        case .setHabitOrder(let ids): try await setHabitOrder(ids)
        case .insertCategory(let category): return try await insertCategory(category)
        case .updateCategory(let category): try await updateCategory(category)
        case .deleteCategory(let id): try await deleteCategory(id)
        case .setCategoryOrder(let ids): try await setCategoryOrder(ids)
        case .insertCheckIn(let checkIn): return try await insertCheckIn(checkIn)
        case .recordClientRequest: return nil  // handled by `apply(_:)`, which knows the batch's inserts
        case .saveHabitFold(let habit, let fold): try await saveHabitFold(fold, of: habit)
        case .saveDayVerdicts(let verdicts): try await saveDayVerdicts(verdicts)
        case .deleteCheckIn(let id): try await deleteCheckIn(id)
        case .deleteCheckIns(let habit, let day): try await deleteCheckIns(habit: habit, day: day)
        case .saveDayRecord(let record): try await saveDayRecord(record)
        case .saveSettings(let settings): try await saveSettings(settings)
        case .awardPerfectDay(let day): try await awardPerfectDay(day)
        case .revokePerfectDay(let day): try await revokePerfectDay(day)
        case .appendXP(let transaction): return try await appendXP(transaction)
        case .unlockAchievement(let unlock): try await unlockAchievement(unlock)
        case .recordImport(let record): return try await recordImport(record)
        case .insertHabitWithHistory(let imported): return try await insertHabitWithHistory(imported)
        case .requireRevision(let revision): try requireRevision(revision)
        case .insertHealthEntry(let entry): return try await insertHealthEntry(entry)
        case .updateHealthEntry(let entry): try await updateHealthEntry(entry)
        case .deleteHealthEntry(let id): try await deleteHealthEntry(id)
        case .insertTodo(let todo): return try await insertTodo(todo)
        case .updateTodo(let todo): try await updateTodo(todo)
        case .deleteTodo(let id): try await deleteTodo(id)
        case .insertNote(let note): return try await insertNote(note)
        case .updateNote(let note): try await updateNote(note)
        case .deleteNote(let id): try await deleteNote(id)
        case .insertMoneyAccount(let account): return try await insertMoneyAccount(account, transactions: [])
        case .updateMoneyAccount(let account): try await updateMoneyAccount(account)
        case .deleteMoneyAccount(let id): try await deleteMoneyAccount(id)
        case .insertMoneyTransaction(let transaction): return try await insertMoneyTransaction(transaction)
        case .deleteMoneyTransaction(let id): try await deleteMoneyTransaction(id)
        case .updateMoneyTransaction(let transaction): try await updateMoneyTransaction(transaction)
        case .moveToTrash(let record): try await moveToTrash(record)
        case .restoreFromTrash(let record): try await restoreFromTrash(record)
        case .purgeTrash(let instant): try await purgeTrash(before: instant)
        case .saveSyncRecord, .linkSyncRecord: return nil  // gathered into runs by `apply(_:)`
        case .deleteSyncRecords(let space, let keys): try await deleteSyncRecords(space: space, keys: keys)
        case .insertMoneyAccountWithHistory(let account, let transactions):
            return try await insertMoneyAccount(account, transactions: transactions)
        case .insertRoutine(let routine): return try await insertRoutine(routine)
        case .updateRoutine(let routine): try await updateRoutine(routine)
        case .deleteRoutine(let id): try await deleteRoutine(id)
        case .insertRoutineOfBatch: return nil  // handled by `apply(_:)`, which knows the batch's inserts
        case .enqueueWebhookMessage, .challenge: return nil  // handled by `apply(_:)`, which knows the batch's inserts
        case .enqueuePartnerNews(let news): try await enqueuePartnerNews(news)
        }
        return nil
    }

    // MARK: Check-ins and day records

    private mutating func insertCheckIn(_ checkIn: CheckIn) async throws -> Int64 {
        try await requireHabit(checkIn.habitID)
        let ids = try await connection.all(
            PostgresHotStatements.InsertCheckIn(
                user: user, habit: checkIn.habitID, day: PostgresValues.ordinal(checkIn.day),
                at: PostgresValues.milliseconds(checkIn.at), amount: checkIn.amount, note: checkIn.note),
            logger: logger)
        guard let id = ids.first else {
            throw PostgresStoreError.invalidStoredValue("an INSERT … RETURNING id returned no row")
        }
        return id
    }

    private func deleteCheckIn(_ id: CheckInID) async throws {
        let deleted = try await connection.rows(
            "DELETE FROM checkin WHERE id = \(id) AND user_id = \(user) RETURNING id", logger: logger)
        guard !deleted.isEmpty else {
            throw CadenceError(.notFound, field: "checkIn", "check-in \(id) not found")
        }
    }

    private mutating func deleteCheckIns(habit: HabitID, day: Day) async throws {
        try await requireHabit(habit)
        try await connection.run(
            """
            DELETE FROM checkin WHERE user_id = \(user) AND habit_id = \(habit) AND day = \(PostgresValues.ordinal(day))
            """, logger: logger)
        try await recordDayTotalSet(habit: habit, day: day)
    }

    /// docs/domain-rules.md §3, §8: one record per (user, habit, day), upserted; an empty record is removed.
    private mutating func saveDayRecord(_ record: DayRecord) async throws {
        try await requireHabit(record.habitID)
        let day = PostgresValues.ordinal(record.day)
        guard !record.isEmpty else {
            try await connection.run(
                "DELETE FROM day_record WHERE user_id = \(user) AND habit_id = \(record.habitID) AND day = \(day)",
                logger: logger)
            return
        }
        let difficulty = record.difficulty.map { Int64($0) }
        try await connection.run(
            """
            INSERT INTO day_record (user_id, habit_id, day, is_skipped, difficulty, note)
            VALUES (\(user), \(record.habitID), \(day), \(record.isSkipped), \(difficulty), \(record.note))
            ON CONFLICT (user_id, habit_id, day) DO UPDATE
            SET is_skipped = EXCLUDED.is_skipped, difficulty = EXCLUDED.difficulty, note = EXCLUDED.note
            """, logger: logger)
    }

    // MARK: Settings

    private func saveSettings(_ settings: UserSettings) async throws {
        let updated = try await connection.rows(
            """
            UPDATE "user" SET time_zone = \(settings.timeZoneIdentifier), day_start = \(Int64(settings.dayStartHour)),
                week_start = \(Int64(settings.weekStart.rawValue)), onboarding_completed = \(settings.onboardingCompleted),
                locale = \(settings.locale), week_start_chosen = \(settings.weekStartChosen), clock = \(settings.clock?.rawValue)
            WHERE id = \(user)
            RETURNING id
            """, logger: logger)
        guard !updated.isEmpty else { throw CadenceError(.notFound, field: "user", "user \(user) not found") }
    }

    // MARK: Ownership and limits

    /// Throws `notFound` unless the user exists: its `user_revision` row was found (and locked)
    /// when the transaction began.
    private func requireUser() throws {
        guard revision != nil else {
            throw CadenceError(.notFound, field: "user", "user \(user) not found")
        }
    }

    /// Throws `notFound` unless the habit exists and belongs to the user (docs/domain-rules.md §8).
    mutating func requireHabit(_ id: HabitID) async throws {
        if ownedHabits.contains(id) { return }
        let found = try await connection.all(PostgresHotStatements.HabitOwned(habit: id, user: user), logger: logger)
        guard !found.isEmpty else {
            throw CadenceError(.notFound, field: "habit", "habit \(id) not found")
        }
        ownedHabits.insert(id)
    }

    /// Forgets a habit shown to be owned, once it is deleted.
    mutating func forgetHabit(_ id: HabitID) {
        ownedHabits.remove(id)
    }

    /// docs/domain-rules.md §7: at most `HabitLimits.maximumActive` active habits per user.
    private func requireHabitLimit() async throws {
        let row = try await connection.first(
            "SELECT count(*) FROM habit WHERE user_id = \(user) AND NOT archived", logger: logger)
        let active = try row?.decode(Int64.self) ?? 0
        try HabitLimits.check(active: Int(clamping: active))
    }

    /// The id an `INSERT … RETURNING id` returned.
    static func insertedID(_ row: PostgresRow?) throws -> Int64 {
        guard let row else {
            throw PostgresStoreError.invalidStoredValue("an INSERT … RETURNING id returned no row")
        }
        return try row.decode(Int64.self)
    }
}
