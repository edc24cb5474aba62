import CadenceCore
import CadenceStorage
import Foundation
import PostgresNIO

// MARK: - The trash (docs/domain-rules.md "§14 Undo and the trash"; docs/schema.md "v12-trash")

extension PostgresStore {
    public func trashEntry(_ kind: TrashKind, id: Int64, of user: UserID) async throws -> TrashEntry? {
        try await database.read { connection in
            guard
                let row = try await connection.first(
                    """
                    SELECT payload, deleted_at FROM trash WHERE user_id = \(user) AND kind = \(kind.rawValue) AND record_id = \(id)
                    """, logger: logger)
            else { return nil }
            let (payload, deletedAt) = try row.decode((String, Int64).self)
            return TrashEntry(record: try TrashedRecord(kind: kind, id: id, payload: payload), deletedAt: PostgresValues.date(deletedAt))
        }
    }
}

extension PostgresChangeWriter {
    /// Deletes the live record (each kind's own delete: `notFound` when not the user's) and keeps
    /// it in the trash, replacing an older entry of the same record.
    func moveToTrash(_ record: TrashedRecord) async throws {
        switch record {
        case .todo(let todo): try await deleteTodo(todo.id)
        case .note(let note): try await deleteNote(note.id)
        case .healthEntry(let entry): try await deleteHealthEntry(entry.id)
        case .moneyTransaction(let transaction): try await deleteMoneyTransaction(transaction.id)
        }
        try await connection.run(
            """
            INSERT INTO trash (user_id, kind, record_id, payload, deleted_at)
            VALUES (\(user), \(record.kind.rawValue), \(record.recordID), \(try record.payload()), \(instant))
            ON CONFLICT (user_id, kind, record_id) DO UPDATE SET payload = excluded.payload, deleted_at = excluded.deleted_at
            """, logger: logger)
    }

    /// Removes the record from the trash and inserts it with its own id and every field.
    func restoreFromTrash(_ record: TrashedRecord) async throws {
        let kind = record.kind
        let removed = try await lifeAreaChange(
            """
            DELETE FROM trash WHERE user_id = \(user) AND kind = \(kind.rawValue) AND record_id = \(record.recordID)
            RETURNING record_id
            """)
        guard removed else {
            throw CadenceError(.notInTrash, field: "id", "\(kind.noun) \(record.recordID) is not in the trash")
        }
        let live = try await connection.first(
            PostgresQuery(unsafeSQL: "SELECT 1 FROM \(kind.rawValue) WHERE id = $1", binds: Self.binds(record.recordID)),
            logger: logger)
        guard live == nil else {
            throw CadenceError(.notInTrash, field: "id", "\(kind.noun) \(record.recordID) is back already")
        }
        switch record {
        case .todo(let todo):
            try await connection.run(
                """
                INSERT INTO todo (id, user_id, title, due, priority, notes, repeat_rule, completed_at, created_at, updated_at)
                VALUES (\(todo.id), \(user), \(todo.title), \(todo.due.map(PostgresValues.ordinal)), \(todo.priority.rawValue),
                    \(todo.notes), \(todo.repeatRule?.text), \(todo.completedAt.map(PostgresValues.milliseconds)),
                    \(PostgresValues.milliseconds(todo.createdAt)), \(PostgresValues.milliseconds(todo.updatedAt)))
                """, logger: logger)
        case .note(let note):
            try await connection.run(
                """
                INSERT INTO note (id, user_id, title, content, pinned, created_at, updated_at)
                VALUES (\(note.id), \(user), \(note.title), \(note.content), \(note.isPinned),
                    \(PostgresValues.milliseconds(note.createdAt)), \(PostgresValues.milliseconds(note.updatedAt)))
                """, logger: logger)
        case .healthEntry(let entry):
            // docs/domain-rules.md §12 "Health": the client id comes back unless a later entry holds it.
            try await connection.run(
                """
                INSERT INTO health_entry (id, user_id, type, day, value, note, created_at, client_id)
                VALUES (\(entry.id), \(user), \(entry.type.rawValue), \(PostgresValues.ordinal(entry.day)), \(entry.value),
                    \(entry.note), \(PostgresValues.milliseconds(entry.createdAt)),
                    (SELECT \(entry.clientID)::text WHERE NOT EXISTS (
                        SELECT 1 FROM health_entry WHERE user_id = \(user) AND client_id = \(entry.clientID))))
                """, logger: logger)
        case .moneyTransaction(let transaction):
            try await requireMoneyAccount(transaction.accountID)
            try await connection.run(
                """
                INSERT INTO money_transaction (id, user_id, account_id, day, amount_minor, note, category, created_at)
                VALUES (\(transaction.id), \(user), \(transaction.accountID), \(PostgresValues.ordinal(transaction.day)),
                    \(transaction.amountMinorUnits), \(transaction.note), \(transaction.category),
                    \(PostgresValues.milliseconds(transaction.createdAt)))
                """, logger: logger)
        }
    }

    /// Forgets the user's trash entries deleted before `instant`.
    func purgeTrash(before instant: Date) async throws {
        try await connection.run(
            "DELETE FROM trash WHERE user_id = \(user) AND deleted_at < \(PostgresValues.milliseconds(instant))", logger: logger)
    }

    /// docs/domain-rules.md §12 "Money": replaces a transaction's fields but `createdAt`.
    func updateMoneyTransaction(_ transaction: MoneyTransaction) async throws {
        try await requireMoneyAccount(transaction.accountID)
        let changed = try await lifeAreaChange(
            """
            UPDATE money_transaction SET account_id = \(transaction.accountID), day = \(PostgresValues.ordinal(transaction.day)),
                amount_minor = \(transaction.amountMinorUnits), note = \(transaction.note), category = \(transaction.category)
            WHERE id = \(transaction.id) AND user_id = \(user) RETURNING id
            """)
        guard changed else { throw CadenceError(.notFound, field: "id", "transaction \(transaction.id) not found") }
    }

    private func requireMoneyAccount(_ id: MoneyAccountID) async throws {
        let owner = try await connection.first("SELECT 1 FROM money_account WHERE id = \(id) AND user_id = \(user)", logger: logger)
        guard owner != nil else { throw CadenceError(.notFound, field: "account", "account \(id) not found") }
    }

    private static func binds(_ id: Int64) -> PostgresBindings {
        var binds = PostgresBindings()
        binds.append(id)
        return binds
    }
}
