import CadenceCore
import CadenceStorage
import GRDB

// MARK: - Money reads (docs/domain-rules.md §12 "Money")

extension SQLiteStore {
    public func moneyAccounts(of user: UserID) async throws -> [MoneyAccount] {
        try await databaseWriter.read { db in try Self.moneyAccounts(db, user: user) }
    }

    static func moneyAccounts(_ db: Database, user: UserID) throws -> [MoneyAccount] {
        let statement = try db.cachedStatement(
            sql: "SELECT \(MoneyRecord.accountColumns) FROM money_account WHERE user_id = ? ORDER BY name_key, id")
        return try Row.fetchAll(statement, arguments: [user]).map(MoneyRecord.account)
    }

    public func moneyAccount(_ id: MoneyAccountID, of user: UserID) async throws -> MoneyAccount? {
        try await databaseWriter.read { db in
            let statement = try db.cachedStatement(
                sql: "SELECT \(MoneyRecord.accountColumns) FROM money_account WHERE id = ? AND user_id = ?")
            return try Row.fetchOne(statement, arguments: [id, user]).map(MoneyRecord.account)
        }
    }

    public func moneyTransactions(of user: UserID, account: MoneyAccountID?) async throws -> [MoneyTransaction] {
        try await databaseWriter.read { db in try Self.moneyTransactions(db, user: user, account: account) }
    }

    static func moneyTransactions(_ db: Database, user: UserID, account: MoneyAccountID?) throws -> [MoneyTransaction] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(MoneyRecord.transactionColumns) FROM money_transaction
                WHERE user_id = ?1 AND (?2 IS NULL OR account_id = ?2)
                ORDER BY day, created_at, id
                """)
        return try Row.fetchAll(statement, arguments: [user, account]).map(MoneyRecord.transaction)
    }
}

// MARK: - Money writes, inside `ChangeWriter`'s transaction

extension ChangeWriter {
    func insertMoneyAccount(_ account: MoneyAccount, transactions: [MoneyTransaction] = []) throws -> Int64 {
        let count =
            try Int.fetchOne(
                db.cachedStatement(sql: "SELECT count(*) FROM money_account WHERE user_id = ?"), arguments: [user]) ?? 0
        guard count < MoneyAccount.maximumCount else {
            throw CadenceError(
                .accountLimitReached, "a user can hold at most \(MoneyAccount.maximumCount) money accounts; delete one first")
        }
        try db.cachedStatement(
            sql: """
                INSERT INTO money_account (user_id, name, name_key, currency, type, opening_minor, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            user, account.name, NameKey.of(account.name), account.currency.code, account.type.rawValue,
            account.openingMinorUnits, StoredInstant.milliseconds(account.createdAt), StoredInstant.milliseconds(account.updatedAt),
        ])
        let id = db.lastInsertedRowID
        for var transaction in transactions {
            transaction.accountID = id
            _ = try insertMoneyTransaction(transaction)
        }
        return id
    }

    func updateMoneyAccount(_ account: MoneyAccount) throws {
        try db.cachedStatement(
            sql: """
                UPDATE money_account SET name = ?, name_key = ?, currency = ?, type = ?, opening_minor = ?, updated_at = ?
                WHERE id = ? AND user_id = ?
                """
        ).execute(arguments: [
            account.name, NameKey.of(account.name), account.currency.code, account.type.rawValue, account.openingMinorUnits,
            instant, account.id, user,
        ])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "id", "account \(account.id) not found") }
    }

    func deleteMoneyAccount(_ id: MoneyAccountID) throws {
        try db.cachedStatement(sql: "DELETE FROM money_account WHERE id = ? AND user_id = ?").execute(arguments: [id, user])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "id", "account \(id) not found") }
    }

    func insertMoneyTransaction(_ transaction: MoneyTransaction) throws -> Int64 {
        let owner = try db.cachedStatement(sql: "SELECT 1 FROM money_account WHERE id = ? AND user_id = ?")
        guard try Int.fetchOne(owner, arguments: [transaction.accountID, user]) != nil else {
            throw CadenceError(.notFound, field: "account", "account \(transaction.accountID) not found")
        }
        try db.cachedStatement(
            sql: """
                INSERT INTO money_transaction (user_id, account_id, day, amount_minor, note, category, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """
        ).execute(arguments: [
            user, transaction.accountID, transaction.day.ordinal, transaction.amountMinorUnits, transaction.note,
            transaction.category, StoredInstant.milliseconds(transaction.createdAt),
        ])
        return db.lastInsertedRowID
    }

    func deleteMoneyTransaction(_ id: MoneyTransactionID) throws {
        try db.cachedStatement(sql: "DELETE FROM money_transaction WHERE id = ? AND user_id = ?").execute(arguments: [id, user])
        guard db.changesCount > 0 else { throw CadenceError(.notFound, field: "id", "transaction \(id) not found") }
    }
}
