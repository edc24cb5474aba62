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
}
