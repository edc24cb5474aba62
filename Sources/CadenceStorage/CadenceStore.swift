import CadenceCore
import Foundation

/// The storage contract: stored facts in, stored facts out, every call scoped to one user.
///
/// docs/domain-rules.md §8: every row belongs to a user and no call can reach another user's data —
/// an id owned by another user behaves exactly like an id that does not exist.
/// docs/architecture.md: the SQLite and PostgreSQL backends implement this protocol and run the
/// same conformance suite. Reads return facts; answers (streaks, rates) are derived by
/// CadenceCore. Writes go through `apply`, which runs a batch of changes as one transaction.
public protocol CadenceStore: LifeStore, ReminderStore, CalendarFeedStore, NotificationStore, PushStore, WebhookStore, PartnerStore,
    ChallengeStore, PartnerNewsStore, Sendable
{
    // MARK: Users

    /// Creates a user and seeds its four preset categories (docs/domain-rules.md §2), in one transaction.
    func createUser(name: String, settings: UserSettings, at instant: Date) async throws -> UserID
    /// All users, ordered by id.
    func users() async throws -> [User]

    // MARK: Reads (all scoped to `user`)

    /// The user's settings; throws `notFound` for an unknown user.
    func settings(of user: UserID) async throws -> UserSettings
    /// Habits ordered by sort order then id; archived ones only when asked.
    func habits(of user: UserID, includeArchived: Bool) async throws -> [Habit]
    /// One habit, or `nil` when it does not exist or belongs to another user.
    func habit(_ id: HabitID, of user: UserID) async throws -> Habit?
    /// Categories ordered by sort order then id.
    func categories(of user: UserID) async throws -> [Category]
    /// Check-ins ordered by day, instant, id; optionally one habit and an inclusive day range.
    func checkIns(of user: UserID, habit: HabitID?, from: Day?, through: Day?) async throws -> [CheckIn]
    /// One check-in, or `nil` when it does not exist or belongs to another user.
    func checkIn(_ id: CheckInID, of user: UserID) async throws -> CheckIn?
    /// The latest instant (`at`) among the user's check-ins of an inclusive day range, any habit,
    /// archived ones included; `nil` when there is none. One aggregate read, no rows decoded
    /// (docs/domain-rules.md §12 "Dashboard": the habits card's last change).
    func latestCheckInInstant(of user: UserID, from: Day?, through: Day?) async throws -> Date?
    /// Per habit and day, the sum and count of check-ins; `habits == nil` means all the
    /// user's habits. Ordered by habit, then day.
    func dayTotals(of user: UserID, habits: [HabitID]?, from: Day?, through: Day?) async throws -> [DayTotal]
    /// Day records (skip, difficulty, note), ordered by habit, then day.
    func dayRecords(of user: UserID, habits: [HabitID]?, from: Day?, through: Day?) async throws -> [DayRecord]

    // MARK: Progress and imports (docs/domain-rules.md §6)

    /// The days awarded as perfect, ascending, optionally within an inclusive range.
    func perfectDayAwards(of user: UserID, from: Day?, through: Day?) async throws -> [Day]
    /// The XP ledger, newest first; at most `limit` entries when given.
    func xpTransactions(of user: UserID, limit: Int?) async throws -> [XPTransaction]
    /// docs/domain-rules.md §6: the sum of the user's XP ledger.
    func xpTotal(of user: UserID) async throws -> Int
    /// The achievements the user has unlocked, in unlock order.
    func unlockedAchievements(of user: UserID) async throws -> [AchievementUnlock]
    /// How many check-ins the user has recorded.
    func checkInCount(of user: UserID) async throws -> Int
    /// The user's import log, newest first.
    func imports(of user: UserID) async throws -> [ImportRecord]
    /// The settings, one habit, its day totals and day records from `from` through `through`,
    /// and the unlocked achievements, read in one access; `nil` when the habit is not the user's.
    func habitDayFacts(of user: UserID, habit: HabitID, from: Day, through: Day) async throws -> HabitDayFacts?
    /// docs/domain-rules.md §5 "Stored derived state": the stored folds of the user's habits (a
    /// habit without one has none stored: its answers are derived from its whole history).
    func habitFolds(of user: UserID) async throws -> [HabitID: HabitFold]
    /// docs/domain-rules.md §6 "Stored derived state": the user's stored day verdicts; `nil` when
    /// none are stored.
    func storedVerdicts(of user: UserID) async throws -> StoredVerdicts?
    /// A number that grows whenever any stored fact of the user changes, whoever writes it;
    /// 0 for an unknown user. A batch that starts with `.requireRevision(r)` is applied only
    /// while it still reads `r` (docs/domain-rules.md §6 "Concurrent changes").
    func dataRevision(of user: UserID) async throws -> Int64
    /// docs/domain-rules.md §3 "Client ids": the habit and check-in ids a client request with
    /// this id recorded for the user, `nil` when there was none.
    func clientRequest(_ clientID: String, of user: UserID) async throws -> (habit: HabitID, checkIns: [CheckInID])?

    // MARK: Sync (docs/sync.md; docs/schema.md "v11-sync")

    /// All of the user's records in `space`, ordered by key.
    func syncRecords(of user: UserID, space: String) async throws -> [SyncRecord]
    /// The user's records in `space` among `keys` (any number; keys not held are absent), ordered by key — what
    /// joining a page of entries reads (docs/sync.md "Cost").
    func syncRecords(of user: UserID, space: String, keys: [String]) async throws -> [SyncRecord]
    /// The user's records in any of `spaces` with a sequence after `sequence`, ascending by sequence, at most `limit`.
    func syncRecords(of user: UserID, spaces: [String], after sequence: Int64, limit: Int) async throws -> [SyncRecord]
    /// For each of `keys` held in `space` by some user, that user (keys nobody holds are absent).
    func syncRecordOwners(space: String, keys: [String]) async throws -> [String: UserID]
    /// Every recorded set of a day's total of the user.
    func dayTotalSets(of user: UserID) async throws -> [DayTotalSet]

    // MARK: Writes

    /// Applies the changes in order as one transaction: all of them or none.
    ///
    /// Throws `CadenceError` `.notFound` when a change names a habit, category or check-in the
    /// user does not own; `.nameDuplicate` when a habit name collides (case-insensitively)
    /// with another active habit of the user, or a category name with another category;
    /// `.concurrentChange` when the batch's `.requireRevision` no longer holds;
    /// `.habitLimitReached` when the user would have more than `HabitLimits.maximumActive`
    /// active habits; `.presetCategoryLocked` when deleting a preset category. Returns the
    /// ids assigned to inserted rows, in the order of the insert changes.
    @discardableResult
    func apply(_ changes: [StoreChange], for user: UserID, at instant: Date) async throws -> [Int64]

    /// docs/domain-rules.md §6 "One write": inside one write transaction, reads what
    /// `habitDayFacts` reads (`nil` when the habit is not the user's) with its `reach`, calls `decide` with it
    /// and applies the changes it decides, as `apply` would, in that same transaction — no
    /// other writer of the user can come between the read and the write, so no revision guard
    /// is needed. Returns the decision's value with the ids `apply` returns; `nil` when `decide`
    /// answered `.needsMoreFacts` (nothing written). An error thrown by `decide` writes nothing.
    func decideInOneWrite<Value: Sendable>(
        for user: UserID, habit: HabitID, from: Day, through: Day, at instant: Date,
        _ decide: @escaping @Sendable (HabitDayFacts?) throws -> HabitDayDecision<Value>
    ) async throws -> (value: Value, ids: [Int64])?
}
