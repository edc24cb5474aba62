import CadenceCore

/// The storage contract's reads for the Life OS areas beside habits (docs/domain-rules.md
/// §12): every backend implements them, scoped to one user like every other read
/// (docs/domain-rules.md §8). Writes go through `CadenceStore.apply(_:for:at:)` as
/// `StoreChange`s, one transaction per call.
public protocol LifeStore: Sendable {
    /// The user's health entries, optionally of one type and inside `[from, through]`, ordered
    /// by day, then the instant recorded, then id.
    func healthEntries(of user: UserID, type: HealthType?, from: Day?, through: Day?) async throws -> [HealthEntry]

    /// Every to-do of the user, open and completed, by id.
    func todos(of user: UserID) async throws -> [Todo]

    /// One to-do, or `nil` when it does not exist or is another user's.
    func todo(_ id: TodoID, of user: UserID) async throws -> Todo?

    /// Every note of the user: pinned ones first, then the most recently changed.
    func notes(of user: UserID) async throws -> [Note]

    /// One note, or `nil` when it does not exist or is another user's.
    func note(_ id: NoteID, of user: UserID) async throws -> Note?

    /// docs/domain-rules.md §12 "Notes": the user's notes whose title or content holds every one
    /// of `words` in some form (the database's own full-text engine: case-insensitive, word
    /// forms), best first, at most `limit`, each with a highlighted snippet.
    func searchNotes(of user: UserID, words: [String], limit: Int) async throws -> [NoteSearchHit]

    /// docs/domain-rules.md §12 "Money": the user's money accounts, by name (folded).
    func moneyAccounts(of user: UserID) async throws -> [MoneyAccount]

    /// One money account, or `nil` when it does not exist or is another user's.
    func moneyAccount(_ id: MoneyAccountID, of user: UserID) async throws -> MoneyAccount?

    /// The user's transactions — of one account when `account` is given — in history order
    /// (day, the instant recorded, id).
    func moneyTransactions(of user: UserID, account: MoneyAccountID?) async throws -> [MoneyTransaction]

    /// docs/domain-rules.md "§14 Undo and the trash": the user's trashed record of
    /// `kind` with the id `id`, or `nil` (none, another user's, or purged).
    func trashEntry(_ kind: TrashKind, id: Int64, of user: UserID) async throws -> TrashEntry?

    /// docs/domain-rules.md §12 "Dashboard": every area's facts the dashboard shows, in one read
    /// of the store (SQLite: one read transaction); each list as its own read above gives it.
    func lifeAreaFacts(of user: UserID) async throws -> LifeAreaFacts

    /// docs/domain-rules.md "§19 Routines": the user's routines, by id; a routine's
    /// habits are those of its stored list that still exist, in its order.
    func routines(of user: UserID) async throws -> [Routine]
}
