import GRDB

extension SchemaMigrator {
    /// Version 19 (branch i39-oidc): OpenID Connect sign-in (docs/schema.md "v19-i39-oidc-identities",
    /// docs/domain-rules.md "§24 OpenID Connect sign-in"). `oidc_identity` links an account
    /// to a provider's person by (issuer, subject), one link per account and issuer;
    /// `oidc_state` holds the pending sign-ins by the digest of their state, until taken or expired.
    /// No revision triggers: neither is the person's habit data.
    static func createSchemaVersion19OIDC(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE oidc_identity (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    user_id INTEGER NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
                    issuer TEXT NOT NULL,
                    subject TEXT NOT NULL,
                    linked_at INTEGER NOT NULL,
                    CONSTRAINT oidc_identity_person UNIQUE (issuer, subject),
                    CONSTRAINT oidc_identity_one_per_issuer UNIQUE (user_id, issuer)
                );
                CREATE TABLE oidc_state (
                    state_hash TEXT PRIMARY KEY NOT NULL,
                    nonce TEXT NOT NULL,
                    code_verifier TEXT NOT NULL,
                    purpose TEXT NOT NULL CONSTRAINT oidc_state_purpose CHECK (purpose IN ('sign-in', 'link')),
                    user_id INTEGER REFERENCES "user"(id) ON DELETE CASCADE,
                    expires_at INTEGER NOT NULL
                );
                CREATE INDEX oidc_state_expiry ON oidc_state(expires_at);
                """)
    }
}
