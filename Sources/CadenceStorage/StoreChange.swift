import CadenceCore
import Foundation

/// One write inside a `CadenceStore.apply` transaction.
public enum StoreChange: Sendable, Hashable {
    /// Inserts a habit (its `id` is ignored; the assigned id is returned). Reminders are stored with it.
    case insertHabit(Habit)
    /// Replaces a habit's definition and reminders; `updatedAt` is set to the apply instant.
    case updateHabit(Habit)
    /// Deletes a habit with its check-ins, day records and reminders (docs/domain-rules.md §2, cascade).
    case deleteHabit(HabitID)
    /// Sets the habits' sort orders to their positions in this list (0, 1, 2, …).
    case setHabitOrder([HabitID])
    /// Inserts a category (its `id` is ignored; the assigned id is returned).
    case insertCategory(Category)
    /// Renames or re-sorts a category.
    case updateCategory(Category)
    /// Deletes a user category; its habits become uncategorized (docs/domain-rules.md §2).
    case deleteCategory(CategoryID)
    /// Sets the categories' sort orders to their positions in this list.
    case setCategoryOrder([CategoryID])
    /// Inserts a check-in (its `id` is ignored; the assigned id is returned).
    case insertCheckIn(CheckIn)
    /// Deletes one check-in.
    case deleteCheckIn(CheckInID)
    /// Deletes every check-in of a habit on a day, and records the apply instant as the last set of
    /// that day's total (docs/sync.md, `CadenceStore.dayTotalSets`).
    case deleteCheckIns(habit: HabitID, day: Day)
    /// Inserts or replaces the day record of (habit, day); an empty record is removed.
    case saveDayRecord(DayRecord)
    /// Replaces the user's settings.
    case saveSettings(UserSettings)
    /// docs/domain-rules.md §6: records that a day is perfect and awarded. At most one award per user and
    /// day is enforced by the store (a second one is a conflict).
    case awardPerfectDay(Day)
    /// docs/domain-rules.md §6: removes a day's perfect-day award (its reversal is a separate ledger entry).
    case revokePerfectDay(Day)
    /// docs/domain-rules.md §6: appends an entry to the XP ledger (its `id` is ignored; the assigned id is returned).
    case appendXP(XPTransaction)
    /// docs/domain-rules.md §6: unlocks an achievement once; unlocking it again is a conflict.
    case unlockAchievement(AchievementUnlock)
    /// Logs an import (its `id` is ignored; the assigned id is returned).
    case recordImport(ImportRecord)
    /// Imports: inserts a habit with its check-ins and day records, which get the new habit's id;
    /// the habit keeps its `createdAt`/`updatedAt` and may name its category (see `HabitWithHistory`).
    /// Only the new habit's id is returned. Counts toward the active-habit limit like `.insertHabit`.
    case insertHabitWithHistory(HabitWithHistory)
    /// docs/domain-rules.md §6 "Concurrent changes": refuses the whole batch with
    /// `concurrentChange` unless the user's data revision is still this one — the revision the
    /// service read its facts at. Put first in a batch (the batch's own writes raise the
    /// revision). A service that decides awards, reversals or unlocks from what it read sends
    /// it, so no two writers can both decide on the same stale facts.
    case requireRevision(Int64)
    /// docs/domain-rules.md §3 "Client ids": records that the client request `clientID` made the
    /// check-ins inserted before it in this batch, for `habit`. A second record of the same id
    /// fails the batch with `concurrentChange` (the service then finds the first).
    case recordClientRequest(clientID: String, habit: HabitID)
    /// docs/domain-rules.md §5 "Stored derived state": stores a habit's fold, replacing the one
    /// stored. Derived state never raises the data revision.
    case saveHabitFold(HabitID, HabitFold)
    /// docs/domain-rules.md §6 "Stored derived state": replaces the user's stored day verdicts
    /// from `from` on (all of them when `from` is `nil`) and moves `through`. Refused with
    /// `concurrentChange` when `from` is not `nil` and is after the stored `through` (the stored
    /// verdicts were cut back meanwhile). Never raises the data revision.
    case saveDayVerdicts(StoredVerdicts)

    // MARK: Sync (docs/sync.md; docs/schema.md "v11-sync")

    /// docs/sync.md: inserts or replaces the user's record (space, key) with `value` and a new sequence.
    case saveSyncRecord(space: String, key: String, value: String)
    /// docs/sync.md: saves (space, key) with the decimal id returned by the `insertedIndex`-th insert of this batch
    /// (0-based, counting only changes that return an id, as `apply` returns them). Out of range: the batch fails.
    case linkSyncRecord(space: String, key: String, insertedIndex: Int)
    /// docs/sync.md: deletes the user's records of `space` with these keys (all of the space when nil).
    case deleteSyncRecords(space: String, keys: [String]?)

    // MARK: Life OS (docs/domain-rules.md §12)

