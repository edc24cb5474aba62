import CadenceCore
import CadenceStorage
import Foundation
import GRDB

// MARK: - The trash (docs/domain-rules.md "§14 Undo and the trash"; docs/schema.md "v12-trash")

extension SQLiteStore {
    public func trashEntry(_ kind: TrashKind, id: Int64, of user: UserID) async throws -> TrashEntry? {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT payload, deleted_at FROM trash WHERE user_id = ? AND kind = ? AND record_id = ?")
            guard let row = try Row.fetchOne(statement, arguments: [user, kind.rawValue, id]) else { return nil }
            let record = try TrashedRecord(kind: kind, id: id, payload: try row.decode(String.self, atIndex: 0))
            return TrashEntry(record: record, deletedAt: StoredInstant.date(try row.decode(Int64.self, atIndex: 1)))
        }
    }
}

extension ChangeWriter {
    /// Deletes the live record (each kind's own delete: `notFound` when not the user's) and keeps
    /// it in the trash, replacing an older entry of the same record.
    mutating func moveToTrash(_ record: TrashedRecord) throws {
        switch record {
        case .todo(let todo): try deleteTodo(todo.id)
        case .note(let note): try deleteNote(note.id)
        case .healthEntry(let entry): try deleteHealthEntry(entry.id)
        case .moneyTransaction(let transaction): try deleteMoneyTransaction(transaction.id)
        }
        try db.cachedStatement(
            sql: "INSERT OR REPLACE INTO trash (user_id, kind, record_id, payload, deleted_at) VALUES (?, ?, ?, ?, ?)"
        ).execute(arguments: [user, record.kind.rawValue, record.recordID, try record.payload(), instant])
    }

    /// Removes the record from the trash and inserts it with its own id and every field.
    mutating func restoreFromTrash(_ record: TrashedRecord) throws {
        let kind = record.kind
        try db.cachedStatement(sql: "DELETE FROM trash WHERE user_id = ? AND kind = ? AND record_id = ?")
            .execute(arguments: [user, kind.rawValue, record.recordID])
        guard db.changesCount > 0 else {
            throw CadenceError(.notInTrash, field: "id", "\(kind.noun) \(record.recordID) is not in the trash")
        }
        let live = try db.cachedStatement(sql: "SELECT 1 FROM \(kind.rawValue) WHERE id = ?")
        guard try Int.fetchOne(live, arguments: [record.recordID]) == nil else {
            throw CadenceError(.notInTrash, field: "id", "\(kind.noun) \(record.recordID) is back already")
        }
        switch record {
        case .todo(let todo):
            try db.cachedStatement(
                sql: """
                    INSERT INTO todo (id, user_id, title, due, priority, notes, repeat_rule, completed_at, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [todo.id, user] + TodoRecord.arguments(todo, updatedAt: StoredInstant.milliseconds(todo.updatedAt)))
        case .note(let note):
            try db.cachedStatement(
                sql: "INSERT INTO note (id, user_id, title, content, pinned, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)"
            ).execute(arguments: [
                note.id, user, note.title, note.content, note.isPinned, StoredInstant.milliseconds(note.createdAt),
                StoredInstant.milliseconds(note.updatedAt),
            ])
        case .healthEntry(let entry):
            // docs/domain-rules.md §12 "Health": the entry keeps its client id unless a later
            // entry holds it (a repeat sent while this one was in the trash).
            try db.cachedStatement(
                sql: """
                    INSERT INTO health_entry (id, user_id, type, day, value, note, created_at, client_id)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7,
                        (SELECT ?8 WHERE NOT EXISTS (SELECT 1 FROM health_entry WHERE user_id = ?2 AND client_id = ?8)))
                    """
            ).execute(arguments: [
                entry.id, user, entry.type.rawValue, entry.day.ordinal, entry.value, entry.note,
                StoredInstant.milliseconds(entry.createdAt), entry.clientID,
            ])
        case .moneyTransaction(let transaction):
            try requireMoneyAccount(transaction.accountID)
            try db.cachedStatement(
                sql: """
                    INSERT INTO money_transaction (id, user_id, account_id, day, amount_minor, note, category, created_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """
            ).execute(arguments: [
                transaction.id, user, transaction.accountID, transaction.day.ordinal, transaction.amountMinorUnits,
                transaction.note, transaction.category, StoredInstant.milliseconds(transaction.createdAt),
            ])
        }
    }

    /// Forgets the user's trash entries deleted before `instant`.
    func purgeTrash(before instant: Date) throws {
        try db.cachedStatement(sql: "DELETE FROM trash WHERE user_id = ? AND deleted_at < ?")
            .execute(arguments: [user, StoredInstant.milliseconds(instant)])
    }

    /// docs/domain-rules.md §12 "Money": replaces a transaction's fields but `createdAt`.
    func updateMoneyTransaction(_ transaction: MoneyTransaction) throws {
        try requireMoneyAccount(transaction.accountID)
        try db.cachedStatement(
            sql: """
                UPDATE money_transaction SET account_id = ?, day = ?, amount_minor = ?, note = ?, category = ?
                WHERE id = ? AND user_id = ?
                """
        ).execute(arguments: [
            transaction.accountID, transaction.day.ordinal, transaction.amountMinorUnits, transaction.note, transaction.category,
            transaction.id, user,
        ])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "id", "transaction \(transaction.id) not found") }
    }

    private func requireMoneyAccount(_ id: MoneyAccountID) throws {
        let owner = try db.cachedStatement(sql: "SELECT 1 FROM money_account WHERE id = ? AND user_id = ?")
        guard try Int.fetchOne(owner, arguments: [id, user]) != nil else {
            throw CadenceError(.notFound, field: "account", "account \(id) not found")
        }
    }
}
