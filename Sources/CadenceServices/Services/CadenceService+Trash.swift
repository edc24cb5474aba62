import CadenceCore
import CadenceStorage
import Foundation

/// docs/domain-rules.md "§14 Undo and the trash": a delete of a to-do, note, health
/// entry or money transaction keeps the record, whole, in the user's trash for 30 days; a
/// restore puts it back with its own id and every field, in one transaction. Entries older than
/// 30 days are forgotten by the next delete of the user.
extension CadenceService {
    /// Moves the record read at `revision` to the trash and forgets entries past 30 days; `extra`
    /// (a linked habit's re-derived days) is written in the same transaction.
    func moveToTrash(_ record: TrashedRecord, readAt revision: Int64, for user: UserID, with extra: [StoreChange] = []) async throws {
        let instant = now
        try await write(
            [
                .requireRevision(revision), .moveToTrash(record),
                .purgeTrash(before: instant.addingTimeInterval(-TrashEntry.keptFor)),
            ] + extra, for: user, at: instant)
    }

    /// Whether the user's trash holds the record of `kind` with the id `id` and it may still be
    /// restored (the web's undo toast shows only then).
    public func isInTrash(_ kind: TrashKind, id: Int64, of user: UserID) async throws -> Bool {
        try await store.trashEntry(kind, id: id, of: user)?.isRestorable(at: now) ?? false
    }

    /// Puts a deleted to-do back, with its id, history (completion, creation and change
    /// instants) and every field.
    public func restoreTodo(_ id: TodoID, for user: UserID) async throws -> Todo {
        guard case .todo(let todo) = try await restore(.todo, id: id, for: user) else { throw Self.kindMismatch(.todo, id) }
        return todo
    }

    /// Puts a deleted note back, with its id, pin and instants.
    public func restoreNote(_ id: NoteID, for user: UserID) async throws -> Note {
        guard case .note(let note) = try await restore(.note, id: id, for: user) else { throw Self.kindMismatch(.note, id) }
        return note
    }

    /// Puts a deleted health entry back, with its id, day, value, note and instant recorded.
    public func restoreHealthEntry(_ id: HealthEntryID, for user: UserID) async throws -> HealthEntry {
        guard case .healthEntry(let entry) = try await restore(.healthEntry, id: id, for: user) else {
            throw Self.kindMismatch(.healthEntry, id)
        }
        return entry
    }

    /// Puts a deleted money transaction back into its account (which must still exist), checked
    /// against the account's history like a new one (docs/domain-rules.md §12 "Money"). With
    /// `account`, only a transaction of that account is restored.
    public func restoreMoneyTransaction(
        _ id: MoneyTransactionID, in account: MoneyAccountID? = nil, for user: UserID
    ) async throws -> MoneyTransaction {
        let restored = try await restore(.moneyTransaction, id: id, for: user) { record in
            guard let account, case .moneyTransaction(let transaction) = record else { return true }
            return transaction.accountID == account
        }
        guard case .moneyTransaction(let transaction) = restored else {
            throw Self.kindMismatch(.moneyTransaction, id)
        }
        return transaction
    }

    private func restore(
        _ kind: TrashKind, id: Int64, for user: UserID, where accepted: (TrashedRecord) -> Bool = { _ in true }
    ) async throws -> TrashedRecord {
        try await decidingConsistently(for: user) {
            let revision = try await store.dataRevision(of: user)
            guard let entry = try await store.trashEntry(kind, id: id, of: user), entry.isRestorable(at: now), accepted(entry.record) else {
                throw CadenceError(
                    .notInTrash, field: "id",
                    "\(kind.noun) \(id) is not in the trash: it was not deleted, is back already, or was deleted over 30 days ago")
            }
            if case .moneyTransaction(let transaction) = entry.record {
                guard let account = try await store.moneyAccount(transaction.accountID, of: user) else {
                    throw CadenceError(.notFound, field: "account", "the account of transaction \(id) was deleted; it cannot come back")
                }
                let existing = try await store.moneyTransactions(of: user, account: account.id)
                _ = try MoneyLedger.history(of: account, transactions: existing + [transaction])
            }
            var linked: [StoreChange] = []
            if case .healthEntry(let restored) = entry.record {
                // docs/domain-rules.md "§18 Habits fed by health data": a restored
                // entry feeds its linked habits again, in the restore's transaction.
                linked = try await healthLinkChanges(type: restored.type, adding: restored, for: user)
            }
            try await write([.requireRevision(revision), .restoreFromTrash(entry.record)] + linked, for: user, at: now)
            return entry.record
        }
    }

    private static func kindMismatch(_ kind: TrashKind, _ id: Int64) -> CadenceError {
        CadenceError(.notInTrash, field: "id", "\(kind.noun) \(id) is not in the trash")
    }
}
