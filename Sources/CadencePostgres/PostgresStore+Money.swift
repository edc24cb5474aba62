import CadenceCore
import CadenceStorage
import PostgresNIO

// MARK: - Money reads (docs/domain-rules.md §12 "Money")

extension PostgresStore {
    /// The user's money accounts, by folded name, then id.
    public func moneyAccounts(of user: UserID) async throws -> [MoneyAccount] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresMoneyRecord.accountColumns) FROM money_account
                WHERE user_id = \(user) ORDER BY name_key, id
                """, logger: logger
            ).map(PostgresMoneyRecord.account)
        }
    }

    /// One money account, or `nil` when it does not exist or is another user's
    /// (docs/domain-rules.md §8).
    public func moneyAccount(_ id: MoneyAccountID, of user: UserID) async throws -> MoneyAccount? {
        try await database.read { connection in
            try await connection.first(
                """
                SELECT \(unescaped: PostgresMoneyRecord.accountColumns) FROM money_account
                WHERE id = \(id) AND user_id = \(user)
                """, logger: logger
            ).map(PostgresMoneyRecord.account)
        }
    }

    /// The user's transactions, of one account when `account` is given, in history order (day,
    /// the instant recorded, id).
    public func moneyTransactions(of user: UserID, account: MoneyAccountID?) async throws -> [MoneyTransaction] {
        try await database.read { connection in
            try await connection.rows(
                """
                SELECT \(unescaped: PostgresMoneyRecord.transactionColumns) FROM money_transaction
                WHERE user_id = \(user) AND (\(account)::bigint IS NULL OR account_id = \(account))
                ORDER BY day, created_at, id
                """, logger: logger
            ).map(PostgresMoneyRecord.transaction)
        }
    }
}

// MARK: - Money writes, inside `PostgresChangeWriter`'s transaction

extension PostgresChangeWriter {
    /// docs/domain-rules.md §12 "Money": opens an account — refused with `accountLimitReached`
    /// once the user holds `MoneyAccount.maximumCount` — then records `transactions` in it (an
    /// import's history; their `accountID` is replaced by the new account's id).
    func insertMoneyAccount(_ account: MoneyAccount, transactions: [MoneyTransaction] = []) async throws -> Int64 {
        let count =
            try await connection.first(
                "SELECT count(*) FROM money_account WHERE user_id = \(user)", logger: logger
            )?.decode(Int64.self) ?? 0
        guard count < Int64(MoneyAccount.maximumCount) else {
            throw CadenceError(
                .accountLimitReached, "a user can hold at most \(MoneyAccount.maximumCount) money accounts; delete one first")
        }
        let id = try await lifeAreaInsert(
            """
            INSERT INTO money_account (user_id, name, name_key, currency, type, opening_minor, created_at, updated_at)
            VALUES (\(user), \(account.name), \(PostgresValues.nameKey(account.name)), \(account.currency.code),
                \(account.type.rawValue), \(account.openingMinorUnits), \(PostgresValues.milliseconds(account.createdAt)),
                \(PostgresValues.milliseconds(account.updatedAt)))
            RETURNING id
            """, into: "money_account")
        for var transaction in transactions {
            transaction.accountID = id
            _ = try await insertMoneyTransaction(transaction)
        }
        return id
    }

    /// Stores the account's name, currency, type and opening balance; `updated_at` becomes the
    /// apply instant.
    func updateMoneyAccount(_ account: MoneyAccount) async throws {
        let changed = try await lifeAreaChange(
            """
            UPDATE money_account SET name = \(account.name), name_key = \(PostgresValues.nameKey(account.name)),
                currency = \(account.currency.code), type = \(account.type.rawValue),
                opening_minor = \(account.openingMinorUnits), updated_at = \(instant)
            WHERE id = \(account.id) AND user_id = \(user) RETURNING id
            """)
        guard changed else { throw CadenceError(.notFound, field: "id", "account \(account.id) not found") }
    }

    /// Deletes an account; its transactions go with it (the foreign key cascades).
    func deleteMoneyAccount(_ id: MoneyAccountID) async throws {
        let changed = try await lifeAreaChange(
            "DELETE FROM money_account WHERE id = \(id) AND user_id = \(user) RETURNING id")
        guard changed else { throw CadenceError(.notFound, field: "id", "account \(id) not found") }
    }

    /// Records a transaction in one of the user's accounts; another user's account, or none,
    /// is `notFound` on the `account` field (docs/domain-rules.md §8).
    func insertMoneyTransaction(_ transaction: MoneyTransaction) async throws -> Int64 {
        let owner = try await connection.first(
            "SELECT 1 FROM money_account WHERE id = \(transaction.accountID) AND user_id = \(user)", logger: logger)
        guard owner != nil else {
            throw CadenceError(.notFound, field: "account", "account \(transaction.accountID) not found")
        }
        return try await lifeAreaInsert(
            """
            INSERT INTO money_transaction (user_id, account_id, day, amount_minor, note, category, created_at)
            VALUES (\(user), \(transaction.accountID), \(PostgresValues.ordinal(transaction.day)),
                \(transaction.amountMinorUnits), \(transaction.note), \(transaction.category),
                \(PostgresValues.milliseconds(transaction.createdAt)))
            RETURNING id
            """, into: "money_transaction")
    }

    /// Deletes one of the user's transactions; another user's, or none, is `notFound`.
    func deleteMoneyTransaction(_ id: MoneyTransactionID) async throws {
        let changed = try await lifeAreaChange(
            "DELETE FROM money_transaction WHERE id = \(id) AND user_id = \(user) RETURNING id")
        guard changed else { throw CadenceError(.notFound, field: "id", "transaction \(id) not found") }
    }
}
