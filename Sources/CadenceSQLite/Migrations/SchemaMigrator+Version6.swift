import GRDB

extension SchemaMigrator {
    /// Version 6: money accounts and their transactions (docs/domain-rules.md §12 "Money",
    /// docs/schema.md). Amounts are integers of the currency's minor units, never floating
    /// point. A transaction's account is named with its user (a composite foreign key), so no
    /// row can point at another user's account; deleting an account deletes its transactions.
    static func createSchemaVersion6(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE money_account (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    name TEXT NOT NULL CONSTRAINT money_account_name_present CHECK (length(name) > 0),
                    name_key TEXT NOT NULL,
                    currency TEXT NOT NULL
                        CONSTRAINT money_account_currency_code CHECK (length(currency) = 3 AND currency = upper(currency)),
                    type TEXT NOT NULL
                        CONSTRAINT money_account_type_known CHECK (type IN ('checking', 'savings', 'cash', 'credit', 'other')),
                    opening_minor INTEGER NOT NULL
                        CONSTRAINT money_account_opening_range CHECK (opening_minor BETWEEN -999999999999999 AND 999999999999999),
                    created_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL,
                    CONSTRAINT money_account_name_key UNIQUE (user_id, name_key),
                    CONSTRAINT money_account_owner UNIQUE (id, user_id)
                );
                CREATE TABLE money_transaction (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    account_id INTEGER NOT NULL,
                    day INTEGER NOT NULL,
                    amount_minor INTEGER NOT NULL
                        CONSTRAINT money_transaction_amount_range
                        CHECK (amount_minor <> 0 AND amount_minor BETWEEN -999999999999999 AND 999999999999999),
                    note TEXT,
                    category TEXT,
                    created_at INTEGER NOT NULL,
                    FOREIGN KEY (account_id, user_id) REFERENCES money_account(id, user_id) ON DELETE CASCADE
                );
                CREATE INDEX money_transaction_account ON money_transaction(account_id, day, created_at, id);
                CREATE INDEX money_transaction_user ON money_transaction(user_id, day, created_at, id);
                """)
        try createRevisionTriggers(db, tables: ["money_account", "money_transaction"])
    }
}
