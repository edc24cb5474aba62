import GRDB

extension SchemaMigrator {
    /// Version 3: the server's accounts, browser sessions, personal API tokens and server-wide
    /// settings (`AccountStore`), and each user's data revision. An account is a user
    /// (`account.user_id`); deleting the user deletes its account, sessions and tokens.
    /// Secrets are stored as SHA-256 digests (hex) and passwords as bcrypt hashes.
    static func createSchemaVersion3(_ db: Database) throws {
        try createAccountTables(db)
        try createDataRevisions(db)
    }

    private static func createAccountTables(_ db: Database) throws {
        // Usernames are unique case-insensitively; there is at most one owner.
        try db.execute(
            sql: """
                CREATE TABLE account (
                    user_id INTEGER PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
                    username TEXT NOT NULL,
                    username_key TEXT NOT NULL UNIQUE,
                    password_hash TEXT NOT NULL,
                    role TEXT NOT NULL CONSTRAINT account_role_known CHECK (role IN ('owner', 'member')),
                    created_at INTEGER NOT NULL
                );
                """)
        try db.execute(sql: "CREATE UNIQUE INDEX account_single_owner ON account(role) WHERE role = 'owner'")

        // Browser sessions, shared by every server process on the database.
        try db.execute(
            sql: """
                CREATE TABLE session (
                    token_hash TEXT PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES account(user_id) ON DELETE CASCADE,
                    created_at INTEGER NOT NULL,
                    expires_at INTEGER NOT NULL
                ) WITHOUT ROWID;
                """)
        try db.execute(sql: "CREATE INDEX session_user ON session(user_id)")
        try db.execute(sql: "CREATE INDEX session_expiry ON session(expires_at)")

        // Personal API tokens; revoked ones are kept (with the instant) for the owner's list.
        try db.execute(
            sql: """
                CREATE TABLE api_token (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES account(user_id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    token_hash TEXT NOT NULL UNIQUE,
                    created_at INTEGER NOT NULL,
                    last_used_at INTEGER,
                    revoked_at INTEGER
                );
                """)
        try db.execute(sql: "CREATE INDEX api_token_user ON api_token(user_id, id)")

        // Server-wide settings as key–value pairs (`sign_ups_open`: '1' or '0').
        try db.execute(
            sql: """
                CREATE TABLE server_setting (
                    key TEXT PRIMARY KEY,
                    value TEXT NOT NULL
                ) WITHOUT ROWID;
                """)
    }

    /// `user_revision.revision` goes up, in the same transaction, whenever a row the user's
    /// derived answers depend on is inserted, updated or deleted — by any writer or process.
    /// The server keys its cache of derived responses (today's list, statistics) by it
    /// (`AccountStore.dataRevision(of:)`), so a cached answer is never older than the data.
    /// A table added later whose rows change derived answers needs the same three triggers.
    private static func createDataRevisions(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE user_revision (
                    user_id INTEGER PRIMARY KEY REFERENCES "user"(id) ON DELETE CASCADE,
                    revision INTEGER NOT NULL DEFAULT 0
                );
                INSERT INTO user_revision (user_id) SELECT id FROM "user";
                CREATE TRIGGER user_revision_on_user_insert AFTER INSERT ON "user"
                BEGIN INSERT INTO user_revision (user_id) VALUES (NEW.id); END;
                CREATE TRIGGER user_revision_on_user_update AFTER UPDATE ON "user"
                BEGIN UPDATE user_revision SET revision = revision + 1 WHERE user_id = NEW.id; END;
                """)
        let tables = [
            "habit", "reminder", "category", "checkin", "day_record", "perfect_day_award", "xp_transaction",
            "achievement_unlock",
        ]
        for table in tables {
            for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
                try db.execute(
                    sql: """
                        CREATE TRIGGER user_revision_on_\(table)_\(event.lowercased()) AFTER \(event) ON \(table)
                        BEGIN UPDATE user_revision SET revision = revision + 1 WHERE user_id = \(row).user_id; END;
                        """)
            }
        }
    }
}