    /// A health entry of the user (its id is ignored; the new id is returned).
    case insertHealthEntry(HealthEntry)
    /// Replaces one of the user's health entries: its type, day, value and note (`notFound`
    /// when it is not theirs; `createdAt` stays).
    case updateHealthEntry(HealthEntry)
    /// Deletes one of the user's health entries (`notFound` when it is not theirs).
    case deleteHealthEntry(HealthEntryID)
    /// A to-do of the user (its id is ignored; the new id is returned).
    case insertTodo(Todo)
    /// Replaces one of the user's to-dos (`notFound` when it is not theirs); `updatedAt` is set
    /// to the apply instant.
    case updateTodo(Todo)
    /// Deletes one of the user's to-dos (`notFound` when it is not theirs).
    case deleteTodo(TodoID)
    /// A note of the user (its id is ignored; the new id is returned).
    case insertNote(Note)
    /// Replaces one of the user's notes (`notFound` when it is not theirs); `updatedAt` is set to
    /// the apply instant.
    case updateNote(Note)
    /// Deletes one of the user's notes (`notFound` when it is not theirs).
    case deleteNote(NoteID)
    /// A money account of the user (its id is ignored; the new id is returned). Its name is
    /// unique among the user's accounts (`nameDuplicate`); a user holds at most
    /// `MoneyAccount.maximumCount` (`accountLimitReached`).
    case insertMoneyAccount(MoneyAccount)
    /// Renames, re-types or changes the opening balance of one of the user's accounts
    /// (`notFound` when it is not theirs); `updatedAt` is set to the apply instant.
    case updateMoneyAccount(MoneyAccount)
    /// Deletes one of the user's accounts with its transactions.
    case deleteMoneyAccount(MoneyAccountID)
    /// A transaction in one of the user's accounts (`notFound` when the account is not theirs;
    /// its id is ignored, the new id is returned).
    case insertMoneyTransaction(MoneyTransaction)
    /// Deletes one transaction of the user's (`notFound` when it is not theirs).
    case deleteMoneyTransaction(MoneyTransactionID)
    /// docs/domain-rules.md §12 "Money": replaces one transaction's account, day, amount, note and
    /// category (`notFound` when it or the account named is not the user's); `createdAt` stays.
    case updateMoneyTransaction(MoneyTransaction)

    // MARK: The trash (docs/domain-rules.md "§14 Undo and the trash"; docs/schema.md "v12-trash")

    /// Deletes the live record (`notFound` when it is not the user's) and keeps it, whole, in the
    /// user's trash with the apply instant, replacing an older trash entry of the same record.
    case moveToTrash(TrashedRecord)
    /// Puts a trashed record back with its own id and every stored field, and removes it from the
    /// trash (`notFound` when the trash holds no such record of the user; `conflict` when a live
    /// record has its id).
    case restoreFromTrash(TrashedRecord)
    /// Forgets the user's trash entries deleted before the instant.
    case purgeTrash(before: Date)
    /// Imports: an account with its transactions, which get the new account's id; the account
    /// keeps its `createdAt`/`updatedAt`. Only the account's id is returned.
    case insertMoneyAccountWithHistory(MoneyAccount, [MoneyTransaction])
    /// docs/domain-rules.md "§19 Routines": adds a routine (its id is ignored; the
    /// assigned one is returned; `createdAt` and `updatedAt` are kept).
    case insertRoutine(Routine)
    /// Replaces a routine's name, habits and time; `updatedAt` becomes the apply instant.
    case updateRoutine(Routine)
    /// Deletes a routine (its habits stay).
    case deleteRoutine(RoutineID)
    /// Imports (docs/import-export.md "Routines"): adds a routine whose habits are, in order, the
    /// user's habits or habits this batch inserts — each slot an id, or the position in the batch
    /// of the `.insertHabitWithHistory` that made it. The routine's `habitIDs` are ignored; the
    /// assigned id is returned. A slot naming no habit insert of the batch fails the batch.
    case insertRoutineOfBatch(Routine, habits: [RoutineHabitSlot])
    /// docs/domain-rules.md "§21 Outgoing events (webhooks)": queues one message
    /// for one of the user's endpoints in this batch's transaction (the transactional outbox);
    /// returns no id. An endpoint that is not the user's, or disabled, queues nothing.
    case enqueueWebhookMessage(WebhookMessageDraft)
    /// docs/domain-rules.md "§26 Challenges": makes or joins a challenge with a
    /// habit of the user (or of this batch); `.create` returns the challenge's id.
    case challenge(ChallengeChange)
    /// docs/domain-rules.md "§27 Nudges and partner news": queues news for another person, due at
    /// its `createdAt`, in this batch's transaction; returns no id. Nothing is queued unless the
    /// receiver is the user's partner or in a challenge with them.
    case enqueuePartnerNews(PartnerNews)
}

/// One habit of a routine written by an import (`StoreChange.insertRoutineOfBatch`).
public enum RoutineHabitSlot: Sendable, Hashable {
    /// A habit the user already has.
    case existing(HabitID)
    /// The habit inserted by the change at this position (0-based) of the same batch.
    case insertedAt(Int)

    /// The habit ids of `slots`, given the ids the batch's changes returned by position.
    public static func resolve(_ slots: [RoutineHabitSlot], insertedByPosition: [Int: Int64]) throws(CadenceError) -> [HabitID] {
        try slots.map { slot throws(CadenceError) in
            switch slot {
            case .existing(let id): return id
            case .insertedAt(let position):
                guard let id = insertedByPosition[position] else {
                    throw CadenceError(.notFound, field: "habits", "no habit is inserted at position \(position) of the batch")
                }
                return id
            }
        }
    }
}
