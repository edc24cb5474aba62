import GRDB

extension SchemaMigrator {
    /// Version 20 (branch i39-partners): partner invites, partnerships, habit sharing and challenges
    /// (docs/schema.md "v20-i39-partners", docs/domain-rules.md "§25
    /// Partners and shared habits"). A partnership is one row for the pair (`user_low` <
    /// `user_high`, unique); a habit's audience is `all` or `,id,id,` of partnership ids. No
    /// revision triggers: none of it is synced, and a partner's view is read fresh.
    static func createSchemaVersion20Partners(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE partner_invite (
                    code TEXT PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    created_at INTEGER NOT NULL,
                    expires_at INTEGER NOT NULL,
                    used_at INTEGER,
                    used_by INTEGER
                );
                CREATE INDEX partner_invite_user ON partner_invite(user_id, created_at);
                CREATE TABLE partnership (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_low INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    user_high INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    created_at INTEGER NOT NULL,
                    CONSTRAINT partnership_order CHECK (user_low < user_high),
                    CONSTRAINT partnership_once UNIQUE (user_low, user_high)
                );
                CREATE INDEX partnership_high ON partnership(user_high);
                CREATE TABLE habit_share (
                    habit_id INTEGER PRIMARY KEY REFERENCES habit(id) ON DELETE CASCADE,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    audience TEXT NOT NULL,
                    amounts INTEGER NOT NULL DEFAULT 0
                );
                CREATE INDEX habit_share_user ON habit_share(user_id);
                CREATE TABLE challenge (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    owner_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    start_day INTEGER NOT NULL,
                    end_day INTEGER NOT NULL,
                    created_at INTEGER NOT NULL
                );
                CREATE TABLE challenge_member (
                    challenge_id INTEGER NOT NULL REFERENCES challenge(id) ON DELETE CASCADE,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    habit_id INTEGER REFERENCES habit(id) ON DELETE SET NULL,
                    invited_at INTEGER NOT NULL,
                    joined_at INTEGER,
                    PRIMARY KEY (challenge_id, user_id)
                );
                CREATE INDEX challenge_member_user ON challenge_member(user_id);
                """)
    }
}
